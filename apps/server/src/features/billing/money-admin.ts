import { parseArgs } from 'node:util';
import type { Db } from '../../platform/db/database.js';
import { moneyLedger } from '../../platform/ledger/money-ledger.js';
import { formatMajor, majorNumberToMinor } from '../../platform/payments/money.js';
import { findUserIdByAccount } from './coupons-admin.js';
import { UsageError } from './plans-admin.js';

export const MONEY_USAGE = `usage: npm run money -- <command>
  credit <phone or email> <amount> [--reason text]   adds to the seller's balance (major units)
  balance <phone or email>`;

type Print = (line: string) => void;

/** The operator credits a seller's money balance (a refund, a bank transfer): one ledger row. */
export async function runMoneyCommand(
  db: Db,
  args: string[],
  print: Print,
  now = Date.now(),
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { reason: { type: 'string' } },
  });
  const [command, account, amountText] = positionals;
  if (command === 'balance') {
    print(formatMajor(await moneyLedger.getBalance(db, await findUserIdByAccount(db, account))));
    return 0;
  }
  if (command !== 'credit') throw new UsageError(`unknown command ${command ?? '(none)'}\n${MONEY_USAGE}`);
  const userId = await findUserIdByAccount(db, account);
  const amount = majorNumberToMinor(Number(amountText));
  if (amount === undefined || amount <= 0)
    throw new UsageError(`${amountText ?? '(none)'} is not an amount above 0`);
  const reason = values.reason?.trim() || 'operator credit';
  const { balance } = await moneyLedger.credit(db, { userId, amount, reason }, now);
  print(`credited ${formatMajor(amount)} to ${account}: balance ${formatMajor(balance)}`);
  return 0;
}

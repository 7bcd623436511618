import { ErrorCode } from '@asinasin/contract';
import type { Expression, RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { Ledger, type LedgerEntry, type LedgerResult } from '../ledger/ledger.js';

/** Amounts are integer hundredths of a power unit (100 = 1.00). */
export type { LedgerEntry, LedgerResult };

export const powerLedger = new Ledger(
  'power_ledger',
  () => new AppError(ErrorCode.INSUFFICIENT_POWER, 'power.insufficient'),
);

/**
 * The balance is the sum of the user's ledger rows; there is no balance column to drift. As an
 * expression, so a query can read it next to other columns (`sql.ref('users.id')` or a number).
 */
export function balanceExpression(userId: number | Expression<number>): RawBuilder<number> {
  return powerLedger.balanceExpression(userId);
}

export function getBalance(db: Db, userId: number): Promise<number> {
  return powerLedger.getBalance(db, userId);
}

/** Adds power. Takes the app database or a caller's transaction (registration's welcome power). */
export function credit(db: Db, entry: LedgerEntry, now = Date.now()): Promise<LedgerResult> {
  return powerLedger.credit(db, entry, now);
}

/**
 * Takes power for a paid action. Fails with INSUFFICIENT_POWER (996) and writes nothing when the
 * balance is short. Concurrent charges are serialised per user.
 */
export function chargePower(
  db: Db,
  charge: LedgerEntry & { idempotencyKey: string },
  now = Date.now(),
): Promise<LedgerResult> {
  return powerLedger.debit(db, charge, now);
}

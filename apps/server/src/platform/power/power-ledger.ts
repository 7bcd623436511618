import { ErrorCode } from '@asinasin/contract';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/engine.js';
import { AppError } from '../http/app-error.js';

/** Amounts are integer hundredths of a power unit (100 = 1.00). */
export interface LedgerEntry {
  userId: number;
  amount: number;
  reason: string;
  reference?: string;
  /** the same key for the same user is applied once, whatever the number of calls */
  idempotencyKey?: string;
}

export interface LedgerResult {
  /** false when the idempotency key had already been used: nothing was written this time */
  applied: boolean;
  balance: number;
}

function assertPositiveAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`power amounts are positive integer hundredths, got ${amount}`);
  }
}

/**
 * The balance is the sum of the user's ledger rows; there is no balance column to drift. As an
 * expression, so a query can read it next to other columns (`sql.ref('users.id')` or a number).
 */
export function balanceExpression(userId: number | Expression<number>): RawBuilder<number> {
  // PostgreSQL sums bigint into numeric (a string in pg); the cast keeps it an int8 → Number.
  return sql<number>`(select cast(coalesce(sum(amount), 0) as bigint) from power_ledger where power_ledger.user_id = ${userId})`;
}

export async function getBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectNoFrom(balanceExpression(userId).as('balance')).executeTakeFirstOrThrow();
  return Number(row.balance);
}

async function insertEntry(db: Db, entry: LedgerEntry, amount: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('power_ledger')
    .values({
      user_id: entry.userId,
      amount,
      reason: entry.reason,
      reference: entry.reference ?? null,
      idempotency_key: entry.idempotencyKey ?? null,
      created_at: now,
    })
    // DO NOTHING rather than catching the violation: on PostgreSQL an error would abort the
    // caller's transaction. Rows without a key never conflict (NULLs are distinct).
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Adds power. Takes the app database or a caller's transaction (registration's welcome power). */
export async function credit(db: Db, entry: LedgerEntry, now = Date.now()): Promise<LedgerResult> {
  assertPositiveAmount(entry.amount);
  const applied = await insertEntry(db, entry, entry.amount, now);
  return { applied, balance: await getBalance(db, entry.userId) };
}

/**
 * Takes power for a paid action. Fails with INSUFFICIENT_POWER (996) and writes nothing when the
 * balance is short. Concurrent charges are serialised per user: PostgreSQL locks the user row
 * before summing; SQLite's single connection already runs one transaction at a time.
 */
export async function chargePower(
  db: Db,
  charge: LedgerEntry & { idempotencyKey: string },
  now = Date.now(),
): Promise<LedgerResult> {
  assertPositiveAmount(charge.amount);
  const run = async (trx: Db): Promise<LedgerResult> => {
    if (isPostgres(trx)) {
      await trx.selectFrom('users').select('id').where('id', '=', charge.userId).forUpdate().execute();
    }
    const previous = await trx
      .selectFrom('power_ledger')
      .select('id')
      .where('user_id', '=', charge.userId)
      .where('idempotency_key', '=', charge.idempotencyKey)
      .executeTakeFirst();
    if (previous) return { applied: false, balance: await getBalance(trx, charge.userId) };
    const balance = await getBalance(trx, charge.userId);
    if (balance < charge.amount) throw new AppError(ErrorCode.INSUFFICIENT_POWER, 'power.insufficient');
    await insertEntry(trx, charge, -charge.amount, now);
    return { applied: true, balance: balance - charge.amount };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

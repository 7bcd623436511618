import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/engine.js';

/** The append-only ledgers: power (hundredths of a unit) and money (minor units: fen, cents). */
export type LedgerTable = 'power_ledger' | 'money_ledger';

export interface LedgerEntry {
  userId: number;
  /** a positive integer; a debit writes it negated */
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

/**
 * A balance that is the sum of a user's rows, with no balance column to drift. Credits never
 * fail; a debit that would go below zero throws `insufficient()` and writes nothing. Both take the
 * app database or a caller's transaction, so a grant and its ledger rows commit together.
 */
export class Ledger {
  constructor(
    // Both tables have the same columns; the builder is typed with one of them.
    private readonly table: LedgerTable,
    private readonly insufficient: () => Error,
  ) {}

  /** As an expression, so a query can read it next to other columns (`sql.ref('users.id')`). */
  balanceExpression(userId: number | Expression<number>): RawBuilder<number> {
    // PostgreSQL sums bigint into numeric (a string in pg); the cast keeps it an int8 → Number.
    const table = sql.table(this.table);
    const owner = sql.ref(`${this.table}.user_id`);
    return sql<number>`(select cast(coalesce(sum(amount), 0) as bigint) from ${table} where ${owner} = ${userId})`;
  }

  async getBalance(db: Db, userId: number): Promise<number> {
    const row = await db.selectNoFrom(this.balanceExpression(userId).as('balance')).executeTakeFirstOrThrow();
    return Number(row.balance);
  }

  async credit(db: Db, entry: LedgerEntry, now = Date.now()): Promise<LedgerResult> {
    assertPositiveAmount(entry.amount);
    const applied = await this.insert(db, entry, entry.amount, now);
    return { applied, balance: await this.getBalance(db, entry.userId) };
  }

  /**
   * Concurrent debits are serialised per user: PostgreSQL locks the user row before summing;
   * SQLite's single connection already runs one transaction at a time.
   */
  async debit(
    db: Db,
    entry: LedgerEntry & { idempotencyKey: string },
    now = Date.now(),
  ): Promise<LedgerResult> {
    assertPositiveAmount(entry.amount);
    const run = async (trx: Db): Promise<LedgerResult> => {
      if (isPostgres(trx)) {
        await trx.selectFrom('users').select('id').where('id', '=', entry.userId).forUpdate().execute();
      }
      const previous = await trx
        .selectFrom(this.table as 'power_ledger')
        .select('id')
        .where('user_id', '=', entry.userId)
        .where('idempotency_key', '=', entry.idempotencyKey)
        .executeTakeFirst();
      if (previous) return { applied: false, balance: await this.getBalance(trx, entry.userId) };
      const balance = await this.getBalance(trx, entry.userId);
      if (balance < entry.amount) throw this.insufficient();
      await this.insert(trx, entry, -entry.amount, now);
      return { applied: true, balance: balance - entry.amount };
    };
    return db.isTransaction ? run(db) : db.transaction().execute(run);
  }

  private async insert(db: Db, entry: LedgerEntry, amount: number, now: number): Promise<boolean> {
    const result = await db
      .insertInto(this.table as 'power_ledger')
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
}

function assertPositiveAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`ledger amounts are positive integers, got ${amount}`);
  }
}

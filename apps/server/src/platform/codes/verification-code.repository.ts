import type { CodePurpose } from '@asinasin/contract';
import type { Db } from '../db/database.js';

export async function findLatestCode(db: Db, target: string, purpose: CodePurpose) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes a target was sent since `since` (any purpose), and when the newest was made. */
export async function codeHistorySince(
  db: Db,
  target: string,
  since: number,
): Promise<{ count: number; latestAt: number | null }> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest_at')])
    .where('target', '=', target)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), latestAt: row.latest_at === null ? null : Number(row.latest_at) };
}

/** Codes requested from one address since `since`, whatever their target. */
export async function countCodesFromIpSince(db: Db, ip: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertCode(
  db: Db,
  code: { target: string; purpose: CodePurpose; codeHash: string; ip: string; now: number; ttlMs: number },
): Promise<number> {
  const row = await db
    .insertInto('verification_codes')
    .values({
      target: code.target,
      purpose: code.purpose,
      code_hash: code.codeHash,
      ip: code.ip,
      created_at: code.now,
      expires_at: code.now + code.ttlMs,
      consumed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/** Marks the code used; the consumed_at guard makes a concurrent second use update nothing. */
export async function markCodeConsumed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts one try in `column` unless it already holds `cap`: one conditional update, so parallel
 * tries cannot all pass a count that has not caught up (PostgreSQL re-checks the condition on the
 * row it waited for). False when the tries of that side are used up.
 */
export async function countAttempt(
  db: Db,
  id: number,
  column: 'attempts' | 'outside_attempts',
  cap: number,
): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', id)
    .where(column, '<', cap)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCodesCreatedBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('created_at', '<', before).execute();
}

import type { Db } from '../../platform/db/database.js';

export interface ThrottleState {
  failures: number;
  lockedUntil: number;
  updatedAt: number;
}

export async function findThrottle(db: Db, key: string): Promise<ThrottleState | undefined> {
  const row = await db
    .selectFrom('login_throttles')
    .select(['failures', 'locked_until', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { failures: row.failures, lockedUntil: row.locked_until, updatedAt: row.updated_at };
}

/** False when another request created the row first. */
export async function insertThrottle(db: Db, key: string, next: ThrottleState): Promise<boolean> {
  const result = await db
    .insertInto('login_throttles')
    .values({ key, failures: next.failures, locked_until: next.lockedUntil, updated_at: next.updatedAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Compare-and-set: false when another request changed the row since it was read. */
export async function replaceThrottle(
  db: Db,
  key: string,
  expected: ThrottleState,
  next: ThrottleState,
): Promise<boolean> {
  const result = await db
    .updateTable('login_throttles')
    .set({ failures: next.failures, locked_until: next.lockedUntil, updated_at: next.updatedAt })
    .where('key', '=', key)
    .where('failures', '=', expected.failures)
    .where('locked_until', '=', expected.lockedUntil)
    .where('updated_at', '=', expected.updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', key).execute();
}

export async function deleteQuietThrottles(db: Db, quietSince: number, now: number): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where('updated_at', '<', quietSince)
    .where('locked_until', '<=', now)
    .execute();
}

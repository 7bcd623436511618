import { accountKind } from '@asinasin/contract';
import { sql } from 'kysely';
import { compileOnce } from '../../platform/db/compile-once.js';
import type { Db } from '../../platform/db/database.js';
import type { NewUser, UserRow, UserUpdate } from '../../platform/db/schema.js';
import { moneyLedger } from '../../platform/ledger/money-ledger.js';
import { balanceExpression } from '../../platform/power/power-ledger.js';

export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(accountKind(account), '=', account).executeTakeFirst();
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

const selectUserWithBalance = compileOnce(
  (db: Db, userId: number) =>
    db
      .selectFrom('users')
      .selectAll('users')
      .select(balanceExpression(sql.ref<number>('users.id')).as('balance'))
      .select(moneyLedger.balanceExpression(sql.ref<number>('users.id')).as('money'))
      .where('id', '=', userId),
  0,
);

/** The user, their power and money balances in one round trip: `info` runs on every page load. */
export async function findUserWithBalance(
  db: Db,
  userId: number,
): Promise<(UserRow & { balance: number; money: number }) | undefined> {
  return (await selectUserWithBalance(db, userId))[0];
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, userId: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', userId).execute();
}

/** Records that a device used its free trial; false when the device already had one. */
export async function claimTrial(
  db: Db,
  claim: { fingerprintHash: string; userId: number; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('trial_claims')
    .values({ fingerprint_hash: claim.fingerprintHash, user_id: claim.userId, created_at: claim.now })
    // DO NOTHING keeps a concurrent claim from aborting the registration transaction on PostgreSQL.
    .onConflict((oc) => oc.column('fingerprint_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { AmazonConnectionsTable } from '../../../platform/db/schema.js';

export type ConnectionRow = Selectable<AmazonConnectionsTable>;
type ConnectionChange = Omit<Updateable<AmazonConnectionsTable>, 'id' | 'user_id' | 'created_at'>;

/** Every query a seller's request makes names the owner: another seller's id reads as missing. */
export function listConnections(db: Db, userId: number): Promise<ConnectionRow[]> {
  return db
    .selectFrom('amazon_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function findConnection(db: Db, userId: number, id: number): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('amazon_connections')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** For the sync job, which works for the owner it was queued by. */
export function findConnectionById(db: Db, id: number): Promise<ConnectionRow | undefined> {
  return db.selectFrom('amazon_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countConnections(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('amazon_connections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertConnection(
  db: Db,
  row: Pick<
    ConnectionRow,
    'user_id' | 'name' | 'region' | 'marketplaces' | 'sealed_credentials' | 'client_id_mask'
  >,
  now: number,
): Promise<number> {
  const inserted = await db
    .insertInto('amazon_connections')
    .values({ ...row, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateConnection(db: Db, id: number, change: ConnectionChange): Promise<void> {
  await db
    .updateTable('amazon_connections')
    .set({ ...change, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

export async function deleteConnection(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('amazon_connections')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

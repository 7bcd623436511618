import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SavedFiltersTable } from '../../platform/db/schema.js';

export type SavedFilterRow = Selectable<SavedFiltersTable>;

/** Every query names the owner: another seller's id reads as missing, never as theirs. */
export function listSavedFilters(db: Db, userId: number): Promise<SavedFilterRow[]> {
  return db
    .selectFrom('saved_filters')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSavedFilter(db: Db, userId: number, id: number): Promise<SavedFilterRow | undefined> {
  return db
    .selectFrom('saved_filters')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findSavedFilterByName(db: Db, userId: number, name: string) {
  return db
    .selectFrom('saved_filters')
    .selectAll()
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function countSavedFilters(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_filters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSavedFilter(
  db: Db,
  row: { user_id: number; name: string; query: string; now: number },
): Promise<number> {
  const inserted = await db
    .insertInto('saved_filters')
    .values({
      user_id: row.user_id,
      name: row.name,
      query: row.query,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateSavedFilter(
  db: Db,
  userId: number,
  id: number,
  change: { name: string; query?: string; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('saved_filters')
    .set({
      name: change.name,
      updated_at: change.now,
      ...(change.query === undefined ? {} : { query: change.query }),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSavedFilter(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_filters')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { WatchCategoryListsTable } from '../../platform/db/schema.js';

export type CategoryListRow = Selectable<WatchCategoryListsTable>;
export interface CategoryKey {
  marketplace: string;
  category: string;
}

/** The shared lists of some categories (every seller watching one reads the same row). */
export async function findCategoryLists(db: Db, keys: CategoryKey[]): Promise<Map<string, CategoryListRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('watch_category_lists')
    .selectAll()
    .where((eb) =>
      eb.or(
        keys.map((k) => eb.and([eb('marketplace', '=', k.marketplace), eb('category', '=', k.category)])),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [categoryKeyOf(r), r]));
}

export const categoryKeyOf = (k: CategoryKey) => `${k.marketplace}:${k.category}`;

/** Writes a category's list and how its last fetch went; a fetch that got no list keeps the last one. */
export async function saveCategoryList(
  db: Db,
  row: Omit<CategoryListRow, 'asins' | 'fetched_at'> & { asins: string[] | null; fetched_at: number | null },
): Promise<void> {
  const status = { state: row.state, reason: row.reason, next_at: row.next_at, updated_at: row.updated_at };
  const list = row.asins === null ? {} : { asins: JSON.stringify(row.asins), fetched_at: row.fetched_at };
  await db
    .insertInto('watch_category_lists')
    .values({
      ...row,
      asins: JSON.stringify(row.asins ?? []),
      fetched_at: row.asins === null ? null : row.fetched_at,
    })
    .onConflict((oc) => oc.columns(['marketplace', 'category']).doUpdateSet({ ...status, ...list }))
    .execute();
}

/**
 * Drops a category's shared list once no seller watches it: a category watched again later is
 * fetched anew (pending), and lists of categories nobody watches do not pile up.
 */
export async function dropUnwatchedList(db: Db, key: CategoryKey): Promise<void> {
  await db
    .deleteFrom('watch_category_lists')
    .where('marketplace', '=', key.marketplace)
    .where('category', '=', key.category)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('watch_items')
            .select('id')
            .where('kind', '=', 'category')
            .where('marketplace', '=', key.marketplace)
            .where('target', '=', key.category),
        ),
      ),
    )
    .execute();
}

export async function countItemsOfKind(db: Db, userId: number, kind: string): Promise<number> {
  const row = await db
    .selectFrom('watch_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
 * Drops the shared lists no seller watches any more once their period is over (`next_at` passed):
 * a seller who watches the category again within it reads the list without a second fetch (each
 * costs Keepa tokens), and lists of categories nobody watches do not pile up.
 */
export async function dropUnwatchedLists(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('watch_category_lists as l')
    .where('l.next_at', '<', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('watch_items as w')
            .select('w.id')
            .where('w.kind', '=', 'category')
            .whereRef('w.marketplace', '=', 'l.marketplace')
            .whereRef('w.target', '=', 'l.category'),
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

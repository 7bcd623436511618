import type { Kysely } from 'kysely';

/**
 * Watched categories (docs/data/keepa.md, "Watched categories"): a watch item's label (a
 * category's path as the catalog names it), and one row per marketplace and category holding the
 * latest best-seller list fetched for it, shared by every seller who watches it, so a category is
 * fetched once per refresh period however many sellers watch it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('watch_items').addColumn('label', 'text').execute();
  await db.schema
    .createTable('watch_category_lists')
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('asins', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('next_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('watch_category_lists_key', ['marketplace', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_category_lists').execute();
  await db.schema.alterTable('watch_items').dropColumn('label').execute();
}

import type { Kysely } from 'kysely';

/**
 * The days of Sales and Traffic a connection has pulled, one row per marketplace and day
 * (docs/data/amazon-account.md): a sync asks Amazon only for the days missing here, and a day whose
 * report named no ASIN is still a day pulled (it wrote no row to the business-report store).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('amazon_sales_days')
    .addColumn('connection_id', 'integer', (c) =>
      c.notNull().references('amazon_connections.id').onDelete('cascade'),
    )
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer')
    .addColumn('synced_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('amazon_sales_days_pk', ['connection_id', 'marketplace', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('amazon_sales_days').execute();
}

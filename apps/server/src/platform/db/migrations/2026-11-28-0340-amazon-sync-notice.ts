import type { Kysely } from 'kysely';

/**
 * What the last sync of a connection could not pull, and what it still did (docs/data/amazon-account.md):
 * JSON {key, params}, as `last_error`, but of a sync that succeeded (a refused Sales and Traffic
 * report whose ASINs came from the listings report instead).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('amazon_connections').addColumn('sync_notice', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('amazon_connections').dropColumn('sync_notice').execute();
}

import type { Kysely } from 'kysely';
import { idColumn } from '../migration-helpers.js';

/**
 * Keepa's tokens spent per UTC day (the operator's daily budget, docs/data/keepa.md); a seller's
 * watched products and keywords with their thresholds and last seen state, the alerts their
 * changes made, and the seller's webhook for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('keepa_token_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('spent', 'integer', (c) => c.notNull())
    .execute();
  await idColumn(db, db.schema.createTable('watch_items'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('rank_jump_pct', 'integer', (c) => c.notNull())
    .addColumn('price_change_pct', 'integer', (c) => c.notNull())
    .addColumn('keyword_rank_move', 'integer', (c) => c.notNull())
    .addColumn('last_state', 'text')
    .addColumn('checked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('watch_items_user_target', ['user_id', 'kind', 'marketplace', 'target'])
    .execute();
  await idColumn(db, db.schema.createTable('watch_alerts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('watch_items.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('before_value', 'double precision')
    .addColumn('after_value', 'double precision')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('watch_alerts_user_created')
    .on('watch_alerts')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('watch_webhooks')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_webhooks').execute();
  await db.schema.dropTable('watch_alerts').execute();
  await db.schema.dropTable('watch_items').execute();
  await db.schema.dropTable('keepa_token_days').execute();
}

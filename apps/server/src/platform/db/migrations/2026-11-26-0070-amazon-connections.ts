import type { Kysely } from 'kysely';
import { idColumn } from '../migration-helpers.js';

/**
 * A seller's connection to their own Amazon account through SP-API (decisions/0035): the LWA
 * client id, secret and refresh token sealed together (AES-256-GCM under a key derived from
 * APP_SECRET), a mask of the client id to show, the region and marketplaces; what the last test
 * and sync said; the sync in progress (its Amazon report and import run) so a stopped sync resumes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('amazon_connections'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('marketplaces', 'text', (c) => c.notNull())
    .addColumn('sealed_credentials', 'text', (c) => c.notNull())
    .addColumn('client_id_mask', 'text', (c) => c.notNull())
    .addColumn('tested_at', 'bigint')
    .addColumn('test_problem', 'text')
    .addColumn('sync_job_id', 'text')
    .addColumn('sync_state', 'text')
    .addColumn('last_success_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('amazon_connections_user').on('amazon_connections').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('amazon_connections').execute();
}

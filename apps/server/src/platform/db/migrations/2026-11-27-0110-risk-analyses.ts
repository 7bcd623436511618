import type { Kysely } from 'kysely';
import { idColumn } from '../migration-helpers.js';

/**
 * A seller's infringement-risk analyses (docs/risk.md, decisions/0040): what was analysed (ASIN,
 * title and brand words, the image's file), the state (SPEC §4: 0 in progress, 1 done, 2 failed),
 * the progress, the job, the evidence and verdict as JSON, and why it failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('risk_analyses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('asin', 'text')
    .addColumn('title', 'text')
    .addColumn('brand', 'text')
    .addColumn('image', 'text')
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('content', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_analyses_user').on('risk_analyses').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('risk_analyses').execute();
}

import type { Kysely } from 'kysely';
import { idColumn } from '../migration-helpers.js';

/**
 * A seller's AI reports (docs/reports.md): by ASIN or by market, with their state (SPEC §4: 0 in
 * progress, 1 done, 2 failed), the generation being made (each is charged once, under its own
 * idempotency key), the job making it, the content as JSON and the PDF's file once printed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('reports'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('marketplace', 'text', (c) => c.notNull())
    .addColumn('asin', 'text')
    .addColumn('keyword', 'text')
    .addColumn('niche_id', 'text')
    .addColumn('card', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('failure', 'text')
    .addColumn('file', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_user_kind').on('reports').columns(['user_id', 'kind', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}

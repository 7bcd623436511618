import type { Kysely } from 'kysely';

/**
 * Durable jobs (decisions/0027): the table driver's queue, with each claim's lease (owner and
 * expiry, renewed while the job runs) and the progress its handler writes. On PostgreSQL pg-boss
 * keeps its own queue; job_progress holds what its handlers write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('progress', 'text')
    .addColumn('error', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_by_name_state').on('jobs').columns(['name', 'state', 'run_at']).execute();
  await db.schema
    .createTable('job_progress')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('progress', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_progress').execute();
  await db.schema.dropTable('jobs').execute();
}

import type { Kysely } from 'kysely';

/**
 * Password-login brakes (per account and per IP) that survive restarts and hold across processes,
 * and an index for counting verification codes per requesting IP.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttles_updated_at')
    .on('login_throttles')
    .column('updated_at')
    .execute();
  await db.schema
    .createIndex('verification_codes_ip')
    .on('verification_codes')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('verification_codes_ip').execute();
  await db.schema.dropTable('login_throttles').execute();
}

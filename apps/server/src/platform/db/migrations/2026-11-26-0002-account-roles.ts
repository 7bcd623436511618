import type { Kysely } from 'kysely';

/**
 * Each account's role (decisions/0029): `seller` (everyone), `operator` (imports into the
 * catalog), `admin` (everything an operator does). ADMIN_ACCOUNTS grants `admin` at start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('seller'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}

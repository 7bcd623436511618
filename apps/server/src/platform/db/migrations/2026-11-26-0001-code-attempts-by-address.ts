import type { Kysely } from 'kysely';

/**
 * Wrong tries at a verification code from addresses other than the one it was sent for, counted
 * apart from the requesting address's own tries: guesses from elsewhere never use up the owner's
 * code (decisions/0009).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_codes')
    .addColumn('outside_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_codes').dropColumn('outside_attempts').execute();
}

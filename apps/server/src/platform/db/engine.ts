import { PostgresAdapter, type Kysely } from 'kysely';

/** The few places where SQLite and PostgreSQL differ ask this, never the configuration. */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A unique index refused the write, as each engine reports it. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String(error.code);
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE');
}

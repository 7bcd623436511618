import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer primary key named id, spelled the way each engine wants it. */
export function idColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from './engine.js';

/** An auto-increment integer primary key named id, spelled the way each engine wants it. */
export function idColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

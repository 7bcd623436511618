import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

// bigint columns hold epoch milliseconds and hundredths: well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres:// URL; when absent a SQLite file under dataDir is used */
  databaseUrl?: string;
  dataDir: string;
}

export function createDatabase({ databaseUrl, dataDir }: DatabaseOptions): Db {
  if (databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }),
    });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'app.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query afresh; preparing costs more than running a small indexed query.
 * Queries come from a fixed set of builders, so their SQL strings repeat and the cache stays small.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (query: string) => {
      let statement = statements.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

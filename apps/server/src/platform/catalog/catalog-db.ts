import { AsyncLocalStorage } from 'node:async_hooks';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';

export type CatalogParams = DuckDBValue[] | Record<string, DuckDBValue>;
export type CatalogRow = Record<string, unknown>;
export type AppendType = 'varchar' | 'integer' | 'double';

/** What a query may run on: the catalog itself, or one transaction of it. */
export interface CatalogQueries {
  all<T extends object>(sql: string, params?: CatalogParams): Promise<T[]>;
  run(sql: string, params?: CatalogParams): Promise<void>;
}

/** One transaction: it holds its connection, so its temporary tables are its own. */
export interface CatalogTx extends CatalogQueries {
  /**
   * Bulk-loads rows into a temporary table of this transaction (DuckDB's appender). Column types,
   * when given, skip the per-value type inference on hot paths.
   */
  appendTemp(table: string, rows: DuckDBValue[][], types?: AppendType[]): Promise<void>;
}

/** BIGINT and HUGEINT (count(*), sum()) come back as bigint; the product's numbers fit a double. */
function toPlain(row: CatalogRow): CatalogRow {
  for (const key of Object.keys(row)) if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
  return row;
}

function queriesOn(connection: DuckDBConnection): CatalogTx {
  return {
    all: async <T extends object>(sql: string, params?: CatalogParams) => {
      const reader = await connection.runAndReadAll(sql, params);
      return reader.getRowObjectsJS().map((row) => toPlain(row as CatalogRow)) as unknown as T[];
    },
    run: async (sql, params) => {
      await connection.run(sql, params);
    },
    appendTemp: async (table, rows, types) => {
      const appender = await connection.createAppender(table, 'main', 'temp');
      const append = (value: DuckDBValue, type: AppendType | undefined) => {
        if (value === null) appender.appendNull();
        else if (type === 'varchar') appender.appendVarchar(value as string);
        else if (type === 'integer') appender.appendInteger(value as number);
        else if (type === 'double') appender.appendDouble(value as number);
        else appender.appendValue(value);
      };
      try {
        for (const row of rows) {
          for (let i = 0; i < row.length; i++) append(row[i]!, types?.[i]);
          appender.endRow();
        }
      } finally {
        appender.closeSync();
      }
    },
  };
}

/**
 * The catalog on DuckDB: a columnar file under DATA_DIR. Queries run on DuckDB's own threads
 * (its async API), so a slow filter never blocks other sellers' requests on the event loop. A small
 * pool of connections lets reads run side by side; a transaction holds one connection to itself.
 */
export class CatalogDb implements CatalogQueries {
  /** The catalog whose write turn the current async call chain holds (see `writing`). */
  private static readonly writeTurn = new AsyncLocalStorage<CatalogDb>();
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiting: ((connection: DuckDBConnection) => void)[] = [];
  private lastWrite: Promise<unknown> = Promise.resolve();
  private queuedWrites = 0;
  private isClosed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    connections: DuckDBConnection[],
  ) {
    this.idle.push(...connections);
  }

  /**
   * `:memory:` for a throwaway catalog; a file path otherwise (created when missing). DuckDB takes
   * up to 80 % of the machine's memory unless told otherwise; with a limit it spills large imports
   * and sorts to disk beside the file instead.
   */
  static async open(
    file: string,
    options: { poolSize?: number; memoryLimit?: string } = {},
  ): Promise<CatalogDb> {
    const { poolSize = 4, memoryLimit } = options;
    const instance = await DuckDBInstance.create(file, memoryLimit ? { memory_limit: memoryLimit } : {});
    const connections = await Promise.all(Array.from({ length: poolSize }, () => instance.connect()));
    return new CatalogDb(instance, connections);
  }

  private acquire(): Promise<DuckDBConnection> {
    if (this.isClosed) return Promise.reject(new Error('the catalog is closed'));
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(connection: DuckDBConnection): void {
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  private async withConnection<T>(work: (queries: CatalogTx) => Promise<T>): Promise<T> {
    const connection = await this.acquire();
    try {
      return await work(queriesOn(connection));
    } finally {
      this.release(connection);
    }
  }

  all<T extends object>(sql: string, params?: CatalogParams): Promise<T[]> {
    return this.withConnection((q) => q.all<T>(sql, params));
  }

  run(sql: string, params?: CatalogParams): Promise<void> {
    return this.withConnection((q) => q.run(sql, params));
  }

  /**
   * A query's rows in chunks as DuckDB produces them (about 2,048 rows each), for answers too large
   * to hold at once (a CSV export of a whole result). The connection stays taken until the last chunk
   * is read or the caller stops early (`break`, `return`), which releases it.
   */
  async *stream<T extends object>(sql: string, params?: CatalogParams): AsyncGenerator<T[]> {
    const connection = await this.acquire();
    try {
      const result = await connection.stream(sql, params);
      for await (const chunk of result.yieldRowObjectJs()) {
        yield chunk.map((row) => toPlain(row as CatalogRow)) as unknown as T[];
      }
    } finally {
      this.release(connection);
    }
  }

  /** Everything `work` writes becomes visible at once, or not at all when it throws. */
  transaction<T>(work: (tx: CatalogTx) => Promise<T>): Promise<T> {
    return this.withConnection(async (q) => {
      await q.run('BEGIN TRANSACTION');
      try {
        const result = await work(q);
        await q.run('COMMIT');
        return result;
      } catch (error) {
        await q.run('ROLLBACK');
        throw error;
      }
    });
  }

  /**
   * Runs `work` when every write queued before it has ended: the catalog's writers (imports of
   * every source, the metrics they refresh, calibration) take turns, because DuckDB refuses an
   * update of a row that another connection updated and has not committed (decisions/0014). A
   * write started inside a turn belongs to that turn and runs at once.
   */
  writing<T>(work: () => Promise<T>): Promise<T> {
    if (CatalogDb.writeTurn.getStore() === this) return work();
    this.queuedWrites++;
    const turn = this.lastWrite.then(() => {
      this.queuedWrites--;
      return CatalogDb.writeTurn.run(this, work);
    });
    this.lastWrite = turn.catch(() => undefined);
    return turn;
  }

  /** Writes waiting for their turn (not counting the one running). */
  get writesWaiting(): number {
    return this.queuedWrites;
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const connection of this.idle.splice(0)) connection.closeSync();
    this.instance.closeSync();
  }
}

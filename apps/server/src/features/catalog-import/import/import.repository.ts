import type { CatalogQueries, CatalogTx } from '../../../platform/catalog/catalog-db.js';
import { indexProductSources } from '../../../platform/catalog/product-source-keys.js';
import { indexProductWords, NEW_PRODUCT_KEY } from '../../../platform/catalog/product-words.js';
import { PRODUCT_COLUMNS } from './product-record.js';
import { loadStage } from './stage-table.js';

export interface RowReason {
  line: number;
  reason: string;
}

export interface RunStart {
  kind: string;
  fileName: string;
  checksum: string;
  marketplace: string | null;
  userId: number | null;
  startedAt: Date;
  /** the job that carries the run out, when one does (decisions/0027) */
  jobId?: string | null;
  /** the SP-API connection a sync pulled the file through (decisions/0044) */
  connectionId?: number | null;
  /** the seller whose own rows these are; null or missing: the shared catalog */
  ownerId?: number | null;
  /** 'keepa' for Keepa's API (decisions/0061); null or missing: a file, or the connection's */
  source?: 'keepa' | null;
}

export interface RunEnd {
  status: 'done' | 'failed' | 'unchanged';
  format: string | null;
  read: number;
  accepted: number;
  rejected: number;
  reasons: RowReason[];
  error: string | null;
  finishedAt: Date;
}

/** Keeps the first 1,000 reasons: enough to fix a file, bounded for a file of millions of rows. */
export const MAX_STORED_REASONS = 1000;

export async function insertRun(db: CatalogQueries, run: RunStart): Promise<number> {
  const rows = await db.all<{ id: number }>(
    `insert into import_runs (kind, file_name, checksum, marketplace, status, started_at, user_id, job_id,
       connection_id, owner_id, source)
     values ($1, $2, $3, $4, 'running', $5::timestamp, $6, $7, $8, $9, $10) returning id`,
    [
      run.kind,
      run.fileName,
      run.checksum,
      run.marketplace,
      run.startedAt.toISOString(),
      run.userId,
      run.jobId ?? null,
      run.connectionId ?? null,
      run.ownerId ?? null,
      run.source ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * The writes of each run's row, in order. DuckDB refuses an update of a row another connection has
 * updated and not yet committed ("Conflict on update!"), and a run's counts are written while the
 * import goes on, so its end could meet its last counts. Only the process holding the catalog
 * writes runs (decisions/0014), so a queue in this process is enough.
 */
const runRowWrites = new Map<number, Promise<void>>();

function writeRunRow(id: number, write: () => Promise<void>): Promise<void> {
  const next = (runRowWrites.get(id) ?? Promise.resolve()).catch(() => undefined).then(write);
  runRowWrites.set(id, next);
  const forget = () => {
    if (runRowWrites.get(id) === next) runRowWrites.delete(id);
  };
  next.then(forget, forget);
  return next;
}

export function finishRun(db: CatalogQueries, id: number, end: RunEnd): Promise<void> {
  return writeRunRow(id, () =>
    db.run(
      `update import_runs set status = $2, format = $3, rows_read = $4, accepted = $5, rejected = $6,
       reasons = $7, error = $8, finished_at = $9::timestamp where id = $1`,
      [
        id,
        end.status,
        end.format,
        end.read,
        end.accepted,
        end.rejected,
        JSON.stringify(end.reasons.slice(0, MAX_STORED_REASONS)),
        end.error,
        end.finishedAt.toISOString(),
      ],
    ),
  );
}

/** Ends a run that could not be carried out, with the reason; a run already ended stays as it is. */
export function failRun(db: CatalogQueries, id: number, message: string, at: Date): Promise<void> {
  return writeRunRow(id, () =>
    db.run(
      `update import_runs set status = 'failed', error = $2, finished_at = $3::timestamp
       where id = $1 and status = 'running'`,
      [id, message, at.toISOString()],
    ),
  );
}

/**
 * The format a run's file was read as, written once it is known and before the run's rows: the
 * rows' source (`file:<format>`, decisions/0061 and 0070) is named by it from their commit on.
 */
export function writeRunFormat(db: CatalogQueries, id: number, format: string): Promise<void> {
  return writeRunRow(id, () =>
    db.run(`update import_runs set format = $2 where id = $1 and status = 'running'`, [id, format]),
  );
}

/** The counts of a run still going, as its import learns them. */
export function writeRunCounts(
  db: CatalogQueries,
  id: number,
  counts: { read: number; accepted: number; rejected: number },
): Promise<void> {
  return writeRunRow(id, () =>
    db.run(
      `update import_runs set rows_read = $2, accepted = $3, rejected = $4 where id = $1 and status = 'running'`,
      [id, counts.read, counts.accepted, counts.rejected],
    ),
  );
}

/** The run that already imported these very bytes as this kind, if any. */
export async function findDoneRun(
  db: CatalogQueries,
  kind: string,
  checksum: string,
  ownerId: number | null = null,
): Promise<number | undefined> {
  // The same file in another seller's own rows (or the shared catalog) was not imported here.
  const rows = await db.all<{ id: number }>(
    `select id from import_runs where kind = $1 and checksum = $2 and status = 'done'
       and owner_id is not distinct from $3 order by id limit 1`,
    [kind, checksum, ownerId],
  );
  return rows[0]?.id;
}

/** Every source's category names (id → name), for the worker that reads products files. */
export async function loadSourceCategories(db: CatalogQueries): Promise<Map<string, Map<string, string>>> {
  const rows = await db.all<{ source: string; id: string; name: string }>(
    'select source, id, name from source_categories',
  );
  const bySource = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const names = bySource.get(row.source) ?? new Map<string, string>();
    bySource.set(row.source, names.set(row.id, row.name));
  }
  return bySource;
}

export async function upsertSourceCategories(
  tx: CatalogTx,
  source: string,
  runId: number,
  /** a stage file of {id, name} rows */
  entries: string,
): Promise<void> {
  await tx.run('create temp table stage_categories (id varchar, name varchar)');
  await loadStage(tx, 'stage_categories', entries);
  await tx.run(
    `insert into source_categories select $1, id, name, $2 from stage_categories
     on conflict (source, id) do update set name = excluded.name, run_id = excluded.run_id`,
    [source, runId],
  );
  await tx.run('drop table stage_categories');
}

const COLUMNS = Object.values(PRODUCT_COLUMNS);
const KEY = new Set(['marketplace', 'asin']);

/**
 * Writes a file's products in one statement: a value the file gives replaces the stored one, a
 * value it does not give (null) keeps what an earlier import said. product_sources records which
 * fields this run gave for each product, so every stored value can name its import.
 */
export async function upsertProducts(
  tx: CatalogTx,
  runId: number,
  /** a stage file of productStageLine lines (stage-rows.ts) */
  records: string,
  now: Date,
): Promise<void> {
  // The stage has the table's own column types, plus the list of fields each row gave.
  await tx.run(
    `create temp table stage_products as select ${COLUMNS.join(', ')}, ''::varchar as fields from products limit 0`,
  );
  await loadStage(tx, 'stage_products', records);
  const updates = COLUMNS.filter((c) => !KEY.has(c)).map(
    (c) => `${c} = coalesce(excluded.${c}, products.${c})`,
  );
  const searchText = (title: string, brand: string) => `lower(concat_ws(' ', ${title}, ${brand}))`;
  await tx.run(
    `insert into products (${COLUMNS.join(', ')}, search_text, product_key, run_id, updated_at)
     select ${COLUMNS.join(', ')}, ${searchText('title', 'brand')}, ${NEW_PRODUCT_KEY}, $1, $2::timestamp
     from stage_products
     on conflict (marketplace, asin) do update set ${updates.join(', ')},
       product_key = coalesce(products.product_key, excluded.product_key),
       search_text = ${searchText(
         'coalesce(excluded.title, products.title)',
         'coalesce(excluded.brand, products.brand)',
       )},
       run_id = excluded.run_id, updated_at = excluded.updated_at`,
    [runId, now.toISOString()],
  );
  // the word index follows the titles and brands just written (docs/decisions/0037-speed.md)
  await indexProductWords(tx, 'select marketplace, asin from stage_products');
  await tx.run(
    `insert or replace into product_sources
     select marketplace, asin, $1, list_filter(string_split(fields, ','), f -> f <> '') from stage_products`,
    [runId],
  );
  // the source's product keys the data-source filter reads, in the same transaction (decisions/0070)
  await indexProductSources(tx, runId, 'select marketplace, asin from stage_products');
  await tx.run('drop table stage_products');
}

const SNAPSHOT_COLUMNS = [
  'marketplace',
  'asin',
  'observed_at',
  'price',
  'currency',
  'bsr',
  'bsr_category',
  'browse_node',
  'rating',
  'rating_count',
  'bought_past_month',
  'amazon_price',
  'new_price',
  'fba_price',
  'sub_bsr',
  'sub_bsr_category',
] as const;

/** A second import of the same observation fills in what the first lacked and keeps the rest. */
export async function upsertSnapshots(
  tx: CatalogTx,
  runId: number,
  /** a stage file of snapshotStageRow rows (stage-rows.ts) */
  snapshots: string,
): Promise<void> {
  await tx.run(
    `create temp table stage_snapshots as select ${SNAPSHOT_COLUMNS.join(', ')} from product_snapshots limit 0`,
  );
  await loadStage(tx, 'stage_snapshots', snapshots);
  const updates = SNAPSHOT_COLUMNS.slice(3).map(
    (c) => `${c} = coalesce(excluded.${c}, product_snapshots.${c})`,
  );
  await tx.run(
    `insert into product_snapshots (${SNAPSHOT_COLUMNS.join(', ')}, run_id)
     select ${SNAPSHOT_COLUMNS.join(', ')}, $1 from stage_snapshots
     on conflict (marketplace, asin, observed_at) do update set ${updates.join(', ')}, run_id = excluded.run_id`,
    [runId],
  );
  await tx.run('drop table stage_snapshots');
}

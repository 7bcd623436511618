import { CatalogDb, type CatalogQueries } from '../../platform/catalog/catalog-db.js';

/** What a period of the search terms carries: its dates, the runs that wrote it, its departments. */
export interface PeriodRow {
  period_start: string;
  period_end: string;
  runs: number[];
  departments: string[];
}

interface Cached {
  stamp: string;
  rows: Promise<PeriodRow[]>;
}

const cache = new WeakMap<CatalogDb, Map<string, Cached>>();

/** What changes with every import and removal of shared search terms (see sharedPeriods). */
export async function termsStamp(catalog: CatalogQueries): Promise<string> {
  const [state] = await catalog.all<{ n: number; run: number | null }>(
    'select count(*) as n, max(run_id) as run from search_terms',
  );
  return `${state?.n}:${state?.run}`;
}

/**
 * The shared search terms' periods of a marketplace, read again only when the table changed.
 * Reading them groups every row of the marketplace, as long as the word-index match of a mining call
 * at 2 million terms a week (decisions/0059); every mining and reverse-ASIN call needs them. The
 * stamp is the table's row count and largest run id, read from DuckDB's statistics in under a
 * millisecond: every import writes its rows with a run id larger than any before, a removal changes
 * the count (the largest term key alone is not enough: a period imported again deletes the row of
 * the largest key and gives its key to the new row). Only the
 * catalog itself is cached, never a transaction (its uncommitted rows are no one else's).
 */
export async function sharedPeriods(
  catalog: CatalogQueries,
  marketplace: string,
  read: () => Promise<PeriodRow[]>,
  /** the stamp the caller read at its start, when it reads one for more than the periods */
  known?: string,
): Promise<PeriodRow[]> {
  if (!(catalog instanceof CatalogDb)) return read();
  const stamp = known ?? (await termsStamp(catalog));
  let byMarketplace = cache.get(catalog);
  if (!byMarketplace) cache.set(catalog, (byMarketplace = new Map()));
  const cached = byMarketplace.get(marketplace);
  if (cached?.stamp === stamp) return cached.rows;
  const rows = read();
  byMarketplace.set(marketplace, { stamp, rows });
  rows.catch(() => byMarketplace.delete(marketplace));
  return rows;
}

/** What a period's source run says of itself. */
export interface RunSource {
  id: number;
  file_name: string;
  finished_at: Date | null;
}

const finishedRuns = new WeakMap<CatalogDb, Map<number, RunSource>>();

/**
 * The import runs that wrote a period, each read once it has finished (a finished run's file name
 * and time never change): keyword mining from memory then reads DuckDB for its stamps alone
 * (decisions/0065). A run still running, and a transaction's runs, are read every time.
 */
export async function runSources(catalog: CatalogQueries, runs: number[]): Promise<RunSource[]> {
  const read = (ids: number[]) =>
    catalog.all<RunSource>(
      `select id, file_name, finished_at from import_runs where id in (${ids.join(', ')}) order by id`,
    );
  if (!(catalog instanceof CatalogDb)) return read(runs);
  let known = finishedRuns.get(catalog);
  if (!known) finishedRuns.set(catalog, (known = new Map()));
  const missing = runs.filter((id) => !known.has(id));
  if (missing.length) {
    for (const run of await read(missing)) if (run.finished_at !== null) known.set(run.id, run);
    if (missing.some((id) => !known.has(id))) return read(runs);
  }
  return runs.map((id) => known.get(id)!).sort((a, b) => a.id - b.id);
}

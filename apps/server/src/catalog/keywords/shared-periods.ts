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
): Promise<PeriodRow[]> {
  if (!(catalog instanceof CatalogDb)) return read();
  const [state] = await catalog.all<{ n: number; run: number | null }>(
    'select count(*) as n, max(run_id) as run from search_terms',
  );
  const stamp = `${state?.n}:${state?.run}`;
  let byMarketplace = cache.get(catalog);
  if (!byMarketplace) cache.set(catalog, (byMarketplace = new Map()));
  const cached = byMarketplace.get(marketplace);
  if (cached?.stamp === stamp) return cached.rows;
  const rows = read();
  byMarketplace.set(marketplace, { stamp, rows });
  rows.catch(() => byMarketplace.delete(marketplace));
  return rows;
}

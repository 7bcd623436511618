import type { TermPeriod } from '@asinasin/contract';
import { CatalogDb, type CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { periodsStatement } from './keywords.sql.js';
import { loadMiningIndex } from './mining-index-load.js';
import type { MiningIndex } from './mining-index-shape.js';
import { sharedPeriods, termsStamp, type PeriodRow } from './shared-periods.js';

/**
 * Which periods keyword mining reads from memory, and when they are read (decisions/0065).
 *
 * Only the newest period of each length (week, month, quarter…) of a marketplace is held: what the
 * mining screen opens on, and what an import replaces. Another period, a transaction and a seller's
 * own rows (own_search_terms) are mined by the SQL as before.
 *
 * Never stale: every call reads the stamp of `search_terms` (its row count and largest run id, from
 * DuckDB's statistics in under a millisecond, as shared-periods.ts does); an import changes it, and
 * the call then waits for the period to be read again instead of answering from the old rows. The
 * read runs in one transaction, so its rows are one snapshot. An import of search terms and the
 * server's start read the indexed periods ahead (warmMiningIndex), so no seller waits in practice.
 */

interface Entry {
  stamp: string;
  /** null: the period did not fit in the budget and is mined by SQL until the table changes */
  index: Promise<MiningIndex | null>;
}

/**
 * The memory keyword mining may hold in all, by the rows' count (BYTES_PER_ROW): about 6 million
 * rows, three weekly reports of the largest marketplace. A period past it is mined by SQL as before,
 * so an instance with many marketplaces' reports never runs out of memory for it.
 */
export const HELD_BYTES_BUDGET = 1.5 * 1024 ** 3;

const held = new WeakMap<CatalogDb, Map<string, Entry>>();

const keyOf = (marketplace: string, period: TermPeriod) =>
  `${marketplace}\u0000${period.start}/${period.end}`;
const lengthOf = (period: TermPeriod) => Date.parse(period.end) - Date.parse(period.start);

/** The newest period of each length, of a marketplace's periods (newest first, resolvePeriod's). */
export function heldPeriods(periods: TermPeriod[]): TermPeriod[] {
  const lengths = new Set<number>();
  return periods.filter((period) => {
    if (lengths.has(lengthOf(period))) return false;
    lengths.add(lengthOf(period));
    return true;
  });
}

/**
 * The period in memory, read now when the table changed since; null when this period is mined by
 * SQL (not the newest of its length, or the catalog is a transaction).
 */
export async function miningIndexFor(
  catalog: CatalogQueries,
  marketplace: string,
  period: TermPeriod,
  periods: TermPeriod[],
  /** the table's stamp the call read at its start (termsStamp) */
  known?: string,
): Promise<MiningIndex | null> {
  if (!(catalog instanceof CatalogDb)) return null;
  const kept = heldPeriods(periods).map((p) => keyOf(marketplace, p));
  const key = keyOf(marketplace, period);
  if (!kept.includes(key)) return null;
  const stamp = known ?? (await termsStamp(catalog));
  let byKey = held.get(catalog);
  if (!byKey) held.set(catalog, (byKey = new Map()));
  const current = byKey.get(key);
  if (current?.stamp === stamp) return current.index;
  const others = [...byKey.entries()].filter(([other]) => other !== key).map(([, entry]) => entry.index);
  const index = heldBytes(others).then((bytes) =>
    catalog.transaction(async (tx) =>
      loadMiningIndex(tx, marketplace, period, await termsStamp(tx), HELD_BYTES_BUDGET - bytes),
    ),
  );
  byKey.set(key, { stamp, index });
  // a newer period of the same length took this marketplace's place: the older one is let go
  for (const other of byKey.keys()) {
    if (other.startsWith(`${marketplace}\u0000`) && !kept.includes(other)) byKey.delete(other);
  }
  index.catch(() => {
    if (byKey.get(key)?.index === index) byKey.delete(key);
  });
  return index;
}

async function heldBytes(indexes: Promise<MiningIndex | null>[]): Promise<number> {
  const read = await Promise.all(indexes.map((index) => index.catch(() => null)));
  return read.reduce((sum, index) => sum + (index?.bytes ?? 0), 0);
}

/**
 * Reads the held periods of every marketplace ahead of the first mining call (on start, after an
 * import of search terms), one at a time, so no seller waits for the read (seconds at millions of
 * terms, decisions/0065). A failure is left for that call to meet and report.
 */
export function warmMiningIndex(catalog: CatalogQueries): void {
  warm(catalog).catch(() => undefined);
}

async function warm(catalog: CatalogQueries): Promise<void> {
  const marketplaces = await catalog.all<{ marketplace: string }>(
    'select distinct marketplace from search_terms order by marketplace',
  );
  for (const { marketplace } of marketplaces) {
    const { sql, params } = periodsStatement(marketplace);
    const rows = await sharedPeriods(catalog, marketplace, () => catalog.all<PeriodRow>(sql, params));
    const periods = rows.map((row) => ({ start: row.period_start, end: row.period_end }));
    for (const period of heldPeriods(periods)) await miningIndexFor(catalog, marketplace, period, periods);
  }
}

/** What the catalog holds in memory for mining now, for the bench and the log. */
export async function heldIndexes(catalog: CatalogDb): Promise<MiningIndex[]> {
  const indexes = await Promise.all([...(held.get(catalog)?.values() ?? [])].map((entry) => entry.index));
  return indexes.filter((index): index is MiningIndex => index !== null);
}

import {
  MARKET_DEFAULT_SORTS,
  MARKET_METRICS,
  type MarketCoverage,
  type MarketRanking,
  type MarketRankingQuery,
} from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { MARKET_COLUMN } from './markets-columns.js';

type MarketSort = NonNullable<MarketRanking['sortedBy']>;

/**
 * How many markets of a marketplace there are and how many have each ranking metric: one
 * statement, kept per catalog and marketplace until an import run ends (forgetMarketCoverage,
 * decisions/0038). The default sort reads it, and so do the ranking filters' hints.
 */
const cache = new WeakMap<object, Map<string, Promise<MarketCoverage>>>();

export function marketCoverage(catalog: CatalogQueries, marketplace: string): Promise<MarketCoverage> {
  let byMarketplace = cache.get(catalog);
  if (!byMarketplace) cache.set(catalog, (byMarketplace = new Map()));
  const known = byMarketplace.get(marketplace);
  if (known) return known;
  const counts = MARKET_METRICS.map((metric) => `count(${MARKET_COLUMN[metric]})::integer as "${metric}"`);
  const reading = catalog
    .all<Record<string, number>>(
      `select count(*)::integer as "__markets", ${counts.join(', ')} from category_markets where marketplace = $1`,
      [marketplace],
    )
    .then(([row]) => ({
      count: Number(row?.__markets ?? 0),
      values: Object.fromEntries(MARKET_METRICS.map((metric) => [metric, Number(row?.[metric] ?? 0)])),
    }));
  byMarketplace.set(marketplace, reading);
  reading.catch(() => byMarketplace.delete(marketplace));
  return reading;
}

export function forgetMarketCoverage(catalog: CatalogQueries): void {
  cache.delete(catalog);
}

/** The ranking's sort: the query's, or the first default metric any market of the marketplace has. */
export async function resolveMarketSort(
  catalog: CatalogQueries,
  query: MarketRankingQuery,
): Promise<MarketSort> {
  if (query.sort) return { field: query.sort, order: query.order ?? 'desc', by: 'request', skipped: [] };
  const { count, values } = await marketCoverage(catalog, query.marketplace);
  const skipped: MarketSort['skipped'] = [];
  for (const metric of MARKET_DEFAULT_SORTS) {
    if (count === 0 || (values[metric] ?? 0) > 0) {
      return { field: metric, order: query.order ?? 'desc', by: 'default', skipped };
    }
    skipped.push(metric);
  }
  return { field: 'products', order: query.order ?? 'desc', by: 'default', skipped: skipped.slice(0, -1) };
}

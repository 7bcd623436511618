import { MARKET_DEFAULT_SORTS, type MarketRanking, type MarketRankingQuery } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

type MarketSort = NonNullable<MarketRanking['sortedBy']>;

/** Each default sort metric as its column of category_markets. */
const COLUMN = {
  units: 'units',
  boughtPastMonth: 'bought_past_month',
  ratingCount: 'rating_count',
  products: 'products',
};

/**
 * How many markets of a marketplace have each default-sort metric: one statement, kept per
 * catalog and marketplace until an import run ends (forgetMarketCoverage, decisions/0038).
 */
const cache = new WeakMap<object, Map<string, Promise<Record<string, number>>>>();

function marketCoverage(catalog: CatalogQueries, marketplace: string): Promise<Record<string, number>> {
  let byMarketplace = cache.get(catalog);
  if (!byMarketplace) cache.set(catalog, (byMarketplace = new Map()));
  const known = byMarketplace.get(marketplace);
  if (known) return known;
  const counts = MARKET_DEFAULT_SORTS.map(
    (metric) => `count(${COLUMN[metric as keyof typeof COLUMN]})::integer as "${metric}"`,
  );
  const reading = catalog
    .all<Record<string, number>>(`select ${counts.join(', ')} from category_markets where marketplace = $1`, [
      marketplace,
    ])
    .then(([row]) => row ?? {});
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
  const coverage = await marketCoverage(catalog, query.marketplace);
  const skipped: MarketSort['skipped'] = [];
  const anyMarket = (coverage.products ?? 0) > 0;
  for (const metric of MARKET_DEFAULT_SORTS) {
    if (!anyMarket || (coverage[metric] ?? 0) > 0) {
      return { field: metric, order: query.order ?? 'desc', by: 'default', skipped };
    }
    skipped.push(metric);
  }
  return { field: 'products', order: query.order ?? 'desc', by: 'default', skipped: skipped.slice(0, -1) };
}

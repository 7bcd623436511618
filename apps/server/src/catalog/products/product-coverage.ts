import {
  COVERAGE_FIELDS,
  PRODUCT_DEFAULT_SORTS,
  defaultOrderOf,
  type CatalogCoverage,
  type ProductSelectionQuery,
  type SortedBy,
} from '@asinasin/contract';
import type { CatalogDb, CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { forgetMarketCoverage, marketCoverage } from '../markets/markets-sort.js';
import { categoryMarketsReady } from '../metrics/category-markets.js';
import { PRODUCT_COLUMN } from './product-row.js';
import { forgetProductSources } from './product-sources.js';

/**
 * What a marketplace's catalog holds for each filter and sort column (decisions/0038): one
 * statement counts the products and each column's values. It changes with imports only, so it is
 * kept per catalog and marketplace until an import run finishes (forgetCoverage).
 */
type ProductCoverage = Omit<CatalogCoverage, 'markets'>;
const cache = new WeakMap<object, Map<string, Promise<ProductCoverage>>>();

async function readCoverage(catalog: CatalogQueries, marketplace: string): Promise<ProductCoverage> {
  const counts = COVERAGE_FIELDS.map((field) => `count(${PRODUCT_COLUMN[field]})::integer as "${field}"`);
  const [row] = await catalog.all<Record<string, number>>(
    `select count(*)::integer as "__products", ${counts.join(', ')} from products p where p.marketplace = $1`,
    [marketplace],
  );
  const values: Record<string, number> = {};
  for (const field of COVERAGE_FIELDS) values[field] = Number(row?.[field] ?? 0);
  return { marketplace, products: Number(row?.__products ?? 0), values };
}

/** The products' coverage of one marketplace, read once per catalog until the next import finishes. */
function productCoverage(catalog: CatalogQueries, marketplace: string): Promise<ProductCoverage> {
  let byMarketplace = cache.get(catalog);
  if (!byMarketplace) cache.set(catalog, (byMarketplace = new Map()));
  const known = byMarketplace.get(marketplace);
  if (known) return known;
  const reading = readCoverage(catalog, marketplace);
  byMarketplace.set(marketplace, reading);
  // a failed read is not remembered: the next call tries again
  reading.catch(() => byMarketplace.delete(marketplace));
  return reading;
}

/** The products' coverage and the hot-market ranking's (its metrics per category market). */
export async function catalogCoverage(catalog: CatalogDb, marketplace: string): Promise<CatalogCoverage> {
  await categoryMarketsReady(catalog);
  const [products, markets] = await Promise.all([
    productCoverage(catalog, marketplace),
    marketCoverage(catalog, marketplace),
  ]);
  return { ...products, markets };
}

/** Called when an import run ends (whatever its outcome): the catalog may hold other values now. */
export function forgetCoverage(catalog: CatalogQueries): void {
  cache.delete(catalog);
  forgetMarketCoverage(catalog);
  forgetProductSources(catalog);
}

/**
 * The sort a selection runs in: the query's when it names one, otherwise the first column of
 * PRODUCT_DEFAULT_SORTS with a value for any product of the marketplace (the last one when none has).
 */
export async function resolveProductSort(
  catalog: CatalogQueries,
  query: ProductSelectionQuery,
): Promise<SortedBy> {
  if (query.sort) {
    return {
      field: query.sort,
      order: query.order ?? defaultOrderOf(query.sort),
      by: 'request',
      skipped: [],
    };
  }
  const coverage = await productCoverage(catalog, query.marketplace);
  const skipped: SortedBy['skipped'] = [];
  for (const choice of PRODUCT_DEFAULT_SORTS) {
    if ((coverage.values[choice.field] ?? 0) > 0 || coverage.products === 0) {
      return { field: choice.field, order: query.order ?? choice.order, by: 'default', skipped };
    }
    skipped.push(choice.field);
  }
  const last = PRODUCT_DEFAULT_SORTS[PRODUCT_DEFAULT_SORTS.length - 1]!;
  return {
    field: last.field,
    order: query.order ?? last.order,
    by: 'default',
    skipped: skipped.slice(0, -1),
  };
}

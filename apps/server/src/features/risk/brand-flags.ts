import type { BrandFlag, BrandFlagsBody } from '@asinasin/contract';
import { classesOfCategory, productCategoryPaths, scanBrandWordsBatch } from '../../catalog/index.js';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

/**
 * A product's flags are kept this long: a table's page is read again and again while a seller
 * pages, sorts and filters, and marks change only with a trademark import.
 */
const CACHE_MS = 5 * 60_000;
const CACHE_MAX = 20_000;
const cache = new WeakMap<CatalogQueries, Map<string, { at: number; flag: BrandFlag }>>();

/**
 * The brand-word flags of one page of products (docs/risk.md, "Brand-word flags"): each product's
 * title and brand checked against marks not dead in its category's Nice classes, the products not
 * cached in one catalog query. A product the catalog lacks has no flags.
 */
export async function brandFlagsOf(catalog: CatalogQueries, body: BrandFlagsBody): Promise<BrandFlag[]> {
  let kept = cache.get(catalog);
  if (!kept) cache.set(catalog, (kept = new Map()));
  const now = Date.now();
  const asins = [...new Set(body.asins)];
  const keyOf = (asin: string) => `${body.marketplace}:${asin}`;
  const fresh = (asin: string) => {
    const hit = kept.get(keyOf(asin));
    return hit && now - hit.at < CACHE_MS ? hit.flag : undefined;
  };
  const missing = asins.filter((asin) => !fresh(asin));
  if (missing.length) {
    const products = await productCategoryPaths(catalog, body.marketplace, missing);
    const classes = new Map(
      missing.map((asin) => [asin, classesOfCategory(products.get(asin)?.categoryPath ?? null)]),
    );
    const found = await scanBrandWordsBatch(
      catalog,
      missing.map((asin) => {
        const product = products.get(asin);
        return {
          key: asin,
          texts: [product?.brand ?? '', product?.title ?? ''].filter(Boolean),
          classes: classes.get(asin)!.classes,
        };
      }),
    );
    if (kept.size + missing.length > CACHE_MAX) kept.clear();
    for (const asin of missing)
      kept.set(keyOf(asin), { at: now, flag: { asin, classes: classes.get(asin)!, hits: found.get(asin)! } });
  }
  return asins.map((asin) => fresh(asin) ?? kept.get(keyOf(asin))!.flag);
}

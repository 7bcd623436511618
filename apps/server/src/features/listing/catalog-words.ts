import { BrandIndex, MARKETPLACE_BRAND_NAMES, type MarketplaceCode } from '@asinasin/contract';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';

const brandCache = new WeakMap<CatalogDb, { version: number; index: Promise<BrandIndex> }>();

/**
 * The catalog's distinct brands and the sourced marks every instance knows (MARKETPLACE_BRANDS) as
 * the brand-safety list (docs/ai/listing-rules.md "Brands"), built again only when an import
 * has finished since: a check runs on every generation, an import adds brands rarely.
 */
export async function catalogBrands(catalog: CatalogDb): Promise<BrandIndex> {
  const [latest] = await catalog.all<{ id: number | null }>(
    "select max(id) as id from import_runs where status = 'done'",
  );
  const version = latest?.id ?? 0;
  const cached = brandCache.get(catalog);
  if (cached?.version === version) return cached.index;
  const index = catalog
    .all<{ brand: string }>("select distinct brand from products where brand is not null and brand <> ''")
    .then((rows) => new BrandIndex([...MARKETPLACE_BRAND_NAMES, ...rows.map((r) => r.brand)]));
  brandCache.set(catalog, { version, index });
  index.catch(() => brandCache.delete(catalog));
  return index;
}

/**
 * Search terms of the catalog that hold one of the product's words, most searched first: the
 * Search Terms report's rank, then the on-site panel's searching users. Empty when none is imported.
 */
export async function catalogSearchTerms(
  catalog: CatalogDb,
  marketplace: MarketplaceCode,
  words: string[],
  limit = 20,
): Promise<string[]> {
  const needles = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length >= 3))].slice(0, 8);
  if (needles.length === 0) return [];
  const match = needles.map(() => 'contains(lower(search_term), ?)').join(' or ');
  const rows = await catalog.all<{ term: string }>(
    `select term from (
       select search_term as term, min(search_frequency_rank) as rank, null as users
         from search_terms where marketplace = ? and (${match}) group by search_term
       union all
       select search_term as term, null as rank, max(users) as users
         from onsite_searches where marketplace = ? and (${match}) group by search_term
     ) group by term order by min(rank) asc nulls last, max(users) desc nulls last, term limit ${Number(limit)}`,
    [marketplace, ...needles, marketplace, ...needles],
  );
  return rows.map((r) => r.term);
}

/** A product's title, brand and category path from the catalog, to check as a listing (/ai/listing/estimate). */
export async function catalogProduct(
  catalog: CatalogDb,
  marketplace: MarketplaceCode,
  asin: string,
): Promise<{ title: string; brand: string | null; categoryPath: string | null } | undefined> {
  const [row] = await catalog.all<{
    title: string | null;
    brand: string | null;
    category_path: string | null;
  }>('select title, brand, category_path from products where marketplace = ? and asin = ? limit 1', [
    marketplace,
    asin,
  ]);
  return row ? { title: row.title ?? '', brand: row.brand, categoryPath: row.category_path } : undefined;
}

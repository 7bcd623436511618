import { AppError } from '../../platform/http/app-error.js';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { productSelectionQuery, type WatchState } from '@asinasin/contract';
import { asinInfo, researchTerm, selectProducts } from '../../catalog/index.js';
import type { WatchItemRow } from './watch-list.repository.js';

const empty: WatchState = {
  title: null,
  rank: null,
  rankCategory: null,
  price: null,
  currency: null,
  top10: [],
  keywordRank: null,
  observedAt: null,
};

/** A product as the catalog knows it now, with its category's ten best ranked products. */
async function productState(catalog: CatalogQueries, marketplace: string, asin: string): Promise<WatchState> {
  const info = await asinInfo(catalog, { marketplace, asin }).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!info) return empty;
  const top = info.categoryPath
    ? await selectProducts(
        catalog,
        productSelectionQuery.parse({
          marketplace,
          category: info.categoryPath,
          sort: 'bsr',
          order: 'asc',
          size: 10,
        }),
      )
    : { rows: [] };
  return {
    title: info.title,
    rank: info.bsr,
    rankCategory: info.bsrCategory,
    price: info.price,
    currency: info.currency,
    top10: top.rows.map((p) => p.asin).filter((a) => a !== asin),
    keywordRank: null,
    observedAt: info.updatedAt,
  };
}

/** A keyword in its latest imported Brand Analytics period: its rank and its most clicked products. */
async function keywordState(catalog: CatalogQueries, marketplace: string, term: string): Promise<WatchState> {
  const research = await researchTerm(catalog, { marketplace, term });
  const latest = research.periods.at(-1);
  if (!latest) return empty;
  return {
    ...empty,
    keywordRank: latest.rank,
    top10: latest.clicked.map((c) => c.asin).slice(0, 10),
    observedAt: latest.end,
  };
}

/** What the catalog says of a watched item now; what it lacks is null (a refresh fills it). */
export function currentState(catalog: CatalogQueries, item: WatchItemRow): Promise<WatchState> {
  return item.kind === 'product'
    ? productState(catalog, item.marketplace, item.target)
    : keywordState(catalog, item.marketplace, item.target);
}

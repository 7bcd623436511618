import type { AbaProductRow, AbaProductSort, AbaProductsQuery, AbaSource } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { pageWindow, pageWithTotal, Params, type Statement } from '../sql/statement.js';
import { reportSources, reportWhere, roundShare, termFilters } from './aba-sql.js';

const SORT_KEY: Record<AbaProductSort, string> = {
  terms: 'terms',
  bestRank: 'best_rank',
  clickShare: 'click_share',
};
/** More terms, a better rank, more clicks: what the seller sees first when not choosing the order. */
const DEFAULT_ORDER: Record<AbaProductSort, 'asc' | 'desc'> = {
  terms: 'desc',
  bestRank: 'asc',
  clickShare: 'desc',
};

interface ProductRow {
  total: number;
  asin: string | null;
  terms: number;
  best_rank: number | null;
  best_term: string;
  click_share: number;
  /** the catalog's product, all null when it lacks it */
  in_catalog: boolean;
  title: string | null;
  image_url: string | null;
  price: number | null;
  currency: string | null;
  rating: number | null;
  rating_count: number | null;
  bsr: number | null;
  bsr_category: string | null;
  is_best_seller: boolean | null;
  is_amazons_choice: boolean | null;
  bought_past_month: number | null;
  sales_30d: number | null;
  sales_low: number | null;
  sales_high: number | null;
  sales_curve: string | null;
  sales_calibrated: boolean | null;
  updated_at: Date | null;
}

function toProductRow(r: ProductRow & { asin: string }): AbaProductRow {
  return {
    asin: r.asin,
    terms: r.terms,
    bestRank: r.best_rank,
    bestTerm: r.best_term,
    clickShare: roundShare(r.click_share) ?? 0,
    product:
      r.in_catalog && r.updated_at
        ? {
            title: r.title,
            imageUrl: r.image_url,
            price: r.price,
            currency: r.currency,
            rating: r.rating,
            ratingCount: r.rating_count,
            bsr: r.bsr,
            bsrCategory: r.bsr_category,
            isBestSeller: r.is_best_seller,
            isAmazonsChoice: r.is_amazons_choice,
            boughtPastMonth: r.bought_past_month,
            sales30d:
              r.sales_30d === null
                ? null
                : {
                    units: r.sales_30d,
                    low: r.sales_low ?? r.sales_30d,
                    high: r.sales_high ?? r.sales_30d,
                    curve: r.sales_curve ?? '',
                    calibrated: r.sales_calibrated ?? false,
                  },
            updatedAt: r.updated_at.toISOString(),
          }
        : null,
  };
}

/**
 * The products chosen from terms: every ASIN among the top three clicked of the filtered terms of
 * one department and period, with how many terms it is top-clicked for, its best rank and summed
 * click share; the page's ASINs are then joined to the catalog's products.
 */
export function productsFromTermsStatement(query: AbaProductsQuery): Statement {
  const b = new Params();
  const where = reportWhere(b, query.marketplace, query.department, query.period) + termFilters(b, query);
  const mp = b.bind(query.marketplace);
  const slot = (k: number) =>
    `select asin_${k} as asin, click_share_${k} as share, search_frequency_rank as rank, search_term
     from terms where asin_${k} is not null`;
  return b.statement(
    pageWithTotal({
      with: [
        `terms as materialized (select search_term, search_frequency_rank, asin_1, click_share_1, asin_2,
           click_share_2, asin_3, click_share_3 from search_terms where ${where})`,
        `clicks as (${slot(1)} union all ${slot(2)} union all ${slot(3)})`,
      ],
      hits: `select asin, count(distinct search_term) as terms, min(rank) as best_rank,
          coalesce(arg_min(search_term, rank), min(search_term)) as best_term,
          coalesce(sum(share), 0) as click_share
        from clicks group by asin`,
      order: {
        by: SORT_KEY[query.sort],
        direction: query.order ?? DEFAULT_ORDER[query.sort],
        ties: ['asin'],
      },
      window: pageWindow(query.page, query.size),
      rows: `select page.*, p.asin is not null as in_catalog, p.title, p.image_url, p.price::double as price,
          p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category, p.is_best_seller,
          p.is_amazons_choice, p.bought_past_month, p.sales_30d, p.sales_low, p.sales_high, p.sales_curve,
          p.sales_calibrated, p.updated_at
        from page left join products p on p.marketplace = ${mp} and p.asin = page.asin`,
    }),
  );
}

export async function productsFromTerms(
  catalog: CatalogQueries,
  query: AbaProductsQuery,
): Promise<{ rows: AbaProductRow[]; total: number; sources: AbaSource[] }> {
  const { sql, params } = productsFromTermsStatement(query);
  const rows = await catalog.all<ProductRow>(sql, params);
  return {
    rows: rows.filter((r): r is ProductRow & { asin: string } => r.asin !== null).map(toProductRow),
    total: rows[0]?.total ?? 0,
    sources: await reportSources(catalog, query.marketplace, query.department, query.period),
  };
}

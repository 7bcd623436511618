import {
  abaCatalogProductSchema,
  type AbaProductRow,
  type AbaProductSort,
  type AbaProductsQuery,
  type AbaSource,
} from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { PRODUCT_VALUE_COLUMNS, toProduct, type ProductRow } from '../products/product-row.js';
import { pageWindow, pageWithTotal, Params, type Statement } from '../sql/statement.js';
import { reportSources, reportWhere, SHARED_TERMS, termFilters } from './aba-sql.js';
import { roundShare } from '../terms/clicked.js';

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

interface AbaRow extends Omit<ProductRow, 'asin' | 'marketplace' | 'updated_at'> {
  total: number;
  /** null on the one row that only carries the total, when the page is past the end */
  asin: string | null;
  terms: number;
  best_rank: number | null;
  best_term: string;
  click_share: number;
  /** the catalog's product, all null when it lacks it */
  in_catalog: boolean;
  updated_at: Date | null;
}

function toAbaProductRow(r: AbaRow & { asin: string }, marketplace: string): AbaProductRow {
  return {
    asin: r.asin,
    terms: r.terms,
    bestRank: r.best_rank,
    bestTerm: r.best_term,
    clickShare: roundShare(r.click_share) ?? 0,
    // the screen's narrower product: the contract picks its fields from the one product
    product:
      r.in_catalog && r.updated_at
        ? abaCatalogProductSchema.parse(toProduct({ ...r, marketplace, updated_at: r.updated_at }))
        : null,
  };
}

/**
 * The products chosen from terms: every ASIN among the top three clicked of the filtered terms of
 * one department and period, with how many terms it is top-clicked for, its best rank and summed
 * click share; the page's ASINs are then joined to the catalog's products.
 */
export function productsFromTermsStatement(query: AbaProductsQuery, table = SHARED_TERMS): Statement {
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
           click_share_2, asin_3, click_share_3 from ${table} where ${where})`,
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
      rows: `select page.*, p.asin is not null as in_catalog, ${PRODUCT_VALUE_COLUMNS}
        from page left join products p on p.marketplace = ${mp} and p.asin = page.asin`,
    }),
  );
}

export async function productsFromTerms(
  catalog: CatalogQueries,
  query: AbaProductsQuery,
  table = SHARED_TERMS,
): Promise<{ rows: AbaProductRow[]; total: number; sources: AbaSource[] }> {
  const { sql, params } = productsFromTermsStatement(query, table);
  const rows = await catalog.all<AbaRow>(sql, params);
  return {
    rows: rows
      .filter((r): r is AbaRow & { asin: string } => r.asin !== null)
      .map((r) => toAbaProductRow(r, query.marketplace)),
    total: rows[0]?.total ?? 0,
    sources: await reportSources(catalog, query.marketplace, query.department, query.period, table),
  };
}

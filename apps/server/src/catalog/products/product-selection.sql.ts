import {
  PRODUCT_RANGE_FILTERS,
  type ProductRangeFilter,
  type ProductSelectionQuery,
  type ProductSortField,
} from '@asinasin/contract';
import { pageWithTotal, Params, Where, type Statement } from '../sql/statement.js';

/** Each filterable and sortable value, as the SQL that reads it. */
const COLUMN: Record<ProductRangeFilter | ProductSortField, string> = {
  price: 'p.price',
  rating: 'p.rating',
  ratingCount: 'p.rating_count',
  sellerCount: 'p.seller_count',
  bsr: 'p.bsr',
  subBsr: 'p.sub_bsr',
  weightG: 'p.weight_g',
  volumeCm3: '(p.length_cm * p.width_cm * p.height_cm)',
  variantCount: 'p.variant_count',
  boughtPastMonth: 'p.bought_past_month',
  dateFirstAvailable: 'p.date_first_available',
  newRatings30d: 'p.new_ratings_30d',
  bsrGrowth: 'p.bsr_growth',
  bsrGrowthRate: 'p.bsr_growth_rate',
  sales30d: 'p.sales_30d',
  salesGrowthRate: 'p.sales_growth_rate',
};

const FLAG_COLUMN = {
  bestSeller: 'p.is_best_seller',
  amazonsChoice: 'p.is_amazons_choice',
  aplus: 'p.has_aplus',
  video: 'p.has_video',
} as const;

/** The words of a keyword box: split on commas and white space, lower case, at most 20. */
export function keywordWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[\s,，]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, 20);
}

/** The WHERE clause of a selection. */
function whereOf(query: ProductSelectionQuery, params: Params): Where {
  const where = new Where(params).equals('p.marketplace', query.marketplace);
  if (query.category) {
    const path = params.bind(query.category);
    where.add(`(p.category_path = ${path} or starts_with(p.category_path, ${path} || ' > '))`);
  }
  for (const word of keywordWords(query.keyword)) where.add(`contains(p.search_text, ${params.bind(word)})`);
  for (const word of keywordWords(query.excludeKeywords)) {
    where.add(`not contains(coalesce(p.search_text, ''), ${params.bind(word)})`);
  }
  for (const field of PRODUCT_RANGE_FILTERS) where.range(COLUMN[field], query[field]);
  where.oneOf('p.seller_country', query.sellerCountries);
  where.oneOf('p.fulfilment', query.fulfilment);
  where.oneOf('p.size_tier', query.sizeTiers);
  for (const [flag, column] of Object.entries(FLAG_COLUMN)) {
    where.equals(column, query[flag as keyof typeof FLAG_COLUMN]);
  }
  return where;
}

export const SELECTED = `p.marketplace, p.asin, p.title, p.brand, p.image_url, p.category_path,
  p.price::double as price, p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category,
  p.sub_bsr, p.sub_bsr_category, p.seller_count, p.seller_name, p.seller_country, p.fulfilment,
  p.weight_g, ${COLUMN.volumeCm3} as volume_cm3, p.size_tier, p.variant_count, p.is_best_seller,
  p.is_amazons_choice, p.has_aplus, p.has_video, p.date_first_available::varchar as date_first_available,
  p.bought_past_month, p.updated_at, p.bsr_growth, p.bsr_growth_rate, p.new_ratings_30d, p.sales_30d,
  p.sales_low, p.sales_high, p.sales_curve, p.sales_calibrated, p.sales_growth_rate`;

/** Which rows of the sorted result a statement reads: a page, or the first rows of an export. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/**
 * Rows of a selection and the count of the whole result in one statement: the filter runs once
 * (keyword filters read every title), its hits are counted and sorted, and only the window's rows
 * are read whole. The count comes back even when the window is past the end (one row whose other
 * columns are null). Missing values sort last whichever the order; the row id breaks ties (a third
 * of the cost of the ASIN's text), so pages never overlap while the catalog is unchanged.
 * The window defaults to the query's page; a CSV export asks for its first rows up to its cap.
 */
export function selectionStatement(
  query: ProductSelectionQuery,
  window: RowWindow = { limit: query.size, offset: (query.page - 1) * query.size },
): Statement {
  const params = new Params();
  const where = whereOf(query, params);
  return params.statement(
    pageWithTotal({
      hits: `select p.rowid as r, ${COLUMN[query.sort]} as k from products p where ${where}`,
      order: { by: 'k', direction: query.order, ties: ['r'] },
      window,
      rows: `select ${SELECTED}, page.k, page.r from page join products p on p.rowid = page.r`,
    }),
  );
}

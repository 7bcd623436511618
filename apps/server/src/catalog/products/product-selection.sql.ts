import {
  PRODUCT_RANGE_FILTERS,
  type ProductRangeFilter,
  type ProductSelectionQuery,
  type ProductSortField,
} from '@asinasin/contract';
import type { DuckDBValue } from '@duckdb/node-api';

/** A statement with its positional parameters ($1, $2 …), ready for the catalog. */
export interface Statement {
  sql: string;
  params: DuckDBValue[];
}

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
function whereOf(query: ProductSelectionQuery, params: DuckDBValue[]) {
  const bind = (value: DuckDBValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [`p.marketplace = ${bind(query.marketplace)}`];
  if (query.category) {
    const path = bind(query.category);
    conditions.push(`(p.category_path = ${path} or starts_with(p.category_path, ${path} || ' > '))`);
  }
  for (const word of keywordWords(query.keyword)) {
    conditions.push(`contains(p.search_text, ${bind(word)})`);
  }
  for (const word of keywordWords(query.excludeKeywords)) {
    conditions.push(`not contains(coalesce(p.search_text, ''), ${bind(word)})`);
  }
  for (const field of PRODUCT_RANGE_FILTERS) {
    const range = query[field];
    if (range?.min !== undefined) conditions.push(`${COLUMN[field]} >= ${bind(range.min)}`);
    if (range?.max !== undefined) conditions.push(`${COLUMN[field]} <= ${bind(range.max)}`);
  }
  const inList = (column: string, values: string[] | undefined) => {
    if (values?.length) conditions.push(`${column} in (${values.map(bind).join(', ')})`);
  };
  inList('p.seller_country', query.sellerCountries);
  inList('p.fulfilment', query.fulfilment);
  inList('p.size_tier', query.sizeTiers);
  for (const [flag, column] of Object.entries(FLAG_COLUMN)) {
    const wanted = query[flag as keyof typeof FLAG_COLUMN];
    if (wanted !== undefined) conditions.push(`${column} = ${bind(wanted)}`);
  }
  return conditions.join(' and ');
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
  const params: DuckDBValue[] = [];
  const where = whereOf(query, params);
  const order = `${query.order} nulls last`;
  const limit = Math.max(0, Math.trunc(window.limit));
  const offset = Math.max(0, Math.trunc(window.offset));
  const sql = `
    with hits as materialized (select p.rowid as r, ${COLUMN[query.sort]} as k from products p where ${where}),
    page as (select r, k from hits order by k ${order}, r limit ${limit} offset ${offset})
    select t.total, found.* from (select count(*) as total from hits) t
    left join (
      select ${SELECTED}, page.k, page.r from page join products p on p.rowid = page.r
    ) found on true
    order by found.k ${order}, found.r`;
  return { sql, params };
}

import { PRODUCT_RANGE_FILTERS, type ProductSelectionQuery } from '@asinasin/contract';
import { pageWithTotal, Params, Where, type Statement } from '../sql/statement.js';
import { PRODUCT_COLUMN, PRODUCT_COLUMNS } from './product-row.js';
import { touchedBySource } from './product-sources.js';

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

/**
 * How keywords are matched: through the word index, or by reading every title (what the index
 * replaced; bench:catalog times both in one run).
 */
export type KeywordMatch = 'index' | 'scan';

/** The WHERE clause of a selection. */
function whereOf(query: ProductSelectionQuery, params: Params, keywords: KeywordMatch): Where {
  const where = new Where(params).equals('p.marketplace', query.marketplace);
  if (query.category) {
    const path = params.bind(query.category);
    where.add(`(p.category_path = ${path} or starts_with(p.category_path, ${path} || ' > '))`);
  }
  if (keywords === 'scan') {
    for (const word of keywordWords(query.keyword))
      where.add(`contains(p.search_text, ${params.bind(word)})`);
  }
  // with a keyword read from the index, its excluded words are taken out there too (keywordHits)
  if (keywords === 'scan' || !keywordWords(query.keyword).length) {
    for (const word of keywordWords(query.excludeKeywords)) {
      where.add(`not contains(coalesce(p.search_text, ''), ${params.bind(word)})`);
    }
  }
  for (const field of PRODUCT_RANGE_FILTERS) where.range(PRODUCT_COLUMN[field], query[field]);
  where.oneOf('p.seller_country', query.sellerCountries);
  where.oneOf('p.fulfilment', query.fulfilment);
  where.oneOf('p.size_tier', query.sizeTiers);
  for (const [flag, column] of Object.entries(FLAG_COLUMN)) {
    where.equals(column, query[flag as keyof typeof FLAG_COLUMN]);
  }
  if (query.source) where.add(touchedBySource(query.source, params.bind(query.marketplace), params));
  return where;
}

/**
 * The keys of the products whose text holds every word, read from the word index
 * (platform/catalog/product-words.ts): the words of the marketplace's vocabulary that contain each
 * seller's word, their products, and the products every word found. Row for row what
 * `contains(search_text, word)` for each word finds, without reading every title; null when there
 * is no word. `marketplace` is the bound parameter of the marketplace.
 */
export function productWordKeys(
  words: string[],
  marketplace: string,
  params: Params,
  excluded: string[] = [],
): string | null {
  if (!words.length) return null;
  const holding = (
    test: string,
  ) => `select r from product_words where marketplace = ${marketplace} and word in (
        select word from product_vocabulary where marketplace = ${marketplace} and (${test}))`;
  const contains = (word: string) => `contains(word, ${params.bind(word)})`;
  // a product holding two words that contain the seller's word ("water watch" for "wat") is one
  // product: intersect and except keep each key once, a lone word needs distinct
  const keys =
    words.length === 1
      ? `select distinct r from (${holding(contains(words[0]!))})`
      : words.map((word) => holding(contains(word))).join(' intersect ');
  // Excluded words leave the index's keys before any title is read: tested on the products instead,
  // `not contains(search_text, …)` is pushed into the scan of every product (decisions/0059).
  return excluded.length ? `(${keys}) except ${holding(excluded.map(contains).join(' or '))}` : keys;
}

/** The keyword filter's product keys; the marketplace is bound only when there are words. */
function keywordHits(query: ProductSelectionQuery, params: Params): string | null {
  const words = keywordWords(query.keyword);
  if (!words.length) return null;
  const excluded = keywordWords(query.excludeKeywords);
  return productWordKeys(words, params.bind(query.marketplace), params, excluded);
}

/** A selection whose sort is settled (resolveProductSort): the statement never guesses one. */
export type SortedSelection = ProductSelectionQuery & Required<Pick<ProductSelectionQuery, 'sort' | 'order'>>;

/** Which rows of the sorted result a statement reads: a page, or the first rows of an export. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/**
 * Rows of a selection and the count of the whole result in one statement: the filter runs once
 * (keyword filters start from the word index), its hits are counted and sorted, and only the window's rows
 * are read whole. The count comes back even when the window is past the end (one row whose other
 * columns are null). Missing values sort last whichever the order; the row id breaks ties (a third
 * of the cost of the ASIN's text), so pages never overlap while the catalog is unchanged.
 * The window defaults to the query's page; a CSV export asks for its first rows up to its cap.
 */
export function selectionStatement(
  query: SortedSelection,
  window: RowWindow = { limit: query.size, offset: (query.page - 1) * query.size },
  keywords: KeywordMatch = 'index',
): Statement {
  const params = new Params();
  const where = whereOf(query, params, keywords);
  const keyword = keywords === 'index' ? keywordHits(query, params) : null;
  const from = keyword ? `(${keyword}) w join products p on p.product_key = w.r` : 'products p';
  return params.statement(
    pageWithTotal({
      hits: `select p.rowid as r, ${PRODUCT_COLUMN[query.sort]} as k from ${from} where ${where}`,
      order: { by: 'k', direction: query.order, ties: ['r'] },
      window,
      rows: `select ${PRODUCT_COLUMNS}, page.k, page.r from page join products p on p.rowid = page.r`,
    }),
  );
}

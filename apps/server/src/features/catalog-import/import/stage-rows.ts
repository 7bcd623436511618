import { PRODUCT_COLUMNS, type ProductRecord } from './product-record.js';
import type { SnapshotRecord } from './snapshot-record.js';

const FIELDS = Object.keys(PRODUCT_COLUMNS) as (keyof ProductRecord)[];
const KEY = new Set(['marketplace', 'asin']);
/** `"column":` of each field, written once */
const KEYS = FIELDS.map((field) => `${JSON.stringify(PRODUCT_COLUMNS[field])}:`);

/**
 * A product as a row of `stage_products` (import.repository.ts), as its JSON line: the columns
 * that hold a value (DuckDB reads a missing key as null), plus the list of fields the row gave,
 * which becomes the product's provenance in product_sources. Built as text: a file of hundreds of
 * thousands of products spent a third of its checking time making and serialising row objects.
 */
export function productStageLine(record: ProductRecord): string {
  const parts: string[] = [];
  const given: string[] = [];
  for (let i = 0; i < FIELDS.length; i++) {
    const value = record[FIELDS[i]!];
    if (value === null || value === undefined) continue;
    parts.push(KEYS[i]! + JSON.stringify(value));
    const column = PRODUCT_COLUMNS[FIELDS[i]!];
    if (!KEY.has(column)) given.push(column);
  }
  parts.push(`"fields":${JSON.stringify(given.join(','))}`);
  return `{${parts.join(',')}}`;
}

/** An observation as a row of `stage_snapshots`; the time in UTC as DuckDB reads a timestamp. */
export function snapshotStageRow(s: SnapshotRecord): Record<string, unknown> {
  return {
    marketplace: s.marketplace,
    asin: s.asin,
    observed_at: s.observedAt.toISOString().replace('T', ' ').replace('Z', ''),
    price: s.price,
    currency: s.currency,
    bsr: s.bsr,
    bsr_category: s.bsrCategory,
    browse_node: s.browseNode,
    rating: s.rating,
    rating_count: s.ratingCount,
    bought_past_month: s.boughtPastMonth,
    amazon_price: s.amazonPrice,
    new_price: s.newPrice,
    fba_price: s.fbaPrice,
    sub_bsr: s.subBsr,
    sub_bsr_category: s.subBsrCategory,
  };
}

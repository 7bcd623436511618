import { PRODUCT_COLUMNS, type ProductRecord } from './product-record.js';
import type { SnapshotRecord } from './snapshot-record.js';

const FIELDS = Object.keys(PRODUCT_COLUMNS) as (keyof ProductRecord)[];
const KEY = new Set(['marketplace', 'asin']);

/**
 * A product as a row of `stage_products` (import.repository.ts): its columns, plus the list of
 * fields the row gave, which becomes the product's provenance in product_sources.
 */
export function productStageRow(record: ProductRecord): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const given: string[] = [];
  for (const field of FIELDS) {
    const column = PRODUCT_COLUMNS[field];
    row[column] = record[field];
    if (record[field] !== null && !KEY.has(column)) given.push(column);
  }
  row.fields = given.join(',');
  return row;
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
  };
}

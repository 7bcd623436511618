import { cellInteger, cellNumber, cellText, CellError } from '../cells.js';
import type { SnapshotInput } from '../snapshot-record.js';

export interface SnapshotFormat {
  name: string;
  requiredHeaders: string[];
  /** the rank is the root category's (else a list's own node, the product's most specific rank) */
  rankIsRoot?: boolean;
  toInput(values: Record<string, string>): SnapshotInput;
}

/**
 * A Best Sellers list saved over time (free-gunw607/crawl_amazon_beauty_bestsellers): one row per
 * rank and snapshot. Its times are the crawler's clock, which its other records give as +09:00.
 * Ranks 31-50 of some snapshots carry only the ASIN: rank known, metrics null.
 */
export const bestsellerListFormat: SnapshotFormat = {
  name: 'bestseller-list',
  requiredHeaders: [
    'snapshot_local_time',
    'marketplace',
    'browse_node_id',
    'bestseller_rank',
    'asin',
    'rating',
    'ratings_count',
    'price_usd',
  ],
  toInput(values) {
    const time = cellText(values.snapshot_local_time);
    const observedAt =
      time && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(time) ? new Date(`${time}+09:00`) : undefined;
    if (!observedAt) throw new CellError(`snapshot_local_time: "${time ?? ''}" is not a date and time`);
    const price = cellNumber(values.price_usd, 'price_usd');
    return {
      marketplace: cellText(values.marketplace)?.toUpperCase() ?? '',
      asin: cellText(values.asin)?.toUpperCase() ?? '',
      observedAt,
      bsr: cellInteger(values.bestseller_rank, 'bestseller_rank'),
      browseNode: cellText(values.browse_node_id),
      rating: cellNumber(values.rating, 'rating'),
      ratingCount: cellInteger(values.ratings_count, 'ratings_count'),
      price,
      currency: price === null ? null : 'USD',
    };
  },
};

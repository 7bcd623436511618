import { cellInteger, cellNumber, cellText, CellError } from '../cells.js';
import type { SnapshotFormat } from './bestseller-list.js';

/**
 * Keepa's product history as the Keepa import writes it (keepa/keepa-import.ts, docs/data/keepa.md):
 * one row per moment of a product's Keepa history, its time in UTC (converted from Keepa minutes),
 * the marketplace new price, the root category's sales rank, rating, rating count and Amazon's
 * "bought in past month". The rank is the root category's, so it is the product's root rank.
 * Optional columns keep Keepa's own series: Amazon's price, the lowest new and the lowest FBA
 * price, and the sub-category rank with its category.
 */
export const keepaHistoryFormat: SnapshotFormat = {
  name: 'keepa-history',
  rankIsRoot: true,
  requiredHeaders: ['keepa_observed_at', 'marketplace', 'asin', 'root_rank', 'root_category'],
  toInput(values) {
    const time = cellText(values.keepa_observed_at);
    const observedAt =
      time && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/.test(time) ? new Date(time) : undefined;
    if (!observedAt) throw new CellError(`keepa_observed_at: "${time ?? ''}" is not a UTC date and time`);
    const price = cellNumber(values.price, 'price');
    return {
      marketplace: cellText(values.marketplace)?.toUpperCase() ?? '',
      asin: cellText(values.asin)?.toUpperCase() ?? '',
      observedAt,
      price,
      currency: price === null ? null : cellText(values.currency),
      bsr: cellInteger(values.root_rank, 'root_rank'),
      bsrCategory: cellText(values.root_category),
      rating: cellNumber(values.rating, 'rating'),
      ratingCount: cellInteger(values.rating_count, 'rating_count'),
      boughtPastMonth: cellInteger(values.bought_past_month, 'bought_past_month'),
      amazonPrice: cellNumber(values.amazon_price, 'amazon_price'),
      newPrice: cellNumber(values.new_price, 'new_price'),
      fbaPrice: cellNumber(values.fba_price, 'fba_price'),
      subBsr: cellInteger(values.sub_rank, 'sub_rank'),
      subBsrCategory: cellText(values.sub_category),
    };
  },
};

import { cellText } from '../cells.js';
import type { ProductFormat } from './product-format.js';

/** A best-seller crawler's title list (asin, title_truncated): titles cut at about 125 characters. */
export const bestsellerTitlesFormat: ProductFormat = {
  name: 'bestseller-titles',
  requiredHeaders: ['asin', 'title_truncated'],
  needsMarketplace: true,
  toInput(values, context) {
    return {
      marketplace: context.marketplace ?? '',
      asin: cellText(values.asin)?.toUpperCase() ?? '',
      title: cellText(values.title_truncated),
    };
  },
};

import { parseDecimal, parseInteger, parsePrice } from '@asinasin/contract';
import { cellText } from '../cells.js';
import { asinOfLink } from '../units.js';
import type { ProductFormat } from './product-format.js';

/**
 * amazon.in listing rows of March 2023 (first 100 positions per sub-category): rupee prices as
 * printed ("₹32,999"), the sale price and the struck-through one, the ASIN inside the link.
 */
export const amazonIn2023Format: ProductFormat = {
  name: 'amazon-in-2023',
  requiredHeaders: [
    'name',
    'main_category',
    'sub_category',
    'image',
    'link',
    'ratings',
    'no_of_ratings',
    'discount_price',
    'actual_price',
  ],
  toInput(values) {
    const sale = parsePrice(values.discount_price, 'IN');
    const list = parsePrice(values.actual_price, 'IN');
    const category = [cellText(values.main_category), cellText(values.sub_category)].filter(Boolean);
    return {
      marketplace: 'IN',
      asin: asinOfLink(cellText(values.link)) ?? '',
      title: cellText(values.name),
      imageUrl: cellText(values.image),
      categoryPath: category.length ? category.join(' > ') : null,
      rating: parseDecimal(values.ratings, '.'),
      ratingCount: parseInteger(values.no_of_ratings),
      // Without a sale price the listed price is what the product sells for.
      price: (sale ?? list)?.amount ?? null,
      listPrice: sale ? (list?.amount ?? null) : null,
      currency: sale || list ? 'INR' : null,
    };
  },
};

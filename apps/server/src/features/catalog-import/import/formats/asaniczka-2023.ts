import { cellBoolean, cellInteger, cellNumber, cellText } from '../cells.js';
import type { CategoryTableFormat, ProductFormat } from './product-format.js';

const SOURCE = 'asaniczka-2023';

/**
 * "Amazon Products Dataset 2023" (asaniczka, ODC-By): amazon.com search results with Amazon's own
 * "bought in past month" figure. The source writes 0 where it has no value (SOURCE.md): reviews the
 * scraper did not capture, no strike-through price, no badge, an unrated or unavailable product.
 * Those are null here, never zero.
 */
export const asaniczka2023Format: ProductFormat = {
  name: SOURCE,
  requiredHeaders: [
    'asin',
    'title',
    'imgUrl',
    'productURL',
    'stars',
    'reviews',
    'price',
    'listPrice',
    'category_id',
    'isBestSeller',
    'boughtInLastMonth',
  ],
  toInput(values, context) {
    const categoryId = cellText(values.category_id);
    return {
      marketplace: 'US',
      asin: cellText(values.asin)?.toUpperCase() ?? '',
      title: cellText(values.title),
      imageUrl: cellText(values.imgUrl),
      rating: cellNumber(values.stars, 'stars') || null,
      ratingCount: cellInteger(values.reviews, 'reviews') || null,
      price: cellNumber(values.price, 'price') || null,
      listPrice: cellNumber(values.listPrice, 'listPrice') || null,
      currency: 'USD',
      categoryPath: categoryId ? (context.sourceCategories.get(categoryId) ?? null) : null,
      isBestSeller: cellBoolean(values.isBestSeller, 'isBestSeller'),
      boughtPastMonth: cellInteger(values.boughtInLastMonth, 'boughtInLastMonth') || null,
    };
  },
};

export const asaniczka2023Categories: CategoryTableFormat = {
  name: `${SOURCE}-categories`,
  source: SOURCE,
  requiredHeaders: ['id', 'category_name'],
  toEntry: (values) => ({ id: values.id ?? '', name: values.category_name ?? '' }),
};

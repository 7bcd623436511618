import { marketplaceOfUrl, parseInteger, parsePrice, parseRating } from '@asinasin/contract';
import { cellText } from '../cells.js';
import { asinOfLink } from '../units.js';
import type { ProductFormat } from './product-format.js';

/**
 * amazon.com.tr best-seller rows of 2023 with raw Turkish strings ("5 yıldız üzerinden 4,7",
 * "1.139,00TL"). The marketplace comes from the link; Turkey is not one of the nine, so every row
 * is refused with that reason rather than stored under a marketplace it is not.
 */
export const amazonTrBestsellersFormat: ProductFormat = {
  name: 'amazon-tr-bestsellers-2023',
  requiredHeaders: ['Link', 'Urun_adi', 'Puan', 'Degerlendirme', 'Fiyatlar'],
  toInput(values) {
    const link = cellText(values.Link);
    const price = parsePrice(values.Fiyatlar, 'TR');
    return {
      marketplace: marketplaceOfUrl(link) ?? '',
      asin: asinOfLink(link) ?? '',
      title: cellText(values.Urun_adi),
      rating: parseRating(values.Puan),
      ratingCount: parseInteger(values.Degerlendirme),
      price: price?.amount ?? null,
      currency: price?.currency ?? null,
    };
  },
};

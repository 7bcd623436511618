import { parseBsrText, parseDate, parseDimensions, parseWeight } from '@asinasin/contract';
import { cellInteger, cellNumber, cellText, CellError } from '../cells.js';
import { splitBsr, toCentimetres, toGrams } from '../units.js';
import type { ProductFormat } from './product-format.js';

/** The text after a label of Amazon's old "Technical Details / Additional Information" block. */
function after(text: string, label: string, until: RegExp): string | null {
  const start = text.indexOf(label);
  if (start === -1) return null;
  const rest = text.slice(start + label.length);
  const end = rest.search(until);
  return (end === -1 ? rest : rest.slice(0, end)).trim() || null;
}

const NEXT_LABEL =
  /Product Dimensions|Manufacturer recommended|Item model number|Shipping Weight|Delivery Destinations|Date First Available|Feedback|Best Sellers Rank|ASIN|Batteries|Assembly|Item Weight|Scale|Number of|Language|Remote Control|Colour|Material|Pattern/;

/** The file's split of Amazon's category path (category, then subcategory_1..4); "others" names none. */
function categoryPathOf(values: Record<string, string | undefined>): string | null {
  const parts = ['category', 'subcategory_1', 'subcategory_2', 'subcategory_3', 'subcategory_4']
    .map((column) => values[column]?.trim())
    .filter((part): part is string => Boolean(part));
  if (parts.length === 0 || parts[0]!.toLowerCase() === 'others') return null;
  return parts.join(' > ');
}

/**
 * PromptCloud's amazon.co.uk toys (2015–2016 crawl, CC BY-SA 4.0), the detailed file: the product's
 * raw detail text holds its ASIN, Best Sellers Rank, weight, dimensions and first date. A row whose
 * text has no ASIN is refused (the catalog keys products by ASIN).
 */
export const promptcloudToysFormat: ProductFormat = {
  name: 'promptcloud-toys-detailed',
  requiredHeaders: [
    'product_id',
    'product_name',
    'manufacturer',
    'price',
    'number_of_reviews',
    'average_review_rating',
    'product_information',
  ],
  toInput(values) {
    const details = values.product_information ?? '';
    const asin = details.match(/ASIN\s*([A-Z0-9]{10})/)?.[1];
    if (!asin) throw new CellError('product_information: the detail text names no ASIN');
    return {
      marketplace: 'UK',
      asin,
      title: cellText(values.product_name),
      brand: cellText(values.manufacturer),
      categoryPath: categoryPathOf(values),
      price: cellNumber(values.price?.replace(/^£/, ''), 'price'),
      currency: 'GBP',
      rating: cellNumber(values.average_review_rating, 'average_review_rating'),
      ratingCount: cellInteger(values.number_of_reviews?.replace(/,/g, ''), 'number_of_reviews'),
      ...splitBsr(
        parseBsrText(
          after(
            details,
            'Best Sellers Rank',
            /Shipping Weight|Delivery Destinations|Date First Available|Feedback/,
          ),
        ),
      ),
      weightG: toGrams(parseWeight(after(details, 'Item Weight', NEXT_LABEL), '.')),
      ...toCentimetres(parseDimensions(after(details, 'Product Dimensions', NEXT_LABEL), '.')),
      dateFirstAvailable: parseDate(after(details, 'Date First Available', NEXT_LABEL)),
    };
  },
};

import { marketplaceOfHost, marketplaceOfUrl } from '@asinasin/contract';
import { cellText } from '../cells.js';
import type { ProductInput } from '../product-record.js';
import { toCentimetres, toGrams } from '../units.js';
import type { ProductFormat } from './product-format.js';
import {
  isAmazonItself,
  rowMarketplace,
  vendorCount,
  vendorFlag,
  vendorMoney,
  vendorNumber,
  vendorText,
} from './vendor-cells.js';

/**
 * Keepa's Product Viewer / Product Finder export (CSV; the user picks its columns, so only ASIN,
 * Title and Sales Rank: Current are required). Header names as seen in
 * LPTrade994/amazon-market-analyzer, sample_data/keepa_sample.xlsx (a real amazon.it export: Locale,
 * Title, Sales Rank: Current, Bought in past month, Reviews: Rating, Reviews: Rating Count,
 * "Buy Box 🚚: Current", List Price: Current, New Offer Count: Current, ASIN, Package: Weight (g) …)
 * and emptyaltoidstin/amz-keepa-mcp, src/keepa_metrics_collector.py (the Product Viewer's full column
 * list: Image, Brand, Sales Rank: Reference, Buy Box: Buy Box Seller, Buy Box: Is FBA, URL: Amazon,
 * Categories: Tree, Package: Length/Width/Height (cm), Item: Length/Width/Height (cm), Item: Weight
 * (g)) and docs/keepa_csv_metrics_analysis.md (Buy Box: Current).
 *
 * Keepa writes its column names in the language of its interface; this reads the English ones.
 * "Bought in past month" is Amazon's own figure; Keepa's drop counts and averages are not stored.
 */
export const keepaFormat: ProductFormat = {
  name: 'keepa',
  requiredHeaders: ['ASIN', 'Title', 'Sales Rank: Current'],
  toInput(values, context) {
    const marketplace = rowMarketplace(marketplaceOfRow(values), context);
    const priceColumn = vendorText(values['Buy Box: Current']) ? 'Buy Box: Current' : 'Buy Box 🚚: Current';
    const seller = vendorText(values['Buy Box: Buy Box Seller']);
    const isFba = vendorFlag(values['Buy Box: Is FBA'], 'Buy Box: Is FBA');
    return {
      marketplace,
      asin: cellText(values.ASIN)?.toUpperCase() ?? '',
      title: vendorText(values.Title),
      brand: vendorText(values.Brand),
      imageUrl: vendorText(values.Image)?.split(';')[0]?.trim() || null,
      categoryPath: categoryPathOf(vendorText(values['Categories: Tree'])),
      ...vendorMoney(values[priceColumn], priceColumn, marketplace),
      listPrice: vendorMoney(values['List Price: Current'], 'List Price: Current', marketplace).price,
      bsr: vendorCount(values['Sales Rank: Current'], 'Sales Rank: Current'),
      bsrCategory: vendorText(values['Sales Rank: Reference']),
      rating: vendorNumber(values['Reviews: Rating'], 'Reviews: Rating'),
      ratingCount: vendorCount(values['Reviews: Rating Count'], 'Reviews: Rating Count'),
      sellerCount: vendorCount(values['New Offer Count: Current'], 'New Offer Count: Current'),
      sellerName: seller,
      fulfilment: isAmazonItself(seller) ? 'AMZ' : isFba === null ? null : isFba ? 'FBA' : 'FBM',
      boughtPastMonth: vendorCount(values['Bought in past month'], 'Bought in past month'),
      ...measuresOf(values),
    };
  },
};

/** The Locale column ("com", "co.uk", "de", "it") names the Amazon host; else the product's URL. */
function marketplaceOfRow(values: Record<string, string>): string | null {
  const locale = vendorText(values.Locale)?.toLowerCase();
  if (locale) return marketplaceOfHost(`amazon.${locale}`) ?? locale.toUpperCase();
  return marketplaceOfUrl(vendorText(values['URL: Amazon']));
}

/** Keepa separates the levels with "›"; the catalog with " > ". */
function categoryPathOf(tree: string | null): string | null {
  return tree
    ? tree
        .split(/\s*[›>]\s*/)
        .filter(Boolean)
        .join(' > ') || null
    : null;
}

/** The item's own weight and size (as the page parser prefers them), else the package's. */
function measuresOf(values: Record<string, string>): Partial<ProductInput> {
  const grams = (column: string) => vendorNumber(values[column], column);
  const sizes = (of: 'Item' | 'Package') => {
    const [length, width, height] = ['Length', 'Width', 'Height'].map((side) =>
      vendorNumber(values[`${of}: ${side} (cm)`], `${of}: ${side} (cm)`),
    );
    return length && width && height ? { length, width, height, unit: 'cm' as const } : null;
  };
  const weight = grams('Item: Weight (g)') || grams('Package: Weight (g)');
  return {
    weightG: weight ? toGrams({ value: weight, unit: 'g' }) : null,
    ...toCentimetres(sizes('Item') ?? sizes('Package')),
  };
}

import { marketplaceOfUrl } from '@asinasin/contract';
import { cellText } from '../cells.js';
import type { ProductInput } from '../product-record.js';
import type { ProductFormat } from './product-format.js';
import {
  isAmazonItself,
  rowMarketplace,
  usDate,
  vendorCount,
  vendorDimensions,
  vendorFulfilment,
  vendorMoney,
  vendorNumber,
  vendorText,
  vendorWeight,
} from './vendor-cells.js';

/**
 * The columns both Jungle Scout exports share. "Reviews" is sometimes not a count: for some rows
 * Jungle Scout writes an average over a parent's variations (24.166666666666668), so a number that
 * is not whole gives no rating count. Est. sales, revenue, fees, net and LQS are Jungle Scout's
 * estimates and scores and are not stored (docs/data/catalog.md).
 */
function commonFields(values: Record<string, string>, marketplace: string): ProductInput {
  const reviews = vendorNumber(values.Reviews, 'Reviews');
  return {
    marketplace,
    asin: cellText(values.ASIN)?.toUpperCase() ?? '',
    title: vendorText(values['Product Name']),
    brand: vendorText(values.Brand),
    ...vendorMoney(values.Price, 'Price', marketplace),
    bsrCategory: vendorText(values.Category),
    ratingCount: reviews !== null && Number.isInteger(reviews) ? reviews : null,
    sellerCount: vendorCount(values.Sellers, 'Sellers'),
    dateFirstAvailable: usDate(values['Date First Available'], 'Date First Available'),
    sizeTier: vendorText(values['Product Tier']),
    ...vendorDimensions(values.Dimensions, 'Dimensions'),
    weightG: vendorWeight(values.Weight, 'Weight'),
  };
}

/**
 * Jungle Scout's web app, Product Database, "CSV export": two title lines ("JUNGLESCOUT WEBAPP CSV
 * EXPORT", "Report Generated at: …", skipped by the CSV reader) above the header. Header set seen
 * in tremaynemeikle/Jungle_Scout, "Data/Product CSVs/Jungle_Prod_Data/Jungle Scout CSV Export - Tue
 * Jan 23 2024 12_03_32 GMT-0500 (Eastern Standard Time).csv" (188 exports of Jan–Feb 2024 with the
 * same header). The rows name no marketplace (no link), so the import must name it.
 */
export const jungleScoutDatabaseFormat: ProductFormat = {
  name: 'jungle-scout-product-database',
  requiredHeaders: [
    'ASIN',
    'Product Name',
    'Brand',
    'Category',
    'Price',
    'Rank',
    'Reviews',
    'LQS',
    'Sellers',
    'Date First Available',
    'Buy Box Owner',
    'Rating',
    'Dimensions',
    'Product Tier',
    'Weight',
  ],
  needsMarketplace: true,
  toInput(values, context) {
    const owner = vendorText(values['Buy Box Owner']);
    return {
      ...commonFields(values, context.marketplace ?? ''),
      bsr: vendorCount(values.Rank, 'Rank'),
      rating: vendorNumber(values.Rating, 'Rating'),
      sellerName: owner,
      fulfilment: isAmazonItself(owner) ? 'AMZ' : null,
    };
  },
};

/**
 * The Jungle Scout Chrome extension's product list, exported as CSV: its first column is headed by
 * the export time ("Export time:  1/29/2024, 6:08:51 PM") and holds the page's averages, the second
 * has no name. Header set seen in tremaynemeikle/Jungle_Scout, "Data/Google_EXT_Data/Search Term of
 * Desk Mat.csv". The marketplace is the link's.
 */
export const jungleScoutExtensionFormat: ProductFormat = {
  name: 'jungle-scout-extension',
  requiredHeaders: [
    'ASIN',
    'Product Name',
    'Brand',
    'Price',
    'Date First Available',
    'Star Rating',
    'Reviews',
    'BSR',
    'LQS',
    'Seller Type',
    'Sellers',
    'Category',
    'Product Tier',
    'Dimensions',
    'Weight',
    'Link',
  ],
  toInput(values, context) {
    const marketplace = rowMarketplace(marketplaceOfUrl(vendorText(values.Link)), context);
    return {
      ...commonFields(values, marketplace),
      bsr: vendorCount(values.BSR, 'BSR'),
      rating: vendorNumber(values['Star Rating'], 'Star Rating'),
      fulfilment: vendorFulfilment(values['Seller Type']),
    };
  },
};

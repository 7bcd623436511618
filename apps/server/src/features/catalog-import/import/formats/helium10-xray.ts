import { marketplaceOfUrl } from '@asinasin/contract';
import { cellText } from '../cells.js';
import type { ProductFormat } from './product-format.js';
import {
  rowMarketplace,
  vendorCount,
  vendorCountry,
  vendorDate,
  vendorDimensions,
  vendorFlag,
  vendorFulfilment,
  vendorMoney,
  vendorNumber,
  vendorText,
  vendorWeight,
} from './vendor-cells.js';

/** The price column carries the marketplace's currency mark after two spaces: "Price  ₹", "Price  $". */
const PRICE_COLUMN = /^Price\s+(\S+)$/;

/**
 * Helium 10 Xray: the Chrome extension's list of the products on an Amazon search or category page,
 * exported as CSV. Header set seen in Brundesh/helium10, test_csv_compatibility.py (an amazon.in
 * export: Display Order, Product Details, ASIN, URL, Image URL, Brand, "Price  ₹", Sales, Variation
 * Sales Strength (1 - 10), Recent Purchases, Revenue, Title Char. Count, BSR, Seller
 * Country/Region, "Fees  ₹", Active Sellers, Ratings, Review Count, Images, Review velocity, Buy Box,
 * Category, Size Tier, Fulfillment, Dimensions, Weight, ABA Most Clicked, Creation Date, Sponsored,
 * Best Seller, Seller Age (mo), Seller).
 *
 * Sales, revenue, variation strength, fees and review velocity are Helium 10's estimates and are
 * not stored (docs/data/catalog.md). The marketplace is the URL's.
 */
export const helium10XrayFormat: ProductFormat = {
  name: 'helium10-xray',
  requiredHeaders: [
    'Product Details',
    'ASIN',
    'URL',
    'Brand',
    'BSR',
    'Ratings',
    'Review Count',
    'Fulfillment',
    'Size Tier',
    'Dimensions',
    'Weight',
  ],
  toInput(values, context) {
    const marketplace = rowMarketplace(marketplaceOfUrl(vendorText(values.URL)), context);
    const priceColumn = Object.keys(values).find((column) => PRICE_COLUMN.test(column));
    const money = priceColumn
      ? vendorMoney(values[priceColumn], priceColumn, marketplace, PRICE_COLUMN.exec(priceColumn)?.[1])
      : { price: null, currency: null };
    return {
      marketplace,
      asin: cellText(values.ASIN)?.toUpperCase() ?? '',
      title: vendorText(values['Product Details']),
      brand: vendorText(values.Brand),
      imageUrl: vendorText(values['Image URL']),
      ...money,
      bsr: vendorCount(values.BSR, 'BSR'),
      bsrCategory: vendorText(values.Category),
      rating: vendorNumber(values.Ratings, 'Ratings'),
      ratingCount: vendorCount(values['Review Count'], 'Review Count'),
      sellerCount: vendorCount(values['Active Sellers'], 'Active Sellers'),
      sellerName: vendorText(values.Seller),
      sellerCountry: vendorCountry(values['Seller Country/Region'], 'Seller Country/Region'),
      fulfilment: vendorFulfilment(values.Fulfillment),
      sizeTier: vendorText(values['Size Tier']),
      ...vendorDimensions(values.Dimensions, 'Dimensions'),
      weightG: vendorWeight(values.Weight, 'Weight'),
      dateFirstAvailable: vendorDate(values['Creation Date'], 'Creation Date'),
      isBestSeller: vendorFlag(values['Best Seller'], 'Best Seller'),
    };
  },
};

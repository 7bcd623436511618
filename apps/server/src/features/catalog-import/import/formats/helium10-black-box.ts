import { marketplaceOfUrl } from '@asinasin/contract';
import { cellText } from '../cells.js';
import type { ProductFormat } from './product-format.js';
import {
  rowMarketplace,
  vendorCount,
  vendorCountry,
  vendorFulfilment,
  vendorMoney,
  vendorNumber,
  vendorText,
  vendorWeight,
} from './vendor-cells.js';

/**
 * Helium 10 Black Box (products): the web app's product search, exported as CSV. Columns as the
 * importer of ericmc/amazon-product-research-playbook reads them (src/lib/normalizeBlackBox.ts, commit
 * b0f98d7: ASIN, Title, Brand, URL, Image URL, Category, BSR, Fulfillment, Price, ASIN Revenue,
 * Parent Level Revenue, Review Count, Reviews Rating, Weight), with the further columns
 * research/peers.md lists for Black Box (◐: Subcategory, Subcategory BSR, Seller, Seller
 * Country/Region, Number of Active Sellers, Size Tier, Variation Count), read when present.
 *
 * Revenue and sales columns are Helium 10's estimates and are not stored (docs/data/catalog.md).
 * The marketplace is the URL's, else the one named for the import.
 */
export const helium10BlackBoxFormat: ProductFormat = {
  name: 'helium10-black-box',
  requiredHeaders: [
    'ASIN',
    'Title',
    'Brand',
    'URL',
    'Category',
    'BSR',
    'Price',
    'Review Count',
    'Reviews Rating',
  ],
  toInput(values, context) {
    const marketplace = rowMarketplace(marketplaceOfUrl(vendorText(values.URL)), context);
    const category = vendorText(values.Category);
    const subcategory = vendorText(values.Subcategory);
    return {
      marketplace,
      asin: cellText(values.ASIN)?.toUpperCase() ?? '',
      title: vendorText(values.Title),
      brand: vendorText(values.Brand),
      imageUrl: vendorText(values['Image URL']),
      ...vendorMoney(values.Price, 'Price', marketplace),
      categoryPath: category && subcategory ? `${category} > ${subcategory}` : category,
      bsr: vendorCount(values.BSR, 'BSR'),
      bsrCategory: category,
      subBsr: vendorCount(values['Subcategory BSR'], 'Subcategory BSR'),
      subBsrCategory: subcategory,
      rating: vendorNumber(values['Reviews Rating'], 'Reviews Rating'),
      ratingCount: vendorCount(values['Review Count'], 'Review Count'),
      sellerCount: vendorCount(values['Number of Active Sellers'], 'Number of Active Sellers'),
      sellerName: vendorText(values.Seller),
      sellerCountry: vendorCountry(values['Seller Country/Region'], 'Seller Country/Region'),
      fulfilment: vendorFulfilment(values.Fulfillment),
      sizeTier: vendorText(values['Size Tier']),
      variantCount: vendorCount(values['Variation Count'], 'Variation Count'),
      weightG: vendorWeight(values.Weight, 'Weight'),
    };
  },
};

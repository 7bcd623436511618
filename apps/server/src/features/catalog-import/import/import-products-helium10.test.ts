import { describe, expect, it } from 'vitest';
import {
  BLACK_BOX_HEADERS,
  csvTable,
  renamed,
  XRAY_HEADERS,
} from '../../../../test/support/vendor-exports.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();

const full = {
  'Display Order': '1',
  'Product Details': 'Steel Water Bottle 1 L',
  ASIN: 'B0TESTX001',
  URL: 'https://www.amazon.in/dp/B0TESTX001',
  'Image URL': 'https://m.media-amazon.com/images/I/x1.jpg',
  Brand: 'SOULWIT',
  'Price  ₹': '1,139.50',
  Sales: '174',
  'Variation Sales Strength (1 - 10)': '0',
  'Recent Purchases': '100',
  Revenue: '1,13,529.99',
  'Title Char. Count': '152',
  BSR: '5,076',
  'Seller Country/Region': 'CN',
  'Fees  ₹': '189.56',
  'Active Sellers': '3',
  Ratings: '4.1',
  'Review Count': '1,240',
  Images: '7',
  'Review velocity': '0',
  'Buy Box': 'SoloWIT Online',
  Category: 'Home Improvement',
  'Size Tier': 'Standard Size',
  Fulfillment: 'FBA',
  Dimensions: '22.10 x 2.80 x 15.80 cm',
  Weight: '1.5 lb',
  'ABA Most Clicked': 'N/A',
  'Creation Date': 'Mar 19, 2024',
  Sponsored: 'Sponsored Brand',
  'Best Seller': 'Yes',
  'Seller Age (mo)': '20',
  Seller: 'SoloWIT Online',
};
const empty = Object.fromEntries(XRAY_HEADERS.map((name) => [name, 'N/A']));

describe('products import, Helium 10 Xray export', () => {
  it('maps every column it reads, keeps Helium 10 estimates out, and rejects bad rows by line', async () => {
    const summary = await t.products(
      'xray.csv',
      csvTable(XRAY_HEADERS, [
        full,
        { ...empty, 'Display Order': '2', ASIN: 'B0TESTX002', URL: 'https://www.amazon.in/dp/B0TESTX002' },
        { ...full, ASIN: 'NOTANASIN' },
        { ...full, ASIN: 'B0TESTX004', URL: 'https://www.amazon.ae/dp/B0TESTX004' },
        { ...full, ASIN: 'B0TESTX005', Ratings: 'four' },
        { ...full, ASIN: 'B0TESTX006', 'Seller Country/Region': 'China' },
      ]),
    );
    expect(summary).toMatchObject({
      status: 'done',
      format: 'helium10-xray',
      read: 6,
      accepted: 2,
      rejected: 4,
    });
    expect(summary.reasons).toEqual([
      { line: 4, reason: 'asin: not a valid ASIN' },
      { line: 5, reason: 'marketplace: AE is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)' },
      { line: 6, reason: 'Ratings: "four" is not a number' },
      { line: 7, reason: 'Seller Country/Region: "China" is not a two-letter country code' },
    ]);
    const rows = await t.catalog.all(
      `select marketplace, asin, title, brand, image_url, price, currency, bsr, bsr_category, rating,
         rating_count, seller_count, seller_name, seller_country, fulfilment, size_tier, length_cm,
         width_cm, height_cm, weight_g, date_first_available, is_best_seller, bought_past_month
       from products order by asin`,
    );
    expect(rows).toEqual([
      {
        marketplace: 'IN',
        asin: 'B0TESTX001',
        title: 'Steel Water Bottle 1 L',
        brand: 'SOULWIT',
        image_url: 'https://m.media-amazon.com/images/I/x1.jpg',
        price: 1139.5,
        currency: 'INR',
        bsr: 5076,
        bsr_category: 'Home Improvement',
        rating: 4.1,
        rating_count: 1240,
        seller_count: 3,
        seller_name: 'SoloWIT Online',
        seller_country: 'CN',
        fulfilment: 'FBA',
        size_tier: 'Standard Size',
        length_cm: 22.1,
        width_cm: 2.8,
        height_cm: 15.8,
        weight_g: 680.4,
        date_first_available: new Date('2024-03-19'),
        is_best_seller: true,
        // "Recent Purchases" is not stored as Amazon's figure (docs/data/catalog.md)
        bought_past_month: null,
      },
      {
        marketplace: 'IN',
        asin: 'B0TESTX002',
        title: null,
        brand: null,
        image_url: null,
        price: null,
        currency: null,
        bsr: null,
        bsr_category: null,
        rating: null,
        rating_count: null,
        seller_count: null,
        seller_name: null,
        seller_country: null,
        fulfilment: null,
        size_tier: null,
        length_cm: null,
        width_cm: null,
        height_cm: null,
        weight_g: null,
        date_first_available: null,
        is_best_seller: null,
        bought_past_month: null,
      },
    ]);
  });

  it('takes no weight from a number without its unit, and takes the marketplace from the URL', async () => {
    const summary = await t.products(
      'xray-units.csv',
      csvTable(XRAY_HEADERS, [{ ...full, Weight: '0.15', Fulfillment: 'AMZ', 'Best Seller': 'No' }]),
      { marketplace: 'IN' },
    );
    expect(summary).toMatchObject({ accepted: 1, rejected: 0 });
    expect(await t.catalog.all('select weight_g, fulfilment, is_best_seller from products')).toEqual([
      { weight_g: null, fulfilment: 'AMZ', is_best_seller: false },
    ]);
    const conflict = await t.products('xray-us.csv', csvTable(XRAY_HEADERS, [full]), { marketplace: 'US' });
    expect(conflict.reasons).toEqual([{ line: 2, reason: 'marketplace: the row says IN, the import US' }]);
  });

  it.each([
    ['a renamed column', renamed(XRAY_HEADERS, 'Product Details', 'Product Title')],
    ['a missing column', XRAY_HEADERS.filter((name) => name !== 'Review Count')],
  ])('refuses a file with %s whole, importing nothing', async (_name, headers) => {
    const summary = await t.products('xray-bad.csv', csvTable(headers, [full]));
    expect(summary.status).toBe('failed');
    expect(summary.message).toContain('the columns match no products format');
    expect(await t.count('products')).toBe(0);
  });
});

describe('products import, Helium 10 Black Box export', () => {
  const product = {
    URL: 'https://www.amazon.com/dp/B0TESTBB01',
    'Image URL': 'https://m.media-amazon.com/images/I/bb.jpg',
    ASIN: 'B0TESTBB01',
    Title: 'Silicone Garlic Peeler',
    Brand: 'Zest',
    Fulfillment: 'FBA',
    Category: 'Home & Kitchen',
    Subcategory: 'Garlic Presses',
    Price: '$12.99',
    Seller: 'Zest Home',
    'Seller Country/Region': 'US',
    BSR: '3,410',
    'Subcategory BSR': '12',
    'ASIN Sales': '1,020',
    'Parent Level Sales': '3,000',
    'Review Count': '2,345',
    'Number of Active Sellers': '2',
    'Variation Count': '3',
    'ASIN Revenue': '$13,249.80',
    'Parent Level Revenue': '$38,970.00',
    'Reviews Rating': '4.6',
    'Size Tier': 'Small standard',
    Weight: '0.2 lb',
  };

  it('reads the product columns with their units and leaves the revenue estimates out', async () => {
    const summary = await t.products(
      'black-box.csv',
      csvTable(BLACK_BOX_HEADERS, [product, { ...product, ASIN: 'B0TESTBB02', BSR: 'high' }]),
    );
    expect(summary).toMatchObject({ format: 'helium10-black-box', accepted: 1, rejected: 1 });
    expect(summary.reasons).toEqual([{ line: 3, reason: 'BSR: "high" is not a number' }]);
    const [row] = await t.catalog.all(
      `select marketplace, category_path, price, currency, bsr, bsr_category, sub_bsr, sub_bsr_category,
         rating, rating_count, seller_count, seller_name, variant_count, weight_g, bought_past_month
       from products`,
    );
    expect(row).toEqual({
      marketplace: 'US',
      category_path: 'Home & Kitchen > Garlic Presses',
      price: 12.99,
      currency: 'USD',
      bsr: 3410,
      bsr_category: 'Home & Kitchen',
      sub_bsr: 12,
      sub_bsr_category: 'Garlic Presses',
      rating: 4.6,
      rating_count: 2345,
      seller_count: 2,
      seller_name: 'Zest Home',
      variant_count: 3,
      weight_g: 90.7,
      bought_past_month: null,
    });
  });

  it('refuses a file whose Reviews Rating column is renamed, importing nothing', async () => {
    const headers = renamed(BLACK_BOX_HEADERS, 'Reviews Rating', 'Rating');
    const summary = await t.products('black-box-bad.csv', csvTable(headers, [product]));
    expect(summary.status).toBe('failed');
    expect(await t.count('products')).toBe(0);
  });
});

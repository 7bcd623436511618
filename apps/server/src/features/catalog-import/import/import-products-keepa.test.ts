import { describe, expect, it } from 'vitest';
import {
  csvTable,
  KEEPA_SAMPLE_HEADERS,
  KEEPA_VIEWER_HEADERS,
  renamed,
} from '../../../../test/support/vendor-exports.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();

/** A row of the amazon.it export, as Keepa prints it in an Italian interface. */
const italian = {
  Locale: 'it',
  Title: 'Moka Express 6 tazze',
  'Sales Rank: Current': '1.234',
  'Sales Rank: 30 days avg.': '1.500',
  'Sales Rank: 90 days avg.': '1.720',
  'Sales Rank: Drops last 30 days': '41',
  'Sales Rank: Drops last 90 days': '120',
  'Bought in past month': '1000',
  '90 days change % monthly sold': '-0,25',
  'Reviews: Rating': '4,6',
  'Reviews: Rating Count': '12.345',
  'Buy Box 🚚: Current': '29,90 €',
  'Buy Box 🚚: 30 days avg.': '31,20 €',
  'Buy Box 🚚: Is Lowest': 'no',
  'Buy Box: Winner Count 90 days': '23',
  'Amazon: Availability of the Amazon offer': 'no Amazon offer exists',
  'FBA Pick&Pack Fee': '4,27 €',
  'Referral Fee %': '15 %',
  'List Price: Current': '39,90 €',
  'New Offer Count: Current': '7',
  'Used Offer Count: Current': '2',
  ASIN: 'B0TESTK001',
  'Package: Dimension (cm³)': '976',
  'Package: Weight (g)': '320',
  'Prime Eligible (Buy Box)': 'yes',
};

describe('products import, Keepa export', () => {
  it('reads the real export: locale, Italian numbers, Amazon-reported bought in past month', async () => {
    const summary = await t.products(
      'KeepaExport.csv',
      csvTable(KEEPA_SAMPLE_HEADERS, [
        italian,
        { Locale: 'it', Title: 'Senza dati', 'Sales Rank: Current': '-', ASIN: 'B0TESTK002' },
        { ...italian, Locale: 'ae', ASIN: 'B0TESTK003' },
        { ...italian, ASIN: 'B0TEST' },
        { ...italian, ASIN: 'B0TESTK005', 'Bought in past month': 'lots' },
      ]),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'keepa', read: 5, accepted: 2, rejected: 3 });
    expect(summary.reasons).toEqual([
      { line: 4, reason: 'marketplace: AE is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)' },
      { line: 5, reason: 'asin: not a valid ASIN' },
      { line: 6, reason: 'Bought in past month: "lots" is not a number' },
    ]);
    const rows = await t.catalog.all(
      `select marketplace, asin, title, price, list_price, currency, bsr, rating, rating_count,
         seller_count, weight_g, bought_past_month, seller_name, fulfilment
       from products order by asin`,
    );
    expect(rows).toEqual([
      {
        marketplace: 'IT',
        asin: 'B0TESTK001',
        title: 'Moka Express 6 tazze',
        price: 29.9,
        list_price: 39.9,
        currency: 'EUR',
        bsr: 1234,
        rating: 4.6,
        rating_count: 12345,
        seller_count: 7,
        weight_g: 320,
        bought_past_month: 1000,
        seller_name: null,
        fulfilment: null,
      },
      {
        marketplace: 'IT',
        asin: 'B0TESTK002',
        title: 'Senza dati',
        price: null,
        list_price: null,
        currency: null,
        bsr: null,
        rating: null,
        rating_count: null,
        seller_count: null,
        weight_g: null,
        bought_past_month: null,
        seller_name: null,
        fulfilment: null,
      },
    ]);
  });

  it('reads the Buy Box seller, the fulfilment, the category tree and the item measures', async () => {
    const base = {
      Title: 'Espressokocher',
      'Sales Rank: Current': '5,120',
      'Sales Rank: Reference': 'Küche, Haushalt & Wohnen',
      'URL: Amazon': 'https://www.amazon.de/dp/B0TESTK101',
      ASIN: 'B0TESTK101',
      'Package: Length (cm)': '25',
      'Package: Width (cm)': '12',
      'Package: Height (cm)': '10',
      'Package: Weight (g)': '600',
    };
    const summary = await t.products(
      'KeepaViewer.csv',
      csvTable(KEEPA_VIEWER_HEADERS, [
        {
          ...base,
          Image: 'https://m.media-amazon.com/images/I/a.jpg;https://m.media-amazon.com/images/I/b.jpg',
          Brand: 'Bialetti',
          'Buy Box: Current': '€ 1.139,00',
          'Buy Box: Buy Box Seller': 'Kaffee Haus GmbH',
          'Buy Box: Is FBA': 'yes',
          'Categories: Tree': 'Küche, Haushalt & Wohnen › Kaffee, Tee & Espresso › Espressokocher',
          'Item: Length (cm)': '20.5',
          'Item: Width (cm)': '10',
          'Item: Height (cm)': '8',
          'Item: Weight (g)': '450',
        },
        { ...base, ASIN: 'B0TESTK102', 'Buy Box: Buy Box Seller': 'Amazon.de', 'Buy Box: Is FBA': 'yes' },
        { ...base, ASIN: 'B0TESTK103', 'Buy Box: Buy Box Seller': 'Kleiner Laden', 'Buy Box: Is FBA': 'no' },
        { ...base, ASIN: 'B0TESTK104', 'URL: Amazon': '' },
      ]),
    );
    expect(summary).toMatchObject({ format: 'keepa', accepted: 3, rejected: 1 });
    expect(summary.reasons).toEqual([
      { line: 5, reason: 'marketplace: the row names none; name it for the import' },
    ]);
    const rows = await t.catalog.all(
      `select asin, marketplace, brand, image_url, category_path, price, currency, bsr, bsr_category,
         seller_name, fulfilment, length_cm, width_cm, height_cm, weight_g
       from products order by asin`,
    );
    const common = { marketplace: 'DE', bsr: 5120, bsr_category: 'Küche, Haushalt & Wohnen' };
    const packageMeasures = { length_cm: 25, width_cm: 12, height_cm: 10, weight_g: 600 };
    const nothing = { brand: null, image_url: null, category_path: null, price: null, currency: null };
    expect(rows).toEqual([
      {
        asin: 'B0TESTK101',
        ...common,
        brand: 'Bialetti',
        image_url: 'https://m.media-amazon.com/images/I/a.jpg',
        category_path: 'Küche, Haushalt & Wohnen > Kaffee, Tee & Espresso > Espressokocher',
        price: 1139,
        currency: 'EUR',
        seller_name: 'Kaffee Haus GmbH',
        fulfilment: 'FBA',
        length_cm: 20.5,
        width_cm: 10,
        height_cm: 8,
        weight_g: 450,
      },
      {
        asin: 'B0TESTK102',
        ...common,
        ...nothing,
        seller_name: 'Amazon.de',
        fulfilment: 'AMZ',
        ...packageMeasures,
      },
      {
        asin: 'B0TESTK103',
        ...common,
        ...nothing,
        seller_name: 'Kleiner Laden',
        fulfilment: 'FBM',
        ...packageMeasures,
      },
    ]);
  });

  it.each([
    ['a renamed column', renamed(KEEPA_SAMPLE_HEADERS, 'Sales Rank: Current', 'Sales Rank')],
    ['a missing column', KEEPA_SAMPLE_HEADERS.filter((name) => name !== 'ASIN')],
  ])('refuses a file with %s whole, importing nothing', async (_name, headers) => {
    const summary = await t.products('keepa-bad.csv', csvTable(headers, [italian]));
    expect(summary.status).toBe('failed');
    expect(summary.message).toContain('the columns match no products format');
    expect(await t.count('products')).toBe(0);
  });
});

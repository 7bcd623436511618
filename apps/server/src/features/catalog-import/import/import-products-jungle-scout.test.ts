import { describe, expect, it } from 'vitest';
import {
  csvTable,
  JUNGLE_SCOUT_DATABASE_HEADERS,
  JUNGLE_SCOUT_EXTENSION_HEADERS,
  JUNGLE_SCOUT_TITLE_LINES,
  renamed,
} from '../../../../test/support/vendor-exports.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();

const database = {
  ASIN: 'B0TESTJ001',
  'Product Name': 'Garlic Press',
  Brand: 'Zyliss',
  Category: 'Kitchen & Dining',
  'Est. Monthly Revenue': '$11,148.72',
  'Est. Monthly Sales': '328',
  Price: '$33.99',
  Fees: '$9.87',
  Net: '$24.12',
  Rank: '9,916',
  Reviews: '1,204',
  LQS: '7',
  Sellers: '2',
  'Date First Available': '05/17/2023',
  'Buy Box Owner': 'Zyliss Store',
  Rating: '4.7',
  Dimensions: '6.61" x 6.50" x 1.81"',
  'Product Tier': 'Large standard-size',
  Weight: '2.18 lbs',
};

const extension = {
  'Export time:  1/29/2024, 6:08:51 PM': 'Average Monthly Sales: 7,290',
  ASIN: 'B0TESTE001',
  'Product Name': 'Leather Desk Mat',
  Brand: 'AFIING',
  Price: '$18.99',
  'Monthly Units Sold': '3,943',
  'Daily Units Sold': '173',
  'Monthly Revenue': '$74,878',
  'Date First Available': '03/16/2023',
  'Net Revenue': '$11.00',
  'Star Rating': '4.6',
  Reviews: '346',
  'Amazon Fees': '$7.99',
  BSR: '1,066',
  LQS: '7',
  'Seller Type': 'FBA',
  Sellers: '1',
  Category: 'Office Products',
  'Product Tier': 'Standard',
  Dimensions: '3.19 x 3.15 x 17.36 in',
  Weight: '1.26 lb',
  Link: 'https://www.amazon.com/dp/B0TESTE001',
};

const databaseFile = (rows: Record<string, string>[], headers = JUNGLE_SCOUT_DATABASE_HEADERS) =>
  csvTable(headers, rows, JUNGLE_SCOUT_TITLE_LINES);

describe('products import, Jungle Scout Product Database export', () => {
  it('skips the title lines, maps the columns in the named marketplace and rejects bad rows by line', async () => {
    const summary = await t.products(
      'Jungle Scout CSV Export.csv',
      databaseFile([
        database,
        {
          ...database,
          ASIN: 'B0TESTJ002',
          'Est. Monthly Revenue': '--',
          Rank: 'N.A.',
          Reviews: '24.166666666666668',
          'Buy Box Owner': 'Amazon',
          Dimensions: '10cm x 8cm x 3cm',
          Weight: '0.39 kg',
        },
        { ...database, ASIN: 'B0TESTJ003', 'Date First Available': '13/45/2023' },
        { ...database, ASIN: 'B0TESTJ00' },
      ]),
      { marketplace: 'CA' },
    );
    expect(summary).toMatchObject({ format: 'jungle-scout-product-database', accepted: 2, rejected: 2 });
    // the header is line 3, under the two title lines
    expect(summary.reasons).toEqual([
      { line: 6, reason: 'Date First Available: "13/45/2023" is not a month/day/year date' },
      { line: 7, reason: 'asin: not a valid ASIN' },
    ]);
    const rows = await t.catalog.all(
      `select marketplace, asin, title, brand, price, currency, bsr, bsr_category, rating, rating_count,
         seller_count, date_first_available, seller_name, fulfilment, length_cm, width_cm, height_cm,
         size_tier, weight_g
       from products order by asin`,
    );
    const same = {
      marketplace: 'CA',
      title: 'Garlic Press',
      brand: 'Zyliss',
      price: 33.99,
      currency: 'CAD',
      bsr_category: 'Kitchen & Dining',
      rating: 4.7,
      seller_count: 2,
      date_first_available: new Date('2023-05-17'),
      size_tier: 'Large standard-size',
    };
    expect(rows).toEqual([
      {
        asin: 'B0TESTJ001',
        ...same,
        bsr: 9916,
        rating_count: 1204,
        seller_name: 'Zyliss Store',
        fulfilment: null,
        length_cm: 16.79,
        width_cm: 16.51,
        height_cm: 4.6,
        weight_g: 988.8,
      },
      {
        asin: 'B0TESTJ002',
        ...same,
        bsr: null,
        // an average over variations is not a count
        rating_count: null,
        seller_name: 'Amazon',
        fulfilment: 'AMZ',
        length_cm: 10,
        width_cm: 8,
        height_cm: 3,
        weight_g: 390,
      },
    ]);
  });

  it('refuses the file whole when the import names no marketplace, or a column is renamed', async () => {
    const noMarketplace = await t.products('a.csv', databaseFile([database]));
    expect(noMarketplace).toMatchObject({
      status: 'failed',
      message: 'jungle-scout-product-database rows do not name their marketplace: name it for the import',
    });
    const headers = renamed(JUNGLE_SCOUT_DATABASE_HEADERS, 'Buy Box Owner', 'Buy Box Seller');
    const renamedColumn = await t.products('b.csv', databaseFile([database], headers), { marketplace: 'US' });
    expect(renamedColumn.status).toBe('failed');
    expect(renamedColumn.message).toContain('the columns match no products format');
    expect(await t.count('products')).toBe(0);
  });
});

describe('products import, Jungle Scout extension export', () => {
  it('takes the marketplace from the link and the fulfilment from the seller type', async () => {
    const summary = await t.products(
      'Search Term of Desk Mat.csv',
      csvTable(JUNGLE_SCOUT_EXTENSION_HEADERS, [
        extension,
        {
          ASIN: 'B0TESTE002',
          Price: '£7.99',
          'Seller Type': 'AMZ',
          Link: 'https://www.amazon.co.uk/dp/B0TESTE002',
        },
        { ...extension, ASIN: 'B0TESTE003', 'Seller Type': 'FBM', Weight: 'heavy' },
        { ...extension, ASIN: 'B0TESTE004', Link: 'https://www.amazon.com.mx/dp/B0TESTE004' },
      ]),
    );
    expect(summary).toMatchObject({ format: 'jungle-scout-extension', accepted: 2, rejected: 2 });
    expect(summary.reasons).toEqual([
      { line: 4, reason: 'Weight: "heavy" is not a weight' },
      { line: 5, reason: 'marketplace: MX is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)' },
    ]);
    const rows = await t.catalog.all(
      `select marketplace, asin, title, price, currency, bsr, bsr_category, rating, rating_count,
         seller_count, fulfilment, size_tier, date_first_available, length_cm, width_cm, height_cm,
         weight_g, seller_name, bought_past_month
       from products order by asin`,
    );
    expect(rows).toEqual([
      {
        marketplace: 'US',
        asin: 'B0TESTE001',
        title: 'Leather Desk Mat',
        price: 18.99,
        currency: 'USD',
        bsr: 1066,
        bsr_category: 'Office Products',
        rating: 4.6,
        rating_count: 346,
        seller_count: 1,
        fulfilment: 'FBA',
        size_tier: 'Standard',
        date_first_available: new Date('2023-03-16'),
        length_cm: 8.1,
        width_cm: 8,
        height_cm: 44.09,
        weight_g: 571.5,
        seller_name: null,
        bought_past_month: null,
      },
      {
        marketplace: 'UK',
        asin: 'B0TESTE002',
        title: null,
        price: 7.99,
        currency: 'GBP',
        bsr: null,
        bsr_category: null,
        rating: null,
        rating_count: null,
        seller_count: null,
        fulfilment: 'AMZ',
        size_tier: null,
        date_first_available: null,
        length_cm: null,
        width_cm: null,
        height_cm: null,
        weight_g: null,
        seller_name: null,
        bought_past_month: null,
      },
    ]);
  });

  it('refuses a file without the Link column whole', async () => {
    const headers = JUNGLE_SCOUT_EXTENSION_HEADERS.filter((name) => name !== 'Link');
    const summary = await t.products('c.csv', csvTable(headers, [extension]), { marketplace: 'US' });
    expect(summary.status).toBe('failed');
    expect(summary.message).toContain('the columns match no products format');
    expect(await t.count('products')).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { migrateCatalog } from '../../../platform/catalog/catalog-schema.js';
import { hasSharedData, sharedFile } from '../../../../test/shared-data.js';
import { importFile, type ImportRequest } from './import-file.js';

let catalog: CatalogDb;
beforeEach(async () => {
  catalog = await CatalogDb.open(':memory:');
  await migrateCatalog(catalog);
});
afterEach(() => catalog.close());

const csv = (text: string) => new TextEncoder().encode(text);
const products = (fileName: string, bytes: Uint8Array, extra: Partial<ImportRequest> = {}) =>
  importFile(catalog, { kind: 'products', fileName, bytes, ...extra });
const count = async (table: string) =>
  (await catalog.all<{ n: number }>(`select count(*) as n from ${table}`))[0]!.n;

describe('products import, canonical CSV', () => {
  it('keeps the good rows, tells each bad one by line and reason, and records the run', async () => {
    const summary = await products(
      'mine.csv',
      csv(
        [
          'marketplace,asin,title,price,currency,rating,rating_count,bsr,is_best_seller,date_first_available',
          'US,B0TEST0001,Garlic press,12.99,USD,4.5,1200,3400,true,2021-05-28',
          'US,B0TEST0002,,,,,,,,',
          'XX,B0TEST0003,Unknown marketplace,1,USD,,,,,',
          'US,NOTANASIN1,Bad ASIN,1,USD,,,,,',
          'US,B0TEST0004,Too good,1,USD,7,,,,',
          'US,B0TEST0005,Words,"1,5",USD,,,,,',
          'US,B0TEST0001,Again,1,USD,,,,,',
        ].join('\n'),
      ),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'canonical', read: 7, accepted: 2, rejected: 5 });
    expect(summary.reasons).toEqual([
      { line: 4, reason: 'marketplace: XX is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)' },
      { line: 5, reason: 'asin: not a valid ASIN' },
      { line: 6, reason: 'rating: Too big: expected number to be <=5' },
      { line: 7, reason: 'price: "1,5" is not a number' },
      { line: 8, reason: 'duplicate of line 2' },
    ]);
    const rows = await catalog.all(
      'select asin, title, price, rating, rating_count, bsr, is_best_seller, date_first_available from products order by asin',
    );
    expect(rows).toEqual([
      {
        asin: 'B0TEST0001',
        title: 'Garlic press',
        price: 12.99,
        rating: 4.5,
        rating_count: 1200,
        bsr: 3400,
        is_best_seller: true,
        date_first_available: new Date('2021-05-28'),
      },
      {
        asin: 'B0TEST0002',
        title: null,
        price: null,
        rating: null,
        rating_count: null,
        bsr: null,
        is_best_seller: null,
        date_first_available: null,
      },
    ]);
    const [run] = await catalog.all<{ status: string; accepted: number; rejected: number; reasons: string }>(
      'select status, accepted, rejected, reasons from import_runs where id = $1',
      [summary.runId],
    );
    expect(run).toMatchObject({ status: 'done', accepted: 2, rejected: 5 });
    expect(JSON.parse(run!.reasons)).toHaveLength(5);
  });

  it('changes nothing when the same file comes again, and says so', async () => {
    const file = csv('marketplace,asin,title\nUS,B0TEST0001,Press\n');
    const first = await products('a.csv', file);
    const again = await products('a-copy.csv', file);
    expect(again).toMatchObject({
      status: 'unchanged',
      accepted: 0,
      message: `already imported by run ${first.runId}; nothing changed`,
    });
    expect(await count('products')).toBe(1);
  });

  it('keeps what an earlier import said where a later one says nothing, and knows which run gave what', async () => {
    const first = await products('a.csv', csv('marketplace,asin,title,brand\nUS,B0TEST0001,Press,Zyliss\n'));
    const second = await products(
      'b.csv',
      csv('marketplace,asin,title,price,currency\nUS,B0TEST0001,Garlic press,9.5,USD\n'),
    );
    expect(await catalog.all('select title, brand, price from products')).toEqual([
      { title: 'Garlic press', brand: 'Zyliss', price: 9.5 },
    ]);
    const sources = await catalog.all<{ run_id: number; fields: string[] }>(
      'select run_id, fields from product_sources order by run_id',
    );
    expect(sources).toEqual([
      { run_id: first.runId, fields: ['title', 'brand'] },
      { run_id: second.runId, fields: ['title', 'price', 'currency'] },
    ]);
  });

  it('takes the marketplace from the import when the file has no column, and refuses a conflict', async () => {
    const ok = await products('a.csv', csv('asin,title\nB0TEST0001,Press\n'), { marketplace: 'DE' });
    expect(ok.accepted).toBe(1);
    const none = await products('b.csv', csv('asin,title\nB0TEST0002,Press\n'));
    expect(none.reasons).toEqual([
      { line: 2, reason: 'marketplace: missing (add the column or name one for the import)' },
    ]);
    const conflict = await products('c.csv', csv('marketplace,asin\nUS,B0TEST0003\n'), { marketplace: 'DE' });
    expect(conflict.reasons[0]?.reason).toBe('marketplace: the row says US, the import DE');
  });

  it('reads UTF-8 with a BOM and GBK', async () => {
    const bom = await products(
      'bom.csv',
      new Uint8Array([0xef, 0xbb, 0xbf, ...csv('marketplace,asin,title\nUS,B0TEST0001,Press\n')]),
    );
    expect(bom).toMatchObject({ status: 'done', accepted: 1 });
    // "你好" in GBK
    const gbk = new Uint8Array([
      ...csv('marketplace,asin,title\nUS,B0TEST0002,'),
      0xc4,
      0xe3,
      0xba,
      0xc3,
      0x0a,
    ]);
    expect(await products('gbk.csv', gbk)).toMatchObject({ status: 'done', accepted: 1 });
    expect(await catalog.all("select title from products where asin = 'B0TEST0002'")).toEqual([
      { title: '你好' },
    ]);
  });

  it.each([
    ['an empty file', csv(''), 'the file is empty'],
    [
      'a truncated file',
      csv('marketplace,asin,title\nUS,B0TEST0001,"Press\n'),
      'the CSV is broken or cut off near line 2',
    ],
    [
      'a row cut short',
      csv('marketplace,asin,title\nUS,B0TEST0001,Press\nUS,B0TEST0002\n'),
      'the CSV is broken or cut off near line 3',
    ],
    [
      'missing columns',
      csv('market,code,name\nUS,B0TEST0001,Press\n'),
      'the columns match no products format',
    ],
    [
      'bytes that are no text',
      new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x30, 0xff]),
      'the file is neither UTF-8 nor GBK text',
    ],
    [
      'a BOM then bad bytes',
      new Uint8Array([0xef, 0xbb, 0xbf, 0xc4, 0xe3]),
      'the file starts as UTF-8 but holds bytes that are not UTF-8',
    ],
  ])('refuses %s whole, importing nothing', async (_name, bytes, message) => {
    const summary = await products('bad.csv', bytes);
    expect(summary.status).toBe('failed');
    expect(summary.message).toContain(message);
    expect(await count('products')).toBe(0);
    const [run] = await catalog.all<{ status: string; error: string }>(
      'select status, error from import_runs',
    );
    expect(run).toMatchObject({ status: 'failed' });
    expect(run!.error).toContain(message);
  });
});

describe.skipIf(!hasSharedData)('products import, shared data', () => {
  it('reads products_us_2023 with its category table, keeping Amazon’s own “bought in past month”', async () => {
    const categories = await products(
      'amazon_categories.csv',
      sharedFile('products_us_2023', 'amazon_categories.csv'),
    );
    expect(categories).toMatchObject({
      status: 'done',
      format: 'asaniczka-2023-categories',
      accepted: 248,
      rejected: 0,
    });
    const summary = await products(
      'amazon_us_products_2023_subset.csv',
      sharedFile('products_us_2023', 'amazon_us_products_2023_subset.csv'),
    );
    expect(summary).toMatchObject({
      status: 'done',
      format: 'asaniczka-2023',
      read: 3920,
      rejected: 0,
      accepted: 3920,
    });
    const [luggage] = await catalog.all(
      "select marketplace, title, price, list_price, rating, rating_count, category_path, bought_past_month, is_best_seller from products where asin = 'B014TMV5YE'",
    );
    expect(luggage).toEqual({
      marketplace: 'US',
      title: 'Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch',
      price: 139.99,
      list_price: null,
      rating: 4.5,
      rating_count: null,
      category_path: 'Suitcases',
      bought_past_month: 2000,
      is_best_seller: false,
    });
    // The source writes 0 where it has no figure: none of those zeros is stored as data.
    const zeros = await catalog.all<{ n: number }>(
      'select count(*) as n from products where bought_past_month = 0 or list_price = 0 or rating_count = 0 or price = 0',
    );
    expect(zeros[0]!.n).toBe(0);
  });
});

describe.skipIf(!hasSharedData)('snapshots import, shared data', () => {
  it('reads a best-seller list saved three times into history, and each product’s latest values', async () => {
    const summary = await importFile(catalog, {
      kind: 'snapshots',
      fileName: 'amazon_us_bestsellers_node11056291_3snapshots.csv',
      bytes: sharedFile('bsr_timeseries', 'amazon_us_bestsellers_node11056291_3snapshots.csv'),
    });
    expect(summary).toMatchObject({
      status: 'done',
      format: 'bestseller-list',
      read: 200,
      accepted: 200,
      rejected: 0,
    });
    const history = await catalog.all(
      "select observed_at, bsr, browse_node, rating, rating_count, price from product_snapshots where asin = 'B0CX21RTHH' order by observed_at",
    );
    expect(history[0]).toEqual({
      observed_at: new Date('2026-08-25T05:09:41Z'),
      bsr: 1,
      browse_node: '11056291',
      rating: 4.7,
      rating_count: 22767,
      price: 9.98,
    });
    expect(history).toHaveLength(1);
    const dove = await catalog.all<{ rating_count: number; price: number }>(
      "select rating_count, price from product_snapshots where asin = 'B00MEDOY2G' order by observed_at",
    );
    expect(dove).toEqual([
      { rating_count: 86141, price: 11 },
      { rating_count: 86156, price: 10.99 },
      { rating_count: 86172, price: 12.59 },
    ]);
    expect(await count('products')).toBe(80);

    const titles = await products(
      'titles.csv',
      sharedFile('bsr_timeseries', 'amazon_us_bestsellers_node11056291_titles.csv'),
    );
    expect(titles).toMatchObject({
      status: 'failed',
      message: 'bestseller-titles rows do not name their marketplace: name it for the import',
    });
    const named = await products(
      'titles.csv',
      sharedFile('bsr_timeseries', 'amazon_us_bestsellers_node11056291_titles.csv'),
      { marketplace: 'US' },
    );
    expect(named).toMatchObject({ status: 'done', accepted: 67 });
    const [washed] = await catalog.all<{ title: string; sub_bsr: number }>(
      "select title, sub_bsr from products where asin = 'B00MEDOY2G'",
    );
    expect(washed!.title).toMatch(/^Dove Body Wash/);
    expect(washed!.sub_bsr).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasSharedData)('products import, more shared files', () => {
  it('reads the UK toys’ raw detail text: ASIN, ranks, weight, dimensions, first date', async () => {
    const summary = await products(
      'toys_uk_detailed_512.csv',
      sharedFile('products', 'toys_uk_detailed_512.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'promptcloud-toys-detailed', read: 512 });
    expect(
      summary.reasons.filter((r) => r.reason === 'product_information: the detail text names no ASIN'),
    ).toHaveLength(5);
    const [advent] = await catalog.all(
      `select title, brand, price, currency, rating, rating_count, bsr, bsr_category, sub_bsr, sub_bsr_category,
         weight_g, length_cm, width_cm, height_cm, date_first_available from products where asin = 'B00IF1W7NE'`,
    );
    expect(advent).toEqual({
      title: 'Playmobil 5497 Christmas Advent Calendar 1.2.3 Animals in the Forest',
      brand: 'Playmobil',
      price: 17.94,
      currency: 'GBP',
      rating: 4.7,
      rating_count: 76,
      bsr: 43145,
      bsr_category: 'Toys & Games',
      sub_bsr: 22,
      sub_bsr_category: 'Advent Calendars',
      weight_g: 871,
      length_cm: 40,
      width_cm: 7.5,
      height_cm: 30,
      date_first_available: new Date('2014-09-12'),
    });
  });

  it('reads amazon.in rows with rupee prices and the ASIN from the link', async () => {
    const summary = await products(
      'amazon_in.csv',
      sharedFile('products_in_2023', 'amazon_in_products_2023_top100_per_subcategory.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'amazon-in-2023', read: 9206 });
    expect(summary.accepted).toBeGreaterThan(8000);
    const [ac] = await catalog.all(
      "select marketplace, price, list_price, currency, rating, rating_count, category_path from products where asin = 'B0BRKXTSBT'",
    );
    expect(ac).toEqual({
      marketplace: 'IN',
      price: 32999,
      list_price: 58990,
      currency: 'INR',
      rating: 4.2,
      rating_count: 2255,
      category_path: 'appliances > Air Conditioners',
    });
  });

  it('refuses every amazon.com.tr row by its marketplace, row by row', async () => {
    const summary = await products(
      'tr.csv',
      sharedFile('bestsellers_tr_2023', 'amazon_tr_bestsellers_2023.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', read: 5149, accepted: 0, rejected: 5149 });
    expect(summary.reasons[0]).toEqual({
      line: 2,
      reason: 'marketplace: TR is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)',
    });
    expect(await count('products')).toBe(0);
  });

  it('refuses the toys catalogue, which names no ASIN, as a whole', async () => {
    const summary = await products(
      'toys_uk_catalogue_9649.csv',
      sharedFile('products', 'toys_uk_catalogue_9649.csv'),
    );
    expect(summary).toMatchObject({ status: 'failed' });
    expect(summary.message).toContain('the columns match no products format');
  });
});

describe.skipIf(!hasSharedData)('pages import, shared data', () => {
  const page = (folder: string, file: string) =>
    importFile(catalog, { kind: 'pages', fileName: file, bytes: sharedFile(folder, file) });

  it('stores what a product page shows, in the catalog’s units', async () => {
    const summary = await page('product_pages_html_intl', 'amazon_us_dp_B01LW7X0JJ.html');
    expect(summary).toMatchObject({ status: 'done', format: 'product-page', read: 1, accepted: 1 });
    const [row] = await catalog.all(
      `select marketplace, brand, price, currency, rating, rating_count, bsr, bsr_category, sub_bsr, sub_bsr_category,
         weight_g, length_cm, width_cm, height_cm from products where asin = 'B01LW7X0JJ'`,
    );
    expect(row).toEqual({
      marketplace: 'US',
      brand: 'uxcell',
      price: 7.99,
      currency: 'USD',
      rating: 4.5,
      rating_count: 105,
      bsr: 25654,
      bsr_category: 'Home & Kitchen',
      sub_bsr: 30,
      sub_bsr_category: 'Dining Chair Slipcovers',
      weight_g: 119.1, // 4.2 oz
      length_cm: 16.51, // 6.5 × 4.1 × 2.6 inches
      width_cm: 10.41,
      height_cm: 6.6,
    });
  });

  it('stores each result of a Best Sellers page with its rank in the list’s category', async () => {
    const summary = await page(
      'bestseller_pages_html',
      'amazon_com_bestsellers_tools_home_improvement_2022.html',
    );
    expect(summary).toMatchObject({ status: 'done', format: 'bestsellers-page', read: 30, accepted: 30 });
    const ranks = await catalog.all<{ sub_bsr: number; sub_bsr_category: string }>(
      'select distinct sub_bsr_category from products',
    );
    expect(ranks).toEqual([{ sub_bsr_category: 'Tools & Home Improvement' }]);
  });

  it('counts a product shown twice on a search page once', async () => {
    const summary = await page('search_results_html', 'amazon_de_search_2022_katzenfutter.html');
    expect(summary).toMatchObject({ status: 'done', format: 'search-page', rejected: 0 });
    expect(summary.accepted).toBe(summary.read);
    expect(await count('products')).toBe(summary.read);
  });

  it('refuses a marketplace outside the nine and a page that is not Amazon’s', async () => {
    const ae = await page('product_pages_html_intl', 'amazon_ae_dp_B0D37RC231.html');
    expect(ae.reasons).toEqual([
      { line: 1, reason: 'marketplace: AE is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)' },
    ]);
    const other = await importFile(catalog, {
      kind: 'pages',
      fileName: 'blog.html',
      bytes: csv('<html><head><title>My blog</title></head><body><p>Hello</p></body></html>'),
    });
    expect(other).toMatchObject({ status: 'failed' });
    expect(other.message).toContain('this is not an Amazon page');
    expect(await count('products')).toBe(0);
  });
});

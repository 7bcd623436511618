import { describe, expect, it } from 'vitest';
import { csv, useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();
const { products, count } = t;

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
    const rows = await t.catalog.all(
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
    const [run] = await t.catalog.all<{
      status: string;
      accepted: number;
      rejected: number;
      reasons: string;
    }>('select status, accepted, rejected, reasons from import_runs where id = $1', [summary.runId]);
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
    expect(await t.catalog.all('select title, brand, price from products')).toEqual([
      { title: 'Garlic press', brand: 'Zyliss', price: 9.5 },
    ]);
    const sources = await t.catalog.all<{ run_id: number; fields: string[] }>(
      'select run_id, fields from product_sources order by run_id',
    );
    expect(sources).toEqual([
      { run_id: first.runId, fields: ['title', 'brand'] },
      { run_id: second.runId, fields: ['title', 'price', 'currency'] },
    ]);
  });

  it('reads an optional seller_name column into products.seller_name, up to 200 characters', async () => {
    const long = 'S'.repeat(201);
    const summary = await products(
      'sellers.csv',
      csv(`marketplace,asin,seller_name\nUS,B0TEST0001,Acme Store\nUS,B0TEST0002,\nUS,B0TEST0003,${long}\n`),
    );
    expect(summary).toMatchObject({ accepted: 2, rejected: 1 });
    expect(summary.reasons).toEqual([
      { line: 4, reason: 'sellerName: Too big: expected string to have <=200 characters' },
    ]);
    expect(await t.catalog.all('select asin, seller_name from products order by asin')).toEqual([
      { asin: 'B0TEST0001', seller_name: 'Acme Store' },
      { asin: 'B0TEST0002', seller_name: null },
    ]);
    expect(await t.catalog.all('select fields from product_sources order by asin')).toEqual([
      { fields: ['seller_name'] },
      { fields: [] },
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
    expect(await t.catalog.all("select title from products where asin = 'B0TEST0002'")).toEqual([
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
    const [run] = await t.catalog.all<{ status: string; error: string }>(
      'select status, error from import_runs',
    );
    expect(run).toMatchObject({ status: 'failed' });
    expect(run!.error).toContain(message);
  });
});

import { API, PRODUCT_EXPORT_MAX_ROWS } from '@asinasin/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

// Hand-made fixture rows (never shown to a seller): one has a formula-like title and a comma.
const CSV = `marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bsr,bsr_category,seller_count,fulfilment,seller_country,weight_g,variant_count,is_best_seller,date_first_available
US,B0EXPORT01,"Garlic Press, Stainless",Acme,Home & Kitchen > Utensils,19.99,USD,4.5,1200,800,Home & Kitchen,3,FBA,CN,250,2,true,2023-01-10
US,B0EXPORT02,=HYPERLINK Garlic Peeler,Acme,Home & Kitchen > Utensils,9.99,USD,4.1,300,4000,Home & Kitchen,1,FBM,US,40,1,false,2023-05-02
US,B0EXPORT03,Lemon Squeezer,Zest,Home & Kitchen > Juicers,24.50,USD,4.8,90,2500,Home & Kitchen,5,AMZ,US,400,1,false,2022-11-20
US,B0EXPORT04,Garlic Rocker,Zest,Home & Kitchen > Utensils,14.00,USD,,,,,,,,,,,
`;

/** The CSV body without its byte-order mark, as header + records. */
function readCsv(body: string): { header: string[]; records: string[][] } {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parse(body.slice(1)) as string[][];
  return { header: header!, records };
}

describe('product selection CSV export (POST /api/AiAmazonBusiness/index/export)', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'products', CSV)).toMatchObject({ status: 'done', accepted: 4 });
    headers = (await createSeller(t.app)).headers;
  });

  const exportCsv = (body: Record<string, unknown>, extra: Record<string, string> = {}, auth = headers) =>
    t.app.inject({
      method: 'POST',
      url: API.productSelectionExport,
      headers: { ...auth, ...extra },
      payload: body,
    });

  it('answers 401 to a visitor', async () => {
    const res = await exportCsv({}, {}, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).not.toBe(1);
  });

  it('refuses a bad filter or an unknown column with the field named', async () => {
    const reversed = await exportCsv({ price: { min: 40, max: 15 } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ msg: '字段 price.min 无效：最小值不能大于最大值', data: null });
    const column = await exportCsv({ columns: ['price', 'secret'] }, { 'x-lang': 'en-US' });
    expect(column.statusCode).toBe(400);
    expect(column.json().msg).toMatch(/^Field columns\.1 is invalid/);
    expect((await exportCsv({ columns: [] })).statusCode).toBe(400);
  });

  it('writes every row of the result in the API order, not just one page, with the chosen columns', async () => {
    const filters = { keyword: 'garlic', sort: 'price', order: 'desc', size: 1 };
    const api = await t.app.inject({
      method: 'POST',
      url: API.productSelection,
      headers,
      payload: { ...filters, size: 100 },
    });
    const apiRows = api.json().data.rows as { asin: string; title: string; price: number | null }[];
    expect(apiRows.map((row) => row.asin)).toEqual(['B0EXPORT01', 'B0EXPORT04', 'B0EXPORT02']);

    const res = await exportCsv(
      { ...filters, columns: ['price', 'sales30d', 'boughtPastMonth'] },
      { 'x-lang': 'en-US' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['content-disposition']).toMatch(/filename="products-US-\d{4}-\d\d-\d\d\.csv"/);
    const { header, records } = readCsv(res.body);
    expect(header).toEqual([
      'Marketplace',
      'ASIN',
      'Title',
      'Price',
      'Currency',
      'Est. monthly sales (estimated)',
      'Est. monthly sales, low (estimated)',
      'Est. monthly sales, high (estimated)',
      'Estimate curve',
      'Curve calibrated',
      'Bought in past month (Amazon-reported, lower bound)',
    ]);
    expect(records.map((r) => r.slice(0, 5))).toEqual(
      apiRows.map((row) => [
        'US',
        row.asin,
        // a title a spreadsheet would run as a formula is defused
        row.title.startsWith('=') ? `'${row.title}` : row.title,
        row.price === null ? '' : String(row.price),
        'USD',
      ]),
    );
    // 30,000 × 800^-0.82 = 124.6 units (generic curve, ±40 %): the same figures as the API's
    const press = (api.json().data.rows as { sales30d: Record<string, unknown> }[])[0]!.sales30d;
    expect(records[0]!.slice(5)).toEqual([
      String(press.units),
      String(press.low),
      String(press.high),
      '*/*',
      'false',
      '',
    ]);
    expect(records[1]!.slice(5)).toEqual(['', '', '', '', '', '']);
  });

  it('heads the file in Chinese by default and writes every column when none are chosen', async () => {
    const res = await exportCsv({ keyword: 'lemon' });
    const { header, records } = readCsv(res.body);
    expect(header.slice(0, 4)).toEqual(['站点', 'ASIN', '标题', '图片链接']);
    expect(header).toContain('预估月销量（估算）');
    expect(header).toContain('近一月购买（亚马逊公布，下限）');
    expect(header).toContain('BSR 增长率（%）');
    expect(records).toHaveLength(1);
    const row = Object.fromEntries(header.map((name, i) => [name, records[0]![i]]));
    expect(row).toMatchObject({
      ASIN: 'B0EXPORT03',
      品牌: 'Zest',
      价格: '24.5',
      配送方式: 'AMZ',
      上架日期: '2022-11-20',
    });
  });

  it('writes only the header when nothing matches', async () => {
    const res = await exportCsv({ keyword: 'nothing-matches-this' }, { 'x-lang': 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('0');
    expect(readCsv(res.body).records).toEqual([]);
  });

  it(`stops at ${PRODUCT_EXPORT_MAX_ROWS} rows and says so in the file name`, async () => {
    const catalog = await t.app.context.catalog();
    // one more product than the cap, in a marketplace of its own (ranks 1 … cap + 1)
    await catalog.run(`insert into products (marketplace, asin, title, bsr, run_id, updated_at)
      select 'DE', 'B' || lpad(i::varchar, 9, '0'), 'Produkt ' || i, i, 0, now()
      from range(1, ${PRODUCT_EXPORT_MAX_ROWS + 2}) t(i)`);
    const res = await exportCsv({ marketplace: 'DE', columns: ['bsr'] }, { 'x-lang': 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(PRODUCT_EXPORT_MAX_ROWS + 1));
    expect(res.headers['x-export-count']).toBe(String(PRODUCT_EXPORT_MAX_ROWS));
    expect(res.headers['content-disposition']).toContain(
      `-first-${PRODUCT_EXPORT_MAX_ROWS}-of-${PRODUCT_EXPORT_MAX_ROWS + 1}.csv`,
    );
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toHaveLength(PRODUCT_EXPORT_MAX_ROWS + 1);
    expect(lines[1]).toBe('DE,B000000001,Produkt 1,1,');
    expect(lines.at(-1)).toBe(
      `DE,B${String(PRODUCT_EXPORT_MAX_ROWS).padStart(9, '0')},Produkt ${PRODUCT_EXPORT_MAX_ROWS},${PRODUCT_EXPORT_MAX_ROWS},`,
    );
  }, 60_000);
});

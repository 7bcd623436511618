import { API, type KeywordReverseInput } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { importKeywordReports, MONTH, WEEK_1 } from '../../../test/support/keywords-catalog.js';

const w1 = `${WEEK_1.start}/${WEEK_1.end}`;
const terms = (body: { data: { rows: { term: string }[] } }) => body.data.rows.map((row) => row.term);

describe('reverse ASIN and search box APIs', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await createSeller(t.app)).headers;
    await importKeywordReports(t.app);
    const products = `marketplace,asin,title,brand,category_path,bsr
US,B0GARLIC01,Garlic Press Stainless Steel,Acme,Home & Kitchen > Kitchen Utensils,800
US,B0GARLIC02,Garlic Peeler Silicone,Acme,Home & Kitchen > Kitchen Utensils,400
US,B0LEMON001,Lemon Squeezer,Zest,Home & Kitchen > Juicers,
`;
    expect(await importIntoCatalog(t.app, 'products', products)).toMatchObject({ accepted: 3 });
  });

  const reverse = (body: KeywordReverseInput | Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url: API.keywordReverse, headers: auth, payload: body });

  it('answers 401 to a visitor on every call', async () => {
    for (const url of [API.keywordReverse, API.keywordReverseCsv, API.searchThree]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { asins: ['B0GARLIC01'], field: 'x' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      expect(res.json().code).not.toBe(1);
    }
  });

  it("refuses a missing or malformed ASIN with SPEC §5's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ asins: [] }, 'ASIN不能为空'],
      [{ asins: ['  '] }, 'ASIN不能为空'],
      [{ asins: ['B1GARLIC01'] }, '错误的ASIN'],
      [{ asins: ['B0GARLIC01', 'B0SHORT'] }, '错误的ASIN'],
    ];
    for (const [body, msg] of cases) {
      for (const url of [API.keywordReverse, API.keywordReverseCsv]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
        expect({ body, status: res.statusCode, msg: res.json().msg }).toEqual({ body, status: 400, msg });
        expect(res.json().code).not.toBe(1);
      }
    }
    const english = await reverse({ asins: ['B0X'] }, { ...headers, 'accept-language': 'en-US' });
    expect(english.json().msg).toBe('Invalid ASIN');
    expect((await reverse({ asins: ['B0GARLIC01'], view: 'both' })).statusCode).toBe(400);
  });

  it('lists the terms of one ASIN with its click rank and shares', async () => {
    const res = await reverse({ asins: ['b0garlic03 '], period: w1 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.perAsin).toEqual([{ asin: 'B0GARLIC03', terms: 2 }]);
    expect(data.rows).toEqual([
      {
        term: 'garlic press',
        department: 'Amazon.com',
        rank: 100,
        asins: ['B0GARLIC03'],
        clicked: [
          { asin: 'B0GARLIC01', clickRank: 1, clickShare: 0.3, conversionShare: 0.2 },
          { asin: 'B0GARLIC02', clickRank: 2, clickShare: 0.2, conversionShare: 0.1 },
          { asin: 'B0GARLIC03', clickRank: 3, clickShare: 0.1, conversionShare: 0.05 },
        ],
      },
      {
        term: 'press for garlic',
        department: 'Amazon.com',
        rank: 900,
        asins: ['B0GARLIC03'],
        clicked: [{ asin: 'B0GARLIC03', clickRank: 1, clickShare: 0.25, conversionShare: 0.15 }],
      },
    ]);
  });

  it('gives the union and the intersection of several ASINs', async () => {
    const two = ['B0GARLIC01', 'B0GARLIC02'];
    const union = await reverse({ asins: two, period: w1 });
    expect(union.json().data).toMatchObject({
      total: 3,
      perAsin: [
        { asin: 'B0GARLIC01', terms: 2 },
        { asin: 'B0GARLIC02', terms: 2 },
      ],
    });
    expect(union.json().data.rows.map((r: { term: string; asins: string[] }) => [r.term, r.asins])).toEqual([
      ['garlic press', two],
      ['garlic press stainless steel', ['B0GARLIC01']],
      ['garlic peeler', ['B0GARLIC02']],
    ]);
    const both = await reverse({ asins: two, period: w1, view: 'intersection' });
    expect(both.json().data).toMatchObject({ total: 1, perAsin: [{ terms: 2 }, { terms: 2 }] });
    expect(terms(both.json())).toEqual(['garlic press']);
    const byCount = await reverse({ asins: two, period: w1, sort: 'asinCount', order: 'desc' });
    expect(terms(byCount.json())).toEqual(['garlic press', 'garlic peeler', 'garlic press stainless steel']);
    const paged = await reverse({ asins: two, period: w1, size: 1, page: 2 });
    expect(paged.json().data).toMatchObject({ total: 3, rows: [{ term: 'garlic press stainless steel' }] });
    const latest = await reverse({ asins: two });
    expect(latest.json().data).toMatchObject({ period: MONTH, total: 1, rows: [{ term: 'garlic press' }] });
    const nowhere = await reverse({ asins: ['B0NOWHERE1'], period: w1 });
    expect(nowhere.json().data).toMatchObject({
      total: 0,
      rows: [],
      perAsin: [{ asin: 'B0NOWHERE1', terms: 0 }],
    });
  });

  it('exports the reverse lookup as CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.keywordReverseCsv,
      headers: { ...headers, 'accept-language': 'en-US' },
      payload: { asins: ['B0GARLIC01', 'B0GARLIC02'], period: w1, view: 'intersection' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.headers['content-disposition']).toContain(
      'filename="reverse-B0GARLIC01_B0GARLIC02-intersection-US-2024-01-13.csv"',
    );
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n'),
    ).toEqual([
      'Search term,Department,Search frequency rank,Looked-up ASINs,#1 clicked ASIN,#1 click share,#1 conversion share,#2 clicked ASIN,#2 click share,#2 conversion share,#3 clicked ASIN,#3 click share,#3 conversion share,Period start,Period end',
      'garlic press,Amazon.com,100,B0GARLIC01 B0GARLIC02,B0GARLIC01,0.3,0.2,B0GARLIC02,0.2,0.1,B0GARLIC03,0.1,0.05,2024-01-07,2024-01-13',
    ]);
  });

  it('answers the search box with terms, products and categories', async () => {
    const search = (field: string, marketplace?: string) =>
      t.app.inject({ method: 'POST', url: API.searchThree, headers, payload: { field, marketplace } });
    const garlic = (await search('Garlic')).json().data;
    expect(garlic).toEqual({
      period: MONTH,
      terms: [{ term: 'garlic press', rank: 90 }],
      products: [
        { asin: 'B0GARLIC02', title: 'Garlic Peeler Silicone', imageUrl: null },
        { asin: 'B0GARLIC01', title: 'Garlic Press Stainless Steel', imageUrl: null },
      ],
      categories: [],
    });
    const kitchen = (await search('kitchen')).json().data;
    expect(kitchen.categories).toEqual([
      { path: 'Home & Kitchen > Kitchen Utensils', products: 2 },
      { path: 'Home & Kitchen > Juicers', products: 1 },
    ]);
    expect((await search('b0lemon001')).json().data.products).toEqual([
      { asin: 'B0LEMON001', title: 'Lemon Squeezer', imageUrl: null },
    ]);
    const squeezer = (await search('squeezer')).json().data;
    expect(squeezer.terms).toEqual([{ term: 'lemon squeezer', rank: 15 }]);
    expect((await search('garlic', 'UK')).json().data).toMatchObject({ terms: [{ rank: 5 }], products: [] });
    expect((await search('garlic', 'JP')).json().data).toEqual({
      period: null,
      terms: [],
      products: [],
      categories: [],
    });
    const empty = await search('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).not.toBe(1);
  });
});

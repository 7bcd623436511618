import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { importHotFixture, T0, T1 } from '../../../test/support/hot-products-catalog.js';

const P1 = 'B0HOTPROD1';
const P2 = 'B0HOTPROD2';
const UNKNOWN = 'B0NOTHERE1';

describe('product calls (POST /api/amazon/getAsinInfo, /api/amazon/asin)', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  let runs: { productsRun: number; snapshotsRun: number };

  beforeAll(async () => {
    runs = await importHotFixture(t.app);
    headers = (await createSeller(t.app)).headers;
  });

  const call = (url: string, body: Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload: body });

  it('answers 401 to a visitor on both calls', async () => {
    for (const url of [API.asinInfo, API.productHistory]) {
      const res = await call(url, { asin: P1, asins: [P1] }, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().code).not.toBe(1);
    }
  });

  it("getAsinInfo gives the catalog's summary with data.img, for any seller", async () => {
    const res = await call(API.asinInfo, { asin: ` ${P1.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      marketplace: 'US',
      asin: P1,
      img: 'https://m.media-amazon.com/images/I/one.jpg',
      title: 'Body Wash Vanilla',
      brand: 'Acme',
      price: 12,
      currency: 'USD',
      bsr: 2,
      bsrCategory: 'Beauty & Personal Care',
      rating: 4.5,
      ratingCount: 1000,
    });
    const other = (await createSeller(t.app)).headers;
    expect((await call(API.asinInfo, { asin: P1 }, other)).json().data.asin).toBe(P1);
  });

  it('getAsinInfo: 404 envelope for an ASIN the catalog lacks, 400 for a bad one', async () => {
    const missing = await call(API.asinInfo, { asin: UNKNOWN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, data: null });
    expect(missing.json().msg).toBe(`US 站点的目录中没有 ${UNKNOWN}：请先导入含有它的数据`);
    const english = await call(
      API.asinInfo,
      { asin: P1, marketplace: 'UK' },
      { ...headers, 'accept-language': 'en-US' },
    );
    expect(english.json().msg).toBe(`The UK catalog has no product ${P1}: import data that holds it first`);
    const bad = await call(API.asinInfo, { asin: 'A0HOTPROD1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('错误的ASIN');
    const empty = await call(API.asinInfo, { asin: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('ASIN不能为空');
  });

  it('asin: the history with root ranks, per-observation estimates and provenance', async () => {
    const res = await call(API.productHistory, { marketplace: 'US', asins: [P1, P2, UNKNOWN] });
    expect(res.statusCode).toBe(200);
    const { products, missing } = res.json().data;
    expect(missing).toEqual([UNKNOWN]);
    expect(products.map((p: { product: { asin: string } }) => p.product.asin)).toEqual([P1, P2]);
    const [one, two] = products;
    // 30,000 × BSR^-0.82 (the generic curve), ±40 %: rank 5 → 8,016.2; rank 2 → 16,993.3.
    expect(one.series).toEqual([
      {
        observedAt: T0,
        price: 11,
        currency: 'USD',
        bsr: 5,
        bsrCategory: 'Beauty & Personal Care',
        browseNode: '111',
        rootBsr: 5,
        rating: 4.4,
        ratingCount: 900,
        boughtPastMonth: null,
        estimatedSales: { units: 8016, low: 4810, high: 11223, curve: '*/*', calibrated: false },
        // a file of one price gives none of Keepa's own series
        amazonPrice: null,
        newPrice: null,
        fbaPrice: null,
        subBsr: null,
        subBsrCategory: null,
        runId: runs.snapshotsRun,
      },
      expect.objectContaining({
        observedAt: T1,
        bsr: 2,
        rootBsr: 2,
        price: 12,
        estimatedSales: { units: 16993, low: 10196, high: 23791, curve: '*/*', calibrated: false },
      }),
    ]);
    // sales_30d averages the two observations' units: (8,016.2 + 16,993.3) / 2 = 12,504.7.
    expect(one.product).toMatchObject({
      bsrGrowth: 3,
      bsrGrowthRate: 0.6,
      sales30d: { units: 12505, low: 7503, high: 17507, curve: '*/*', calibrated: false },
      boughtPastMonth: 2000,
    });
    expect(one.salesMethod).toMatchObject({ basis: 'snapshots', observations: 2 });
    expect(one.sources).toEqual([
      expect.objectContaining({
        runId: runs.productsRun,
        kind: 'products',
        fileName: 'hot-products.csv',
        observations: 0,
      }),
      expect.objectContaining({
        runId: runs.snapshotsRun,
        kind: 'snapshots',
        format: 'bestseller-list',
        fileName: 'hot-list.csv',
        observations: 2,
      }),
    ]);
    expect(one.sources[0].fields).toContain('title');
    expect(one.fieldSources).toMatchObject({
      title: runs.productsRun,
      bought_past_month: runs.productsRun,
      price: runs.snapshotsRun,
      rating_count: runs.snapshotsRun,
    });
    // P2's list ranks are node ranks, not root ranks: no estimate is made from them.
    expect(two.series.map((p: { bsr: number; rootBsr: number | null }) => [p.bsr, p.rootBsr])).toEqual([
      [4, null],
      [3, null],
    ]);
    expect(two.series[1].estimatedSales).toBeNull();
    expect(two.product.sales30d).toBeNull();
    expect(two.salesMethod).toMatchObject({ basis: null, observations: 0 });
  });

  it('asin: 404 when the catalog has none of them; 400 on bad lists', async () => {
    const none = await call(API.productHistory, { asins: [UNKNOWN] });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe(404);
    const bad: Record<string, unknown>[] = [
      { asins: [] },
      { asins: ['nope'] },
      { asins: Array.from({ length: 11 }, (_, i) => `B0HOTPRO${String(i).padStart(2, '0')}`) },
      { asins: [P1], marketplace: 'TR' },
      {},
    ];
    for (const body of bad) {
      const res = await call(API.productHistory, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().code).not.toBe(1);
    }
    expect((await call(API.productHistory, { asins: [] })).json().msg).toContain('ASIN不能为空');
    expect((await call(API.productHistory, { asins: ['nope'] })).json().msg).toContain('错误的ASIN');
    const twice = await call(API.productHistory, { asins: [P1, ` ${P1.toLowerCase()}`] });
    expect(twice.json().data.products).toHaveLength(1);
  });
});

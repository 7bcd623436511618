import { API, MARKET_METRICS } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp, type Engine } from '../../../test/support/test-app.js';

// Hand-made fixture rows (never shown to a seller): US has no root BSR at all and ratings on two
// of three products, as the demo catalog's US pages; UK has ranks.
const HEADER = 'marketplace,asin,title,category_path,price,currency,rating_count,bsr,bsr_category';
const CSV = `${HEADER}
US,B0COVER001,Suitcase Hard Shell,Luggage,365.00,USD,,,
US,B0COVER002,Garlic Press,Home & Kitchen,19.99,USD,1200,,
US,B0COVER003,Lemon Squeezer,Home & Kitchen,24.50,USD,90,,
UK,B0COVER004,Yoga Mat,Sports,35.00,GBP,5000,900,Sports
UK,B0COVER005,Yoga Block,Sports,12.00,GBP,10,150,Sports
`;
const RANKED_US = `${HEADER}
US,B0COVER003,Lemon Squeezer,Home & Kitchen,24.50,USD,90,2500,Home & Kitchen
`;

const asins = (body: { data: { rows: { asin: string }[] } }) => body.data.rows.map((row) => row.asin);

describeEachEngine('catalog coverage and the default sort', (engine: Engine) => {
  const t = useTestApp(engine);
  let headers: Record<string, string>;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'products', CSV)).toMatchObject({ status: 'done', accepted: 5 });
    headers = (await createSeller(t.app)).headers;
  });

  const coverage = (marketplace: string, auth = headers) =>
    t.app.inject({ method: 'GET', url: `${API.catalogCoverage}?marketplace=${marketplace}`, headers: auth });
  const select = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.productSelection, headers, payload: body });

  it('answers 401 to a visitor and refuses an unknown marketplace with a message', async () => {
    expect((await coverage('US', {})).statusCode).toBe(401);
    const bad = await coverage('XX');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).not.toBe(1);
    expect(bad.json().msg).toBeTruthy();
  });

  it("counts a marketplace's products and each filter column's values", async () => {
    const res = await coverage('US');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1);
    const data = res.json().data;
    expect(data).toMatchObject({ marketplace: 'US', products: 3 });
    expect(data.values).toMatchObject({ price: 3, ratingCount: 2, bsr: 0, sales30d: 0, boughtPastMonth: 0 });
    expect((await coverage('UK')).json().data.values).toMatchObject({ bsr: 2, ratingCount: 2 });
    expect((await coverage('DE')).json().data).toMatchObject({ products: 0, values: { bsr: 0 } });
  });

  it("counts a marketplace's category markets and each ranking metric's values, for hot markets' filters", async () => {
    // US: Luggage and Home & Kitchen, each a market of one level; ratings only in Home & Kitchen
    const us = (await coverage('US')).json().data.markets;
    expect(us).toMatchObject({ count: 2, values: { products: 2, price: 2, ratingCount: 1, units: 0 } });
    expect(Object.keys(us.values).sort()).toEqual([...MARKET_METRICS].sort());
    expect((await coverage('DE')).json().data.markets).toMatchObject({ count: 0, values: { units: 0 } });
  });

  it('sorts by the first preferred column with data when the query names no sort, and says so', async () => {
    const us = await select({ marketplace: 'US' });
    expect(us.json().data.sortedBy).toEqual({
      field: 'ratingCount',
      order: 'desc',
      by: 'default',
      skipped: ['bsr', 'sales30d', 'boughtPastMonth'],
    });
    expect(asins(us.json())).toEqual(['B0COVER002', 'B0COVER003', 'B0COVER001']);

    const uk = await select({ marketplace: 'UK' });
    expect(uk.json().data.sortedBy).toEqual({ field: 'bsr', order: 'asc', by: 'default', skipped: [] });
    expect(asins(uk.json())).toEqual(['B0COVER005', 'B0COVER004']);
  });

  it('keeps a sort the query names, with the column’s own order when none is given', async () => {
    const byPrice = await select({ marketplace: 'US', sort: 'price' });
    expect(byPrice.json().data.sortedBy).toEqual({
      field: 'price',
      order: 'desc',
      by: 'request',
      skipped: [],
    });
    expect(asins(byPrice.json())).toEqual(['B0COVER001', 'B0COVER003', 'B0COVER002']);
    const byBsr = await select({ marketplace: 'US', sort: 'bsr', order: 'asc' });
    expect(byBsr.json().data.sortedBy).toMatchObject({ field: 'bsr', by: 'request' });
  });

  it('ranks hot markets by the first preferred metric any market has when the query names none', async () => {
    const rank = (query: string) =>
      t.app.inject({ method: 'GET', url: `${API.marketRanking}?${query}`, headers });
    const us = await rank('marketplace=US&level=1');
    expect(us.statusCode).toBe(200);
    expect(us.json().data.sortedBy).toEqual({
      field: 'ratingCount',
      order: 'desc',
      by: 'default',
      skipped: ['units', 'boughtPastMonth'],
    });
    expect(us.json().data.rows.map((row: { path: string }) => row.path)).toEqual([
      'Home & Kitchen',
      'Luggage',
    ]);
    const chosen = await rank('marketplace=US&level=1&sort=price');
    expect(chosen.json().data.sortedBy).toEqual({
      field: 'price',
      order: 'desc',
      by: 'request',
      skipped: [],
    });
    expect(chosen.json().data.rows.map((row: { path: string }) => row.path)).toEqual([
      'Luggage',
      'Home & Kitchen',
    ]);
  });

  it('forgets what it counted when an import finishes', async () => {
    expect((await coverage('US')).json().data.values.bsr).toBe(0);
    expect(await importIntoCatalog(t.app, 'products', RANKED_US)).toMatchObject({ status: 'done' });
    expect((await coverage('US')).json().data.values.bsr).toBe(1);
    const us = await select({ marketplace: 'US' });
    expect(us.json().data.sortedBy).toMatchObject({ field: 'bsr', by: 'default', skipped: [] });
    expect(asins(us.json())[0]).toBe('B0COVER003');
  });
});

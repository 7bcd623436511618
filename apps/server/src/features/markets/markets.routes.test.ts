import { API } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { searchTermsReport } from '../../../test/support/search-terms-report.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

// Hand-made fixture rows (never shown to a seller); no BSR, so brand shares go by rating counts.
const CSV = `marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,fulfilment,has_aplus,date_first_available,bought_past_month
US,B0MARKTS01,Garlic Press Steel,Acme,Kitchen > Utensils,10,USD,4.5,100,FBA,true,2022-01-05,50
US,B0MARKTS02,Garlic Peeler Tube,Acme,Kitchen > Utensils,20,USD,4.0,300,FBM,false,2023-03-01,
US,B0MARKTS03,Lemon Squeezer,Zest,Kitchen > Utensils > Juicers,30,USD,3.5,600,FBA,true,2023-07-01,200
US,B0MARKTS04,Yoga Mat,Flexa,Sports > Yoga,40,USD,5.0,1000,,,2021-01-01,
UK,B0MARKTS05,Garlic Press UK,Acme,Kitchen > Utensils,12,GBP,4.0,50,FBA,,,
`;
const UTENSILS = 'Kitchen > Utensils';

describeEachEngine('hot market calls', (engine) => {
  const t = useTestApp(engine);
  let headers: Record<string, string>;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'products', CSV, { fileName: 'markets.csv' })).toMatchObject({
      status: 'done',
      accepted: 5,
    });
    headers = (await createSeller(t.app)).headers;
  });

  const get = (url: string, query: Record<string, string | number>, auth = headers) =>
    t.app.inject({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: auth,
    });
  const post = (url: string, payload: Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url, payload, headers: auth });
  const paths = (res: { json: () => { data: { rows: { path: string }[] } } }) =>
    res.json().data.rows.map((row) => row.path);

  it('answers 401 to a visitor on every call', async () => {
    for (const res of [
      await get(API.categoryTree, {}, {}),
      await get(API.marketRanking, {}, {}),
      await post(API.marketNiches, { keyword: 'garlic' }, {}),
      await post(API.marketDetail, { node: UTENSILS }, {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).not.toBe(1);
    }
  });

  it('answers 400 with the envelope to bad input', async () => {
    const bad = [
      await get(API.marketRanking, { priceMin: 30, priceMax: 10 }),
      await get(API.marketRanking, { sort: 'bogus' }),
      await get(API.marketRanking, { unitsMin: 'many' }),
      await get(API.marketRanking, { level: 0 }),
      await get(API.marketRanking, { marketplace: 'XX' }),
      await get(API.categoryTree, { parent: '' }),
      await post(API.marketNiches, { keyword: '   ' }),
      await post(API.marketDetail, { node: UTENSILS, keyword: 'garlic' }),
      await post(API.marketDetail, {}),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: null });
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toEqual(expect.any(String));
    }
    expect(bad[0]!.json().msg).toContain('priceMin');
  });

  it('ranks every node with its figures computed by hand', async () => {
    const res = await get(API.marketRanking, { sort: 'products' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(5);
    expect(paths(res)).toEqual(['Kitchen', UTENSILS, `${UTENSILS} > Juicers`, 'Sports', 'Sports > Yoga']);
    expect(res.json().data.rows[1]).toEqual({
      path: UTENSILS,
      name: 'Utensils',
      level: 2,
      parentPath: 'Kitchen',
      children: 1,
      products: 3,
      sample: 3,
      units: null,
      unitsLow: null,
      unitsHigh: null,
      withUnits: 0,
      boughtPastMonth: 250,
      boughtKnown: 2,
      price: 20,
      currency: 'USD',
      rating: 4,
      ratingCount: 333, // (100 + 300 + 600) / 3
      concentrationBasis: 'ratings',
      brandTop3: 1, // Zest 600, Acme 400 of 1,000 ratings
      brandTop10: 1,
      brandKnown: 3,
      newShare: null, // no snapshot: the data's date is unknown
      firstAvailableKnown: 3,
      asOf: null,
      fbaShare: 0.6667,
      fulfilmentKnown: 3,
      aplusShare: 0.6667,
      aplusKnown: 3,
    });
    expect(res.json().data.latestRun).toMatchObject({ kind: 'products', fileName: 'markets.csv' });
    expect(res.json().data.computedAt).toEqual(expect.any(String));
  });

  it('filters by level, parent, metric ranges, and sorts and pages', async () => {
    const cases: [Record<string, string | number>, string[], number?][] = [
      [{ level: 1 }, ['Kitchen', 'Sports']],
      [{ parent: 'Kitchen' }, [UTENSILS]],
      [{ parent: 'Kitchen', level: 3 }, [`${UTENSILS} > Juicers`]],
      [{ priceMin: 25, sort: 'price', order: 'asc' }, [`${UTENSILS} > Juicers`, 'Sports', 'Sports > Yoga']],
      [{ fbaShareMin: 0.5, sort: 'fbaShare' }, [`${UTENSILS} > Juicers`, 'Kitchen', UTENSILS]],
      [{ sort: 'price', order: 'asc', size: 2, page: 2 }, [`${UTENSILS} > Juicers`, 'Sports'], 5],
      [{ marketplace: 'UK' }, ['Kitchen', UTENSILS]],
      [{ parent: 'Nowhere' }, []],
    ];
    for (const [query, expected, total = expected.length] of cases) {
      const res = await get(API.marketRanking, query);
      expect({ query, paths: paths(res), total: res.json().data.total }).toEqual({
        query,
        paths: expected,
        total,
      });
    }
  });

  it('gives the category tree level by level', async () => {
    const roots = await get(API.categoryTree, {});
    expect(roots.json().data).toEqual({
      parent: null,
      nodes: [
        { path: 'Kitchen', name: 'Kitchen', level: 1, products: 3, children: 1 },
        { path: 'Sports', name: 'Sports', level: 1, products: 1, children: 1 },
      ],
    });
    const children = await get(API.categoryTree, { parent: 'Kitchen' });
    expect(children.json().data.nodes).toEqual([
      { path: UTENSILS, name: 'Utensils', level: 2, products: 3, children: 1 },
    ]);
  });

  it('finds the keyword’s niche alone when no search terms are imported', async () => {
    const res = await post(API.marketNiches, { keyword: 'Garlic', marketplace: 'UK' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ keyword: 'Garlic', searchTermsPeriod: null });
    expect(res.json().data.niches).toHaveLength(1);
    expect(res.json().data.niches[0]).toMatchObject({
      keyword: 'Garlic',
      source: 'keyword',
      products: 1,
      price: 12,
    });
  });

  it('adds the related search terms of the newest period as niches', async () => {
    const report = searchTermsReport({ start: '2026-06-07', end: '2026-06-13' }, [
      { term: 'garlic press', rank: 10, clicked: [['B0MARKTS01', 0.5, 0.1]] },
      { term: 'garlic peeler', rank: 20, clicked: [['B0MARKTS02', 0.3, 0.1]] },
      { term: 'garlic salt', rank: 5, clicked: [['B0MARKTS09', 0.3, 0.1]] },
      { term: 'lemon', rank: 1, clicked: [['B0MARKTS03', 0.3, 0.1]] },
    ]);
    expect(await importIntoCatalog(t.app, 'search-terms', report, { fileName: 'terms.json' })).toMatchObject({
      status: 'done',
    });
    const res = await post(API.marketNiches, { keyword: 'garlic' });
    const niches = res.json().data.niches as { keyword: string; products: number; source: string }[];
    expect(niches.map((n) => [n.keyword, n.source, n.products])).toEqual([
      ['garlic', 'keyword', 2],
      ['garlic salt', 'search-term', 0],
      ['garlic press', 'search-term', 1],
      ['garlic peeler', 'search-term', 1],
    ]);
    expect(res.json().data.searchTermsPeriod).toEqual({ start: '2026-06-07', end: '2026-06-13' });
    expect(res.json().data.niches[2]).toMatchObject({ price: 10, rating: 4.5, searchFrequencyRank: 10 });
  });

  it('details a node: its sample, distributions and the files they came from', async () => {
    const res = await post(API.marketDetail, { node: UTENSILS });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.products.map((p: { asin: string }) => p.asin)).toEqual([
      'B0MARKTS03',
      'B0MARKTS02',
      'B0MARKTS01',
    ]);
    expect(data.metrics.sample).toMatchObject({ products: 3, marketProducts: 3 });
    expect(data.brands).toEqual({
      basis: 'ratings',
      known: 3,
      rows: [
        { name: 'Zest', products: 1, share: 0.6 },
        { name: 'Acme', products: 2, share: 0.4 },
      ],
    });
    expect(data.ratings.known).toBe(3);
    const ratingBins = Object.fromEntries(
      data.ratings.bins.map((b: { from: number; products: number }) => [b.from, b.products]),
    );
    expect(ratingBins).toMatchObject({ 3.5: 1, 4: 1, 4.5: 1, 5: 0 });
    expect(data.ratingCounts.bins).toContainEqual({ from: 100, to: 1000, products: 3 });
    expect(data.listingAge).toEqual({
      unit: 'year',
      known: 3,
      bins: [
        { from: 2022, to: 2023, products: 1 },
        { from: 2023, to: 2024, products: 2 },
      ],
    });
    expect(data.runs).toEqual([expect.objectContaining({ kind: 'products', fileName: 'markets.csv' })]);
  });

  it('details a keyword market, and an empty market honestly', async () => {
    const garlic = await post(API.marketDetail, { keyword: 'garlic' });
    expect(garlic.json().data.products).toHaveLength(2);
    expect(garlic.json().data.keyword).toBe('garlic');
    const none = await post(API.marketDetail, { node: 'Nowhere' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toMatchObject({ products: [], runs: [], brands: { basis: null, rows: [] } });
    expect(none.json().data.metrics.average.price).toMatchObject({ value: null, reason: 'noSample' });
  });
});

import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { importAbaFixture, WEEK_1, WEEK_2 } from '../../../test/support/aba-catalog.js';

const terms = (body: { data: { rows: { term: string }[] } }) => body.data.rows.map((row) => row.term);
const asins = (body: { data: { rows: { asin: string }[] } }) => body.data.rows.map((row) => row.asin);

describe('ABA calls: movers, products from terms, one term', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  let runIds: number[];

  beforeAll(async () => {
    runIds = (await importAbaFixture(t.app)).map((run) => run.runId);
    headers = (await createSeller(t.app)).headers;
  });

  const call = (url: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload: body });
  const weeks = { department: 'Amazon.com', from: WEEK_1, to: WEEK_2 };

  it('lists the terms that rose, with places gained and the rate, bounded by rank', async () => {
    const res = await call(API.abaMovers, weeks);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.rows).toEqual([
      // 300,000 → 5,000: 295,000 places, 295,000 / 300,000 of its old rank
      {
        term: 'rising from deep',
        fromRank: 300_000,
        toRank: 5000,
        change: 295_000,
        changeRate: 0.983333,
        clickConcentration: 0.4,
      },
      {
        term: 'garlic press',
        fromRank: 100,
        toRank: 80,
        change: 20,
        changeRate: 0.2,
        clickConcentration: 0.25,
      },
      { term: 'yoga mat', fromRank: 50, toRank: 40, change: 10, changeRate: 0.2, clickConcentration: 0.45 },
    ]);
    expect(res.json().data.sources.map((s: { fileName: string }) => s.fileName)).toEqual([
      'week-2.json',
      'week-1.json',
    ]);
    const cases: [Record<string, unknown>, string[], number][] = [
      [{ rankMax: 1000 }, ['garlic press', 'yoga mat'], 2],
      [{ sort: 'toRank' }, ['yoga mat', 'garlic press', 'rising from deep'], 3],
      [{ sort: 'changeRate', order: 'asc' }, ['garlic press', 'yoga mat', 'rising from deep'], 3],
      [{ size: 1, page: 2 }, ['garlic press'], 3],
      [{ term: 'yoga' }, ['yoga mat'], 1],
    ];
    for (const [filters, expected, total] of cases) {
      const r = await call(API.abaMovers, { ...weeks, ...filters });
      expect({ filters, terms: terms(r.json()), total: r.json().data.total }).toEqual({
        filters,
        terms: expected,
        total,
      });
    }
  });

  it('lists the terms that fell, the biggest fall first, and the terms new in the later period', async () => {
    const down = await call(API.abaMovers, { ...weeks, direction: 'down' });
    expect(down.json().data.rows).toEqual([
      {
        term: 'big faller',
        fromRank: 10,
        toRank: 200_000,
        change: -199_990,
        changeRate: -19_999,
        clickConcentration: 0.1,
      },
      {
        term: 'lemon squeezer',
        fromRank: 500,
        toRank: 1000,
        change: -500,
        changeRate: -1,
        clickConcentration: 0.06,
      },
    ]);
    // a fall is bounded by the earlier rank: lemon squeezer was 500th, outside the top 100
    expect(terms((await call(API.abaMovers, { ...weeks, direction: 'down', rankMax: 100 })).json())).toEqual([
      'big faller',
    ]);
    const fresh = await call(API.abaMovers, { ...weeks, direction: 'new' });
    expect(fresh.json().data).toMatchObject({
      total: 1,
      rows: [
        {
          term: 'new term',
          fromRank: null,
          toRank: 300,
          change: null,
          changeRate: null,
          clickConcentration: 0.1,
        },
      ],
    });
    expect((await call(API.abaMovers, { ...weeks, direction: 'new', rankMax: 100 })).json().data.total).toBe(
      0,
    );
    // another department's week 2 has its own terms: nothing to compare with in week 1
    const kitchen = await call(API.abaMovers, { ...weeks, department: 'Kitchen', direction: 'new' });
    expect(terms(kitchen.json())).toEqual(['garlic press']);
  });

  it("counts the filtered terms' top clicked products and joins the catalog's products", async () => {
    const report = { department: 'Amazon.com', period: WEEK_1 };
    const res = await call(API.abaProducts, report);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(13);
    expect(data.rows[0]).toEqual({
      asin: 'B0GARLIC01',
      terms: 2,
      bestRank: 50,
      bestTerm: 'yoga mat',
      clickShare: 0.3,
      product: {
        title: 'Garlic Press Stainless Steel',
        imageUrl: 'https://m.media-amazon.com/images/I/garlic.jpg',
        price: 19.99,
        currency: 'USD',
        rating: 4.5,
        ratingCount: 1200,
        bsr: 150,
        bsrCategory: 'Home & Kitchen',
        isBestSeller: null,
        isAmazonsChoice: null,
        boughtPastMonth: 2000,
        // the generic curve: 30,000 × 150^-0.82 = 492.8 units, ±40 %
        sales30d: { units: 493, low: 296, high: 690, curve: '*/*', calibrated: false },
        updatedAt: expect.any(String),
      },
    });
    expect(asins(res.json()).slice(1, 4)).toEqual(['B0FALL0001', 'B0FALL0002', 'B0FALL0003']);
    expect(data.rows[1].product).toBeNull();
    expect(data.sources[0]).toMatchObject({ runId: runIds[0], fileName: 'week-1.json' });

    const cases: [Record<string, unknown>, string[], number][] = [
      [{ term: 'yoga' }, ['B0GARLIC01', 'B0YOGA0001', 'B0YOGA0002'], 3],
      [
        { sort: 'bestRank', size: 6 },
        ['B0FALL0001', 'B0FALL0002', 'B0FALL0003', 'B0GARLIC01', 'B0YOGA0001', 'B0YOGA0002'],
        13,
      ],
      [{ sort: 'clickShare', size: 3 }, ['B0YOGA0001', 'B0RISE0001', 'B0GARLIC01'], 13],
      [{ maxClickConcentration: 0.2 }, ['B0LEMON001', 'B0LEMON002', 'B0LEMON003', 'B0OLD00001'], 4],
      [
        { rankMin: 200, rankMax: 1000, sort: 'bestRank', order: 'desc' },
        ['B0OLD00001', 'B0LEMON001', 'B0LEMON002', 'B0LEMON003'],
        4,
      ],
      [{ size: 10, page: 3 }, [], 13],
    ];
    for (const [filters, expected, total] of cases) {
      const r = await call(API.abaProducts, { ...report, ...filters });
      expect({ filters, asins: asins(r.json()), total: r.json().data.total }).toEqual({
        filters,
        asins: expected,
        total,
      });
    }
    const yoga = (await call(API.abaProducts, { ...report, term: 'yoga' })).json().data.rows[1];
    expect(yoga).toMatchObject({
      asin: 'B0YOGA0001',
      product: { title: 'Yoga Mat Thick', bsr: null, sales30d: null },
    });
  });

  it('researches one term: its rank over every period, its clicked products and related terms', async () => {
    const res = await call(API.abaTerm, { term: 'Garlic Press' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.department).toBe('Amazon.com');
    expect(data.departments).toEqual([
      { department: 'Amazon.com', periods: 3 },
      { department: 'Kitchen', periods: 1 },
    ]);
    expect(data.periods.map((p: { start: string; rank: number }) => [p.start, p.rank])).toEqual([
      ['2024-06-02', 100],
      ['2024-06-09', 80],
      ['2024-06-16', 60],
    ]);
    expect(data.periods[2]).toMatchObject({
      end: '2024-06-22',
      clicked: [
        { asin: 'B0GARLIC01', clickShare: 0.3, conversionShare: 0.15 },
        { asin: 'B0GARLIC04', clickShare: 0.1, conversionShare: 0.04 },
      ],
      clickConcentration: 0.4,
      source: { runId: runIds[2], fileName: 'week-3.json' },
    });
    // week 3: crusher shares B0GARLIC01 and garlic mincer B0GARLIC04; one each, so the better rank first
    expect(data.related).toEqual([
      { term: 'crusher', rank: 90, sharedAsins: ['B0GARLIC01'] },
      { term: 'garlic mincer', rank: 700, sharedAsins: ['B0GARLIC04'] },
    ]);
    const kitchen = (await call(API.abaTerm, { term: 'garlic press', department: 'Kitchen' })).json().data;
    expect(kitchen).toMatchObject({
      department: 'Kitchen',
      periods: [{ start: '2024-06-09', rank: 5 }],
      related: [],
    });
    const unknown = (await call(API.abaTerm, { term: 'never searched' })).json().data;
    expect(unknown).toEqual({
      term: 'never searched',
      department: null,
      departments: [],
      periods: [],
      related: [],
    });
  });
});

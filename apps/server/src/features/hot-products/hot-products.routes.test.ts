import { API, type HotProductsInput } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { importHotFixture, T0, T1 } from '../../../test/support/hot-products-catalog.js';

const asins = (body: { data: { rows: { asin: string }[] } }) =>
  body.data.rows.map((row) => row.asin.replace('B0HOTPROD', 'P'));

describe('hot products API (POST /api/research/hot-products)', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    await importHotFixture(t.app);
    headers = (await createSeller(t.app)).headers;
  });

  const hot = (body: HotProductsInput | Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url: API.hotProducts, headers: auth, payload: body });

  it('answers 401 to a visitor', async () => {
    const res = await hot({}, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).not.toBe(1);
  });

  it("lists Amazon's bought-in-past-month leaders by default, with filters and paging", async () => {
    const cases: [HotProductsInput, string[]][] = [
      [{}, ['P1', 'P3', 'P2']],
      [{ price: { max: 20 } }, ['P1', 'P3']],
      [{ category: 'Beauty > Bath' }, ['P1', 'P2']],
      [{ category: 'Beauty > Ba' }, []],
      [{ ratingCount: { min: 100 } }, ['P1', 'P3']],
      [{ sort: 'price', order: 'desc' }, ['P2', 'P1', 'P3']],
      [{ marketplace: 'UK' }, ['P6']],
    ];
    for (const [body, expected] of cases) {
      const res = await hot(body);
      expect({ body, asins: asins(res.json()), total: res.json().data.total }).toEqual({
        body,
        asins: expected,
        total: expected.length,
      });
    }
    const second = await hot({ size: 2, page: 2 });
    expect(second.json().data).toMatchObject({ kind: 'boughtLeaders', total: 3, asOf: null });
    expect(asins(second.json())).toEqual(['P2']);
    expect(second.json().data.rows[0]).toMatchObject({ boughtPastMonth: 500, entry: null });
  });

  it('finds new entrants of a node’s top 100 against its list about 7 days before', async () => {
    const res = await hot({ kind: 'newEntrants' });
    // Node 111: P5 was 150th and P2 unlisted on 1 June; P1 was listed. Node 222 has one list, and
    // node 333's lists are 19 days apart: neither has a baseline, so P4 entered nothing.
    expect(asins(res.json())).toEqual(['P5', 'P2']);
    expect(res.json().data.rows[0].entry).toEqual({ node: '111', rank: 1, observedAt: T1, baselineAt: T0 });
    expect(res.json().data.rows[1].entry).toMatchObject({ rank: 3 });
    const cheap = await hot({ kind: 'newEntrants', price: { max: 10 } });
    expect(asins(cheap.json())).toEqual(['P5']);
  });

  it('ranks rising products by BSR growth rate from their root-rank history', async () => {
    const res = await hot({ kind: 'bsrRising' });
    expect(asins(res.json())).toEqual(['P1']);
    expect(res.json().data.rows[0]).toMatchObject({ bsrGrowth: 3, bsrGrowthRate: 0.6 });
    // Rising sales need a root rank in both 30-day windows; this history spans 7 days.
    expect((await hot({ kind: 'salesRising' })).json().data).toMatchObject({
      total: 0,
      rows: [],
      history: 'rootRanks',
    });
    expect(res.json().data.history).toBeNull();
    expect((await hot({ kind: 'bsrRising', marketplace: 'DE' })).json().data).toMatchObject({
      total: 0,
      history: 'none',
    });
  });

  it('lists products first available within 90 days of the data’s own date', async () => {
    const res = await hot({ kind: 'newlyAvailable' });
    // The US data's date is its newest date first available, 20 May 2024: from 21 February on.
    expect(res.json().data).toMatchObject({ asOf: '2024-05-20', total: 2 });
    expect(asins(res.json())).toEqual(['P2', 'P4']);
  });

  it('refuses bad input with the envelope', async () => {
    const bad: Record<string, unknown>[] = [
      { kind: 'fastest' },
      { price: { min: 20, max: 10 } },
      { ratingCount: { min: -1 } },
      { sort: 'nodeRank' },
      { size: 101 },
    ];
    for (const body of bad) {
      const res = await hot(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().code).not.toBe(1);
    }
    const rank = await hot({ sort: 'nodeRank' }, { ...headers, 'accept-language': 'en-US' });
    expect(rank.json().msg).toContain('Only new entrants can be sorted by their rank in the list');
  });

  it('shows a second seller the same shared catalog', async () => {
    const other = (await createSeller(t.app)).headers;
    expect(asins((await hot({}, other)).json())).toEqual(['P1', 'P3', 'P2']);
  });
});

describe('hot products over Best Sellers lists alone', () => {
  const t = useTestApp('sqlite');

  it('says an empty rising page has node ranks only, not that history is missing', async () => {
    await importHotFixture(t.app, { rootRanks: false });
    const { headers } = await createSeller(t.app);
    for (const kind of ['bsrRising', 'salesRising']) {
      const res = await t.app.inject({ method: 'POST', url: API.hotProducts, headers, payload: { kind } });
      expect(res.json().data).toMatchObject({ total: 0, history: 'nodeRanksOnly' });
    }
  });
});

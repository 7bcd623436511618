import { API, type OwnFunnelResult, type OwnTermFunnelResult } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBody, fakeAccount, jobEnded, post } from '../../../../test/support/amazon-account.js';
import { searchTermsDocument } from '../../../../test/support/fake-sp-account.js';
import { createSeller, uniqueEmail, type Seller } from '../../../../test/support/factories.js';
import { startFakeSpApi, type FakeSpApi } from '../../../../test/support/fake-sp-api.js';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';
import { queueScheduledSyncs, SYNC_EVERY_MS } from './sync-schedule.js';

/*
 * A seller's own connection (decisions/0044): its Brand Analytics rows are that seller's alone and
 * the keyword screens show them beside the shared catalog, filtered by scope. The fake SP-API
 * speaks the reports 2021-06-30 lifecycle (selling-partner-api-models, reports_2021-06-30.json).
 */
const OPERATOR = uniqueEmail();
/** The last whole calendar quarter before today, [first day, last day], as Amazon wants it asked. */
function lastQuarter(): [string, string] {
  const now = new Date();
  const firstMonth = now.getUTCMonth() - (now.getUTCMonth() % 3) - 3;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const start = Date.UTC(now.getUTCFullYear(), firstMonth, 1);
  return [day(start), day(Date.UTC(now.getUTCFullYear(), firstMonth + 3, 1) - 24 * 60 * 60 * 1000)];
}
const ownAccount = fakeAccount();
const operatorAccount = fakeAccount();
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([ownAccount, operatorAccount], { document: searchTermsDocument });
});
afterAll(() => fake.server.close());

describeEachEngine("A seller's own Amazon account", (engine) => {
  const env: Record<string, string> = { ADMIN_ACCOUNTS: OPERATOR };
  beforeAll(() => void (env.SP_API_ENDPOINT = fake.server.url));
  const t = useTestApp(engine, env);
  const state = {} as { owner: Seller; other: Seller; operator: Seller; id: number };

  const connect = async (seller: Seller, account = ownAccount) => {
    const created = await post(t.app, API.amazonConnectionCreate, seller.headers, connectBody(account));
    expect(created.json().code).toBe(1);
    return created.json().data as { id: number; feedsSharedCatalog: boolean };
  };
  const sync = async (seller: Seller, id: number) => {
    const started = await post(t.app, API.amazonConnectionSync, seller.headers, { id });
    expect(started.json().code).toBe(1);
    return jobEnded(t.app, started.json().data.jobId);
  };
  const mine = async (seller: Seller, scope?: string) => {
    const res = await post(t.app, API.keywordMine, seller.headers, {
      seed: 'garlic',
      ...(scope ? { scope } : {}),
    });
    expect(res.json().code).toBe(1);
    return res.json().data as { total: number; rows: { term: string }[]; sources: { fileName: string }[] };
  };
  const reverse = async (seller: Seller, scope?: string) => {
    const body = { asins: ['B0SPAPI001'], ...(scope ? { scope } : {}) };
    const res = await post(t.app, API.keywordReverse, seller.headers, body);
    expect(res.json().code).toBe(1);
    return res.json().data as { total: number };
  };
  const count = async (sql: string) => {
    const catalog = await t.app.context.catalog();
    return Number((await catalog.all<{ n: number }>(sql))[0]!.n);
  };

  beforeAll(async () => {
    state.owner = await createSeller(t.app);
    state.other = await createSeller(t.app);
    state.operator = await createSeller(t.app, { account: OPERATOR });
  });

  it("syncs a seller's weekly and monthly Search Terms into rows only that seller reads", async () => {
    const created = await connect(state.owner);
    state.id = created.id;
    expect(created.feedsSharedCatalog).toBe(false);
    const before = fake.server.reports.length;
    const job = await sync(state.owner, state.id);
    // the week of Sales and Traffic, its 30 days, two Search Terms and three Search Query Performance
    expect(job).toMatchObject({ state: 'done', progress: { step: 'done', done: 36, total: 36 } });
    // The seller's week of Sales and Traffic only names their ASINs for Search Query Performance;
    // their days go to their own rows (amazon-sales-daily.routes.test.ts), never to the shared
    // store, which calibrates every seller's curves.
    const all = fake.server.reports.slice(before);
    const isDay = (r: (typeof all)[number]) => r.reportOptions?.dateGranularity === 'DAY';
    expect(all.filter(isDay)).toHaveLength(30);
    const asked = all.filter((r) => !isDay(r));
    expect(asked.map((r) => [r.reportType, r.reportOptions])).toEqual([
      ['GET_SALES_AND_TRAFFIC_REPORT', { dateGranularity: 'WEEK', asinGranularity: 'CHILD' }],
      ['GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', { reportPeriod: 'WEEK' }],
      ['GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', { reportPeriod: 'MONTH' }],
      [
        'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
        { reportPeriod: 'WEEK', asin: 'B0SPAPI001 B0SPAPI002' },
      ],
      [
        'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
        { reportPeriod: 'MONTH', asin: 'B0SPAPI001 B0SPAPI002' },
      ],
      [
        'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
        { reportPeriod: 'QUARTER', asin: 'B0SPAPI001 B0SPAPI002' },
      ],
    ]);
    expect(asked[3]!.dataStartTime).toBe(asked[1]!.dataStartTime);
    expect([asked[4]!.dataStartTime, asked[4]!.dataEndTime]).toEqual([
      asked[2]!.dataStartTime,
      asked[2]!.dataEndTime,
    ]);
    // the last whole calendar quarter, from its first day to its last (else Amazon fails it)
    expect([asked[5]!.dataStartTime, asked[5]!.dataEndTime]).toEqual(lastQuarter());
    expect(await count('select count(*) as n from business_reports')).toBe(0);
    expect(
      await count(
        `select count(*) as n from own_search_query_performance where owner_id = ${state.owner.user.id}`,
      ),
    ).toBe(12);
    const month = asked[2]!;
    expect(month.dataStartTime).toMatch(/-01$/);
    expect(await count("select count(*) as n from search_terms where search_term like 'garlic %'")).toBe(0);
    expect(
      await count(
        `select count(*) as n from own_search_terms where owner_id = ${state.owner.user.id} and search_term like 'garlic %'`,
      ),
    ).toBe(4);
    const catalog = await t.app.context.catalog();
    const runs = await catalog.all<{ connection_id: number; owner_id: number }>(
      `select connection_id, owner_id from import_runs where file_name like 'SP-API #${state.id} %'`,
    );
    // two Search Terms, three Search Query Performance and the 30 days of Sales and Traffic
    expect(runs).toHaveLength(35);
    expect(runs).toEqual(Array(35).fill({ connection_id: state.id, owner_id: state.owner.user.id }));
    expect(
      await count(`select count(*) as n from own_business_reports where owner_id = ${state.owner.user.id}`),
    ).toBeGreaterThan(30);
    const list = await t.app.inject({ url: API.amazonConnections, headers: state.owner.headers });
    expect(list.json().data.rows[0]).toMatchObject({ lastSuccessAt: expect.any(Number), lastError: null });
  });

  it('shows the owner their rows under "all" and "my account", and none under "shared catalog"', async () => {
    expect((await mine(state.owner)).total).toBe(2);
    const own = await mine(state.owner, 'mine');
    expect(own.rows.map((r) => r.term)).toEqual(['garlic press', 'garlic crusher']);
    expect(own.sources[0]!.fileName).toContain(`SP-API #${state.id} My US store`);
    expect((await mine(state.owner, 'shared')).total).toBe(0);
    expect((await reverse(state.owner, 'mine')).total).toBe(2);
  });

  it('shows the owner the search funnel of their own ASIN, and a second seller nothing of it', async () => {
    const funnel = async (seller: Seller, asin: string) => {
      const res = await post(t.app, API.keywordOwnFunnel, seller.headers, { asin });
      expect(res.json().code).toBe(1);
      return res.json().data as OwnFunnelResult;
    };
    const own = await funnel(state.owner, 'B0SPAPI002');
    expect(own).toMatchObject({
      asin: 'B0SPAPI002',
      marketplace: 'US',
      total: 2,
      pulledAt: expect.any(String),
      kinds: ['week', 'month', 'quarter'],
    });
    const weekReport = fake.server.reports.findLast(
      (r) => r.reportType.endsWith('QUERY_PERFORMANCE_REPORT') && r.reportOptions?.reportPeriod === 'WEEK',
    );
    expect(own.period!.start).toBe(weekReport!.dataStartTime);
    expect(own.rows).toEqual([
      {
        searchQuery: 'garlic crusher',
        score: 5,
        volume: 15000,
        impressions: { total: 10000, asin: 765, share: 0.0765 },
        clicks: { total: 1000, asin: 21, share: 0.05 },
        cartAdds: { total: 200, asin: 10, share: 0.05 },
        purchases: { total: 100, asin: 5, share: 0.05 },
      },
      expect.objectContaining({
        searchQuery: 'garlic press',
        clicks: { total: 1000, asin: 51, share: 0.05 },
      }),
    ]);
    const theirs = await funnel(state.other, 'B0SPAPI002');
    expect(theirs).toEqual({
      asin: 'B0SPAPI002',
      marketplace: 'US',
      period: null,
      pulledAt: null,
      kinds: [],
      total: 0,
      rows: [],
    });
  });

  it("shows the owner the month's funnel when the month is asked", async () => {
    const res = await post(t.app, API.keywordOwnFunnel, state.owner.headers, {
      asin: 'B0SPAPI002',
      period: 'month',
    });
    const month = res.json().data as OwnFunnelResult;
    expect(month.period!.start).toMatch(/-01$/);
    expect(month.rows.map((row) => [row.searchQuery, row.clicks.asin])).toEqual([
      ['garlic crusher', 121],
      ['garlic press', 151],
    ]);
    const bad = await post(t.app, API.keywordOwnFunnel, state.owner.headers, {
      asin: 'B0SPAPI002',
      period: 'year',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).not.toBe(1);
  });

  it("shows the owner the quarter's funnel apart from the week and month, and a second seller none", async () => {
    const quarterOf = async <T>(seller: Seller, api: string, body: Record<string, unknown>) => {
      const res = await post(t.app, api, seller.headers, { ...body, period: 'quarter' });
      expect(res.json().code).toBe(1);
      return res.json().data as T;
    };
    const [start, end] = lastQuarter();
    const own = await quarterOf<OwnFunnelResult>(state.owner, API.keywordOwnFunnel, { asin: 'B0SPAPI002' });
    expect(own).toMatchObject({ period: { start, end }, total: 2, kinds: ['week', 'month', 'quarter'] });
    expect(own.rows.map((row) => [row.searchQuery, row.clicks.asin])).toEqual([
      ['garlic crusher', 1021],
      ['garlic press', 1051],
    ]);
    const term = await quarterOf<OwnTermFunnelResult>(state.owner, API.keywordOwnTermFunnel, {
      searchTerm: 'garlic press',
    });
    expect(term.period).toEqual({ start, end });
    expect(term.rows.map((row) => [row.asin, row.clicks.asin])).toEqual([
      ['B0SPAPI002', 1051],
      ['B0SPAPI001', 1050],
    ]);
    const theirs = await quarterOf(state.other, API.keywordOwnFunnel, { asin: 'B0SPAPI002' });
    expect(theirs).toMatchObject({ period: null, kinds: [], total: 0, rows: [] });
    const theirTerm = await quarterOf(state.other, API.keywordOwnTermFunnel, { searchTerm: 'garlic press' });
    expect(theirTerm).toMatchObject({ period: null, kinds: [], total: 0, rows: [] });
  });

  it('shows the owner which of their ASINs a mined keyword found, and a second seller nothing', async () => {
    const termFunnel = async (seller: Seller, body: Record<string, unknown>) => {
      const res = await post(t.app, API.keywordOwnTermFunnel, seller.headers, body);
      expect(res.json().code).toBe(1);
      return res.json().data as OwnTermFunnelResult;
    };
    const week = await termFunnel(state.owner, { searchTerm: ' Garlic Press ' });
    expect(week).toMatchObject({ searchTerm: 'Garlic Press', marketplace: 'US', total: 2 });
    // the ASIN that got more clicks first (the purchases are equal)
    expect(week.rows.map((row) => [row.asin, row.clicks.asin, row.clicks.total])).toEqual([
      ['B0SPAPI002', 51, 1000],
      ['B0SPAPI001', 50, 1000],
    ]);
    expect(week.rows[0]).toMatchObject({ volume: 15000, impressions: { asin: 765, share: 0.0765 } });
    const month = await termFunnel(state.owner, { searchTerm: 'garlic press', period: 'month' });
    expect(month.period!.start).toMatch(/-01$/);
    expect(month.rows.map((row) => row.clicks.asin)).toEqual([151, 150]);
    const none = await termFunnel(state.owner, { searchTerm: 'garlic peeler' });
    expect(none).toMatchObject({ period: null, total: 0, rows: [] });
    const theirs = await termFunnel(state.other, { searchTerm: 'garlic press' });
    expect(theirs).toMatchObject({ period: null, pulledAt: null, total: 0, rows: [] });
    for (const body of [
      { searchTerm: '  ' },
      { searchTerm: 'x'.repeat(201) },
      { searchTerm: 'a', period: 'day' },
    ]) {
      const bad = await post(t.app, API.keywordOwnTermFunnel, state.owner.headers, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).not.toBe(1);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: API.keywordOwnTermFunnel,
      payload: { searchTerm: 'garlic press' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("never shows a second seller the first seller's rows, whatever the scope", async () => {
    for (const scope of [undefined, 'all', 'mine', 'shared']) {
      const found = await mine(state.other, scope);
      expect(found.total).toBe(0);
      expect(JSON.stringify(found)).not.toContain('SP-API');
      expect((await reverse(state.other, scope)).total).toBe(0);
    }
    const csv = await post(t.app, API.keywordMineCsv, state.other.headers, { seed: 'garlic', scope: 'mine' });
    expect(csv.body).not.toContain('garlic press');
    const sync = await post(t.app, API.amazonConnectionSync, state.other.headers, { id: state.id });
    expect(sync.json().code).not.toBe(1);
    // The "About the data" page lists the shared catalog's imports alone.
    const sources = await t.app.inject({ url: API.catalogSources, headers: state.other.headers });
    expect(sources.json().code).toBe(1);
    expect(sources.body).not.toContain(`SP-API #${state.id} `);
  });

  it("keeps the shared catalog and the seller's own report of the same week apart, without counting a term twice", async () => {
    const operatorConnection = await connect(state.operator, operatorAccount);
    expect(operatorConnection.feedsSharedCatalog).toBe(true);
    expect((await sync(state.operator, operatorConnection.id)).state).toBe('done');
    // The operator's import of the same bytes is the shared catalog's own, not "unchanged".
    expect(await count("select count(*) as n from search_terms where search_term like 'garlic %'")).toBe(4);
    expect((await mine(state.other)).total).toBe(2);
    expect((await mine(state.owner, 'shared')).total).toBe(2);
    const all = await mine(state.owner, 'all');
    expect(all.total).toBe(2);
    expect(all.sources[0]!.fileName).toContain(`SP-API #${state.id} `);
    expect(
      await count(`select count(*) as n from own_search_terms where owner_id = ${state.owner.user.id}`),
    ).toBe(4);
  });

  it("queues the daily sync of a seller's own connection too", async () => {
    const queued = await queueScheduledSyncs(t.app.context, Date.now() + 2 * SYNC_EVERY_MS);
    expect(queued).toBe(2);
    const rows = await t.app.context.db.selectFrom('amazon_connections').selectAll().execute();
    for (const row of rows) await jobEnded(t.app, row.sync_job_id!);
    // A second sync of the same weeks adds no row.
    expect(
      await count(`select count(*) as n from own_search_terms where owner_id = ${state.owner.user.id}`),
    ).toBe(4);
    expect(await count('select count(*) as n from own_search_query_performance')).toBe(12);
  });
});

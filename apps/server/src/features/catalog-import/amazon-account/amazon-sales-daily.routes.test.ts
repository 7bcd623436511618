import { API, type OwnDailySales } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  connectBody,
  fakeAccount,
  jobEnded,
  post,
  syncToEnd,
} from '../../../../test/support/amazon-account.js';
import { fakeDailySales, searchTermsDocument } from '../../../../test/support/fake-sp-account.js';
import { startFakeSpApi, type FakeSpApi } from '../../../../test/support/fake-sp-api.js';
import { createSeller, uniqueEmail, type Seller } from '../../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';
import { salesWindow } from './sales-days.js';
import { planSync } from './sync-state.js';

/*
 * The operator's daily Sales and Traffic (docs/data/amazon-account.md). By-ASIN rows of
 * GET_SALES_AND_TRAFFIC_REPORT carry no date and sum the report's whole range
 * (schemas/reports/sellerSalesAndTrafficReport.json of amzn/selling-partner-api-models), so the
 * fake makes each one-day report of that day's figures (fake-sp-account.ts, fakeDailySales).
 */
const OPERATOR = uniqueEmail();
const account = fakeAccount();
const days = salesWindow(new Date());
/** Amazon fails to make the report of the 11th day once; the 3rd day nobody saw the products. */
const failing = new Set<string | undefined>();
const quiet = days[2]!;
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([account], {
    document: (report) =>
      report.reportType === 'GET_SALES_AND_TRAFFIC_REPORT' && report.dataStartTime === quiet
        ? JSON.stringify({ reportSpecification: { ...report }, salesAndTrafficByAsin: [] })
        : searchTermsDocument(report),
    outcomeOf: (report) =>
      report.reportType === 'GET_SALES_AND_TRAFFIC_REPORT' && failing.has(report.dataStartTime)
        ? 'FATAL'
        : undefined,
  });
});
afterAll(() => fake.server.close());

/** Rows each day should have made, the quiet day none. */
const expectedRows = (upTo: number) =>
  days.slice(0, upTo).reduce((n, day) => n + (day === quiet ? 0 : fakeDailySales(day).length), 0);

/** Asks the fake for a report as a sync would have before it was stopped (LWA, then createReport). */
async function askedBeforeTheStop(day: string): Promise<string> {
  const token = await fetch(`${fake.server.url}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'refresh_token',
      refresh_token: account.refreshToken,
      client_id: account.clientId,
      client_secret: account.clientSecret,
    }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const created = await fetch(`${fake.server.url}/reports/2021-06-30/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-amz-access-token': token.access_token },
    body: JSON.stringify({
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      marketplaceIds: ['ATVPDKIKX0DER'],
      dataStartTime: day,
      dataEndTime: day,
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
    }),
  }).then((r) => r.json() as Promise<{ reportId: string }>);
  return created.reportId;
}

describeEachEngine("The operator's daily Sales and Traffic", (engine) => {
  const env: Record<string, string> = { ADMIN_ACCOUNTS: OPERATOR };
  beforeAll(() => {
    env.SP_API_ENDPOINT = fake.server.url;
    failing.add(days[10]);
  });
  const t = useTestApp(engine, env);
  const state = {} as { operator: Seller; id: number; other: Seller; otherId: number };

  const rows = async () => {
    const catalog = await t.app.context.catalog();
    const [row] = await catalog.all<{ n: number; distinct_n: number }>(
      `select count(*) as n, count(distinct (asin, period_start)) as distinct_n from business_reports
       where marketplace = 'US' and period_start = period_end`,
    );
    expect(row!.n).toBe(row!.distinct_n);
    return Number(row!.n);
  };
  const salesReports = () =>
    fake.server.reports.filter((r) => r.reportType === 'GET_SALES_AND_TRAFFIC_REPORT');
  const syncedDays = async () =>
    (
      await t.app.context.db
        .selectFrom('amazon_sales_days')
        .select('day')
        .where('connection_id', '=', state.id)
        .orderBy('day')
        .execute()
    ).map((row) => row.day);
  const series = async () => {
    const list = await t.app.inject({ url: API.amazonConnections, headers: state.operator.headers });
    return list.json().data.rows[0].salesSeries;
  };
  const ownSales = async (seller: Seller, asin = 'B0SPAPI001') => {
    const answer = await post(t.app, API.amazonOwnDailySales, seller.headers, { marketplace: 'US', asin });
    expect(answer.json().code).toBe(1);
    return answer.json().data as OwnDailySales;
  };
  const sync = () => syncToEnd(t.app, state.operator.headers, state.id);

  it('asks one report a day, oldest first, and keeps the days before one Amazon failed to make', async () => {
    state.operator = await createSeller(t.app, { account: OPERATOR });
    const created = await post(
      t.app,
      API.amazonConnectionCreate,
      state.operator.headers,
      connectBody(account),
    );
    state.id = created.json().data.id;
    expect(await ownSales(state.operator)).toMatchObject({ empty: 'not-synced', days: [] });
    const before = salesReports().length;
    await sync();
    const asked = salesReports().slice(before);
    expect(asked.map((r) => r.dataStartTime)).toEqual(days.slice(0, 11));
    expect(asked.every((r) => r.dataStartTime === r.dataEndTime)).toBe(true);
    expect(asked[0]!.reportOptions).toEqual({ dateGranularity: 'DAY', asinGranularity: 'CHILD' });
    expect(await syncedDays()).toEqual(days.slice(0, 10));
    expect(await rows()).toBe(expectedRows(10));
    expect(await series()).toEqual([
      { marketplace: 'US', lastDay: days[9], missingDays: 20, windowDays: 30 },
    ]);
    // the quiet day is pulled, with no row and no import run
    const catalog = await t.app.context.catalog();
    const quietRows = await catalog.all(`select * from business_reports where period_start = $1`, [quiet]);
    expect(quietRows).toEqual([]);
    const [first] = await catalog.all<{ units_ordered: number; sessions: number; page_views: number }>(
      `select units_ordered, sessions, page_views from business_reports
       where asin = 'B0SPAPI001' and period_start = $1 and period_end = $1`,
      [days[0]!],
    );
    const figures = fakeDailySales(days[0]!)[0]!;
    expect(first).toEqual({
      units_ordered: figures.units,
      sessions: figures.sessions,
      page_views: Math.round(figures.sessions * 1.4),
    });
  });

  it('resumes a sync stopped mid-way at the day it asked for, without asking again or duplicating rows', async () => {
    failing.clear();
    // As a sync killed after Amazon accepted the 11th day's request leaves the connection.
    const stopped = planSync(['US'], new Date(), {
      shared: true,
      days,
      synced: new Map([['US', new Set(days.slice(0, 10))]]),
    });
    stopped.items[0]!.reportId = await askedBeforeTheStop(days[10]!);
    await t.app.context.db
      .updateTable('amazon_connections')
      .set({ sync_state: JSON.stringify(stopped) })
      .where('id', '=', state.id)
      .execute();
    const before = salesReports().length;
    expect((await sync()).state).toBe('done');
    // the 11th day's report was polled, not asked again; days 12 to 30 were asked once each
    expect(
      salesReports()
        .slice(before)
        .map((r) => r.dataStartTime),
    ).toEqual(days.slice(11));
    expect(await syncedDays()).toEqual(days);
    expect(await rows()).toBe(expectedRows(30));
    expect(await series()).toEqual([
      { marketplace: 'US', lastDay: days[29], missingDays: 0, windowDays: 30 },
    ]);
  });

  it("answers the operator's own daily units and sessions of a product, and why there is none", async () => {
    const answer = await ownSales(state.operator);
    expect(answer).toMatchObject({ from: days[0], to: days[29], daysSynced: 30, empty: null });
    const expected = days.flatMap((day) =>
      day === quiet
        ? []
        : fakeDailySales(day)
            .filter((row) => row.asin === 'B0SPAPI001')
            .map((row) => ({ day, units: row.units, sessions: row.sessions })),
    );
    expect(answer.days.map(({ day, units, sessions }) => ({ day, units, sessions }))).toEqual(expected);
    expect(answer.days[0]).toMatchObject({ currency: 'USD', pageViews: expect.any(Number) });
    expect(await ownSales(state.operator, 'B0NOTSOLD1')).toMatchObject({ empty: 'not-sold', days: [] });
    const bad = await post(t.app, API.amazonOwnDailySales, state.operator.headers, {
      marketplace: 'US',
      asin: 'garlic',
    });
    expect(bad.json().code).not.toBe(1);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('asks for no day again once the window is pulled, and a second seller sees none of it', async () => {
    const before = salesReports().length;
    await sync();
    expect(salesReports().length).toBe(before);
    expect(await rows()).toBe(expectedRows(30));

    const other = await createSeller(t.app);
    const list = await t.app.inject({ url: API.amazonConnections, headers: other.headers });
    expect(list.json().data.rows).toEqual([]);
    const started = await post(t.app, API.amazonConnectionSync, other.headers, { id: state.id });
    expect(started.json().code).not.toBe(1);
    expect(await ownSales(other)).toMatchObject({ empty: 'no-connection', days: [] });
    // their own connection, not synced yet: never the operator's days
    const created = await post(t.app, API.amazonConnectionCreate, other.headers, connectBody(account));
    expect(await ownSales(other)).toMatchObject({ empty: 'not-synced', days: [] });
    state.other = other;
    state.otherId = created.json().data.id;
  });

  it("keeps a seller's own days in their own rows, read by them alone", async () => {
    const catalog = await t.app.context.catalog();
    const shared = await rows();
    const started = await post(t.app, API.amazonConnectionSync, state.other.headers, { id: state.otherId });
    expect((await jobEnded(t.app, started.json().data.jobId)).state).toBe('done');
    // the same account's days, in the seller's own rows; the shared store is as it was
    expect(await rows()).toBe(shared);
    const [own] = await catalog.all<{ n: number }>(
      'select count(*) as n from own_business_reports where owner_id = $1 and period_start = period_end',
      [state.other.user.id],
    );
    expect(Number(own!.n)).toBe(expectedRows(30));
    const theirs = await ownSales(state.other);
    expect(theirs).toMatchObject({ daysSynced: 30, empty: null });
    expect(theirs.days).toEqual((await ownSales(state.operator)).days);
    // a third seller: none of it
    const third = await createSeller(t.app);
    expect(await ownSales(third)).toMatchObject({ empty: 'no-connection', days: [] });
    await post(t.app, API.amazonConnectionCreate, third.headers, connectBody(account));
    expect(await ownSales(third)).toMatchObject({ empty: 'not-synced', days: [] });
  });
});

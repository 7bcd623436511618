import { API } from '@asinasin/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  connectBody,
  fakeAccount,
  jobEnded,
  post,
  searchTermsDocument,
  syncToEnd,
} from '../../../../test/support/amazon-account.js';
import { createSeller, uniqueEmail, type Seller } from '../../../../test/support/factories.js';
import { startFakeSpApi, type FakeSpApi } from '../../../../test/support/fake-sp-api.js';
import { garlicPressItem } from '../../../../test/support/fake-sp-catalog.js';
import { US_MARKETPLACE_ID } from '../../../../test/support/search-terms-report.js';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';
import { fakeDailySales } from '../../../../test/support/fake-sp-account.js';
import { salesWindow } from './sales-days.js';
import { queueScheduledSyncs, SYNC_EVERY_MS } from './sync-schedule.js';

const OPERATOR = uniqueEmail();
const account = fakeAccount();
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  // Catalog Items (catalogItems_2022-04-01.json) knows the first of the account's two ASINs.
  fake.server = await startFakeSpApi([account], {
    document: searchTermsDocument,
    catalog: { items: { B0SPAPI001: garlicPressItem('B0SPAPI001', US_MARKETPLACE_ID) } },
  });
});
afterAll(() => fake.server.close());

describeEachEngine('Amazon account sync', (engine) => {
  const env: Record<string, string> = { ADMIN_ACCOUNTS: OPERATOR };
  beforeAll(() => void (env.SP_API_ENDPOINT = fake.server.url));
  const t = useTestApp(engine, env);
  const state = {} as { operator: Seller; id: number };

  beforeEach(() => {
    Object.assign(fake.server.options, { outcome: 'DONE', throttleCreates: 0, truncateDocument: false });
  });

  const count = async (sql: string) => {
    const catalog = await t.app.context.catalog();
    return Number((await catalog.all<{ n: number }>(sql))[0]!.n);
  };
  const termRows = () => count("select count(*) as n from search_terms where search_term like 'garlic %'");
  const runs = () => count("select count(*) as n from import_runs where file_name like 'SP-API #%'");
  const connection = async () => {
    const list = await t.app.inject({
      url: API.amazonConnections,
      headers: { ...state.operator.headers, 'x-lang': 'en-US' },
    });
    return list.json().data.rows[0];
  };
  const sync = () => syncToEnd(t.app, state.operator.headers, state.id);

  it("pulls the operator's Sales and Traffic and Search Terms reports through throttling into their stores, naming the connection", async () => {
    state.operator = await createSeller(t.app, { account: OPERATOR });
    const created = await post(
      t.app,
      API.amazonConnectionCreate,
      state.operator.headers,
      connectBody(account),
    );
    state.id = created.json().data.id;
    expect(created.json().data.feedsSharedCatalog).toBe(true);
    fake.server.options.throttleCreates = 1;
    const creates = () => fake.server.requests.filter((r) => r === 'POST /reports/2021-06-30/reports').length;
    const before = creates();

    const job = await sync();
    // 30 days of Sales and Traffic, one report each, then the week's and the month's Search Terms
    expect(job).toMatchObject({ state: 'done', progress: { step: 'done', done: 32, total: 32 } });
    // Throttled once (429 with x-amzn-RateLimit-Limit), waited, asked again.
    expect(creates() - before).toBe(33);
    expect(fake.server.reports.at(-1)).toMatchObject({
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
      marketplaceIds: ['ATVPDKIKX0DER'],
      reportOptions: { reportPeriod: 'MONTH' },
    });
    expect(await termRows()).toBe(4);
    // Sales and Traffic by ASIN went to the business-report store that calibration reads, a row per
    // ASIN and day (the daily series is tested in amazon-sales-daily.routes.test.ts).
    const catalog = await t.app.context.catalog();
    const day = salesWindow(new Date()).at(-1)!;
    const sales = await catalog.all<{ asin: string; units_ordered: number; sessions: number }>(
      `select asin, units_ordered, sessions from business_reports
       where asin like 'B0SPAPI%' and period_start = $1 and period_end = $1 order by asin`,
      [day],
    );
    expect(sales).toEqual(
      fakeDailySales(day).map((row) => ({
        asin: row.asin,
        units_ordered: row.units,
        sessions: row.sessions,
      })),
    );
    const [run] = await catalog.all<{ file_name: string; user_id: number; status: string }>(
      "select file_name, user_id, status from import_runs where file_name like 'SP-API #%' and kind = 'search-terms' order by id limit 1",
    );
    expect(run).toMatchObject({ user_id: state.operator.user.id, status: 'done' });
    expect(run!.file_name).toContain(`SP-API #${state.id} My US store`);
    expect(await connection()).toMatchObject({ lastSuccessAt: expect.any(Number), lastError: null });
    // The account's own ASINs were read from Catalog Items into the shared catalog, dated.
    expect(fake.server.requests).toContain('GET /catalog/2022-04-01/items/B0SPAPI002');
    const [own] = await catalog.all<{ weight_g: number; bsr: number; file_name: string }>(
      `select p.weight_g, s.bsr, r.file_name from products p
       join product_snapshots s on s.marketplace = p.marketplace and s.asin = p.asin
       join import_runs r on r.id = s.run_id where p.marketplace = 'US' and p.asin = 'B0SPAPI001'`,
    );
    expect(own).toMatchObject({ weight_g: 226.8, bsr: 1842 });
    expect(own!.file_name).toContain(`SP-API #${state.id} My US store · Catalog Items ranks US`);

    // The ABA screens list the period, with the connection's import as its source.
    const periods = await post(t.app, API.abaPeriods, state.operator.headers, { marketplace: 'US' });
    expect(JSON.stringify(periods.json().data)).toContain(`SP-API #${state.id} My US store`);
  });

  it('adds no row when the same week is synced again', async () => {
    await sync();
    expect(await termRows()).toBe(4);
  });

  it('resumes a stopped sync with the report it asked for, without asking again or duplicating rows', async () => {
    const asked = fake.server.reports.at(-1)!;
    const db = t.app.context.db;
    // As a sync killed after Amazon accepted its request leaves the connection.
    const stopped = {
      items: [
        {
          reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
          marketplace: 'US',
          start: asked.dataStartTime,
          end: asked.dataEndTime,
          reportId: asked.reportId,
          done: false,
        },
      ],
    };
    await db
      .updateTable('amazon_connections')
      .set({ sync_state: JSON.stringify(stopped) })
      .where('id', '=', state.id)
      .execute();
    const reportsBefore = fake.server.reports.length;
    expect((await sync()).state).toBe('done');
    expect(fake.server.reports.length).toBe(reportsBefore);
    expect(fake.server.requests).toContain(`GET /reports/2021-06-30/reports/${asked.reportId}`);
    expect(await termRows()).toBe(4);
  });

  it('imports nothing from a cancelled report, a fatal one or a cut-short document, and says why', async () => {
    const runsBefore = await runs();
    fake.server.options.outcome = 'CANCELLED';
    await sync();
    // every day of Sales and Traffic is pulled: the week's Search Terms is the first report asked
    expect((await connection()).lastError).toMatch(
      /^Amazon cancelled the report GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT/,
    );
    fake.server.options.outcome = 'FATAL';
    await sync();
    expect((await connection()).lastError).toMatch(/^Amazon failed to make the report/);
    fake.server.options.outcome = 'DONE';
    fake.server.options.truncateDocument = true;
    await sync();
    expect((await connection()).lastError).toMatch(
      /^The report file downloaded from Amazon is incomplete \(/,
    );
    expect(await runs()).toBe(runsBefore);
    expect(await termRows()).toBe(4);
    expect((await connection()).lastSuccessAt).toEqual(expect.any(Number));
  });

  it('says so on the connection when the app has no Brand Analytics role', async () => {
    const noRole = fakeAccount({ brandAnalytics: false });
    fake.server.accounts.push(noRole);
    const created = await post(t.app, API.amazonConnectionCreate, state.operator.headers, {
      ...connectBody(noRole),
      name: 'No role',
    });
    const started = await post(t.app, API.amazonConnectionSync, state.operator.headers, {
      id: created.json().data.id,
    });
    await jobEnded(t.app, started.json().data.jobId);
    const list = await t.app.inject({ url: API.amazonConnections, headers: state.operator.headers });
    const row = list.json().data.rows.find((r: { name: string }) => r.name === 'No role');
    expect(row.lastError).toBe('该账户无权读取品牌分析：应用需具备“品牌分析”角色，且账户需有已备案的品牌');
  });

  it("queues a daily sync of every connection, the operator's and a seller's own, once a day", async () => {
    const seller = await createSeller(t.app);
    await post(t.app, API.amazonConnectionCreate, seller.headers, connectBody(account));
    const all = () => t.app.context.db.selectFrom('amazon_connections').selectAll().execute();
    // The seller's new connection has never synced: it is due at once; the operator's synced today.
    expect(await queueScheduledSyncs(t.app.context, Date.now())).toBe(1);
    const own = (await all()).find((row) => row.user_id === seller.user.id)!;
    await jobEnded(t.app, own.sync_job_id!);
    expect(await queueScheduledSyncs(t.app.context, Date.now())).toBe(0);
    expect(await queueScheduledSyncs(t.app.context, Date.now() + 2 * SYNC_EVERY_MS)).toBe(3);
    for (const row of await all()) await jobEnded(t.app, row.sync_job_id!);
  });
});

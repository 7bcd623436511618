import { API, type AmazonConnection, type OwnFunnelResult } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBody, fakeAccount, jobEnded, post } from '../../../../test/support/amazon-account.js';
import { searchTermsDocument } from '../../../../test/support/fake-sp-account.js';
import { createSeller, type Seller } from '../../../../test/support/factories.js';
import { startFakeSpApi, type FakeAccount, type FakeSpApi } from '../../../../test/support/fake-sp-api.js';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';

/*
 * A seller's own connection whose app Amazon refuses the Sales and Traffic report (403
 * Unauthorized, reports_2021-06-30.json of amzn/selling-partner-api-models): the All Listings flat
 * file (GET_MERCHANT_LISTINGS_ALL_DATA) names their ASINs, so Search Query Performance still syncs,
 * and the connection says which report was refused and what still syncs.
 */
const noSales = fakeAccount({ salesTraffic: false });
const neither = fakeAccount({ salesTraffic: false, listings: false });
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([noSales, neither], { document: searchTermsDocument });
});
afterAll(() => fake.server.close());

describeEachEngine('A seller connection without the Sales and Traffic role', (engine) => {
  const env: Record<string, string> = {};
  beforeAll(() => void (env.SP_API_ENDPOINT = fake.server.url));
  const t = useTestApp(engine, env);

  const syncOf = async (seller: Seller, account: FakeAccount) => {
    const created = await post(t.app, API.amazonConnectionCreate, seller.headers, connectBody(account));
    expect(created.json().code).toBe(1);
    const before = fake.server.reports.length;
    const started = await post(t.app, API.amazonConnectionSync, seller.headers, {
      id: created.json().data.id,
    });
    const job = await jobEnded(t.app, started.json().data.jobId);
    return { job, asked: fake.server.reports.slice(before) };
  };
  const connectionOf = async (seller: Seller, lang = 'zh-CN') => {
    const headers = { ...seller.headers, 'accept-language': lang };
    const list = await t.app.inject({ url: API.amazonConnections, headers });
    return list.json().data.rows as AmazonConnection[];
  };

  it('reads their ASINs from the All Listings report, pulls their funnel, and says what was refused', async () => {
    const seller = await createSeller(t.app);
    const { job, asked } = await syncOf(seller, noSales);
    // the 30 days of Sales and Traffic are spared once the week is refused, and count as done
    expect(job).toMatchObject({ state: 'done', progress: { step: 'done', done: 37, total: 37 } });
    expect(asked.map((r) => [r.reportType, r.reportOptions?.reportPeriod, r.reportOptions?.asin])).toEqual([
      ['GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', 'WEEK', undefined],
      ['GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', 'MONTH', undefined],
      ['GET_MERCHANT_LISTINGS_ALL_DATA', undefined, undefined],
      // the active listings first, then the inactive one
      ['GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', 'WEEK', 'B0SPAPI001 B0SPAPI002 B0SPAPI009'],
      ['GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', 'MONTH', 'B0SPAPI001 B0SPAPI002 B0SPAPI009'],
      ['GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', 'QUARTER', 'B0SPAPI001 B0SPAPI002 B0SPAPI009'],
    ]);
    // the week of the Search Query Performance is the Search Terms' week
    expect(asked[3]!.dataStartTime).toBe(asked[0]!.dataStartTime);
    expect(asked[2]!.dataStartTime).toBeUndefined();

    const [connection] = await connectionOf(seller);
    expect(connection).toMatchObject({ lastSuccessAt: expect.any(Number), lastError: null });
    expect(connection!.syncNotice).toContain('亚马逊拒绝了“销售和流量”报告');
    expect(connection!.syncNotice).toContain('搜索查询绩效照常同步');
    const [english] = await connectionOf(seller, 'en-US');
    expect(english!.syncNotice).toMatch(/^Amazon refused the Sales and Traffic report/);

    const funnel = await post(t.app, API.keywordOwnFunnel, seller.headers, { asin: 'B0SPAPI009' });
    expect((funnel.json().data as OwnFunnelResult).rows.map((row) => row.searchQuery)).toEqual([
      'garlic crusher',
      'garlic press',
    ]);
    // a second seller sees neither the connection nor its notice nor the funnel
    const other = await createSeller(t.app);
    expect(await connectionOf(other)).toEqual([]);
    const theirs = await post(t.app, API.keywordOwnFunnel, other.headers, { asin: 'B0SPAPI009' });
    expect(theirs.json().data).toMatchObject({ period: null, rows: [] });
  });

  it('still syncs Search Terms when the listings are refused too, and says the funnel could not be pulled', async () => {
    const seller = await createSeller(t.app);
    const { job, asked } = await syncOf(seller, neither);
    expect(job).toMatchObject({ state: 'done', progress: { step: 'done' } });
    expect(asked.map((r) => r.reportType)).toEqual([
      'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
      'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
    ]);
    const [connection] = await connectionOf(seller);
    expect(connection!.lastError).toBeNull();
    expect(connection!.syncNotice).toContain('无法得知你的 ASIN，搜索查询绩效未同步');
    const mined = await post(t.app, API.keywordMine, seller.headers, { seed: 'garlic', scope: 'mine' });
    expect(mined.json().data.total).toBe(2);
  });
});

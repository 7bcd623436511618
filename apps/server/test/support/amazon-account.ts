import type { App } from '../../src/app.js';
import { lastFullWeek } from '../../src/features/catalog-import/amazon-account/sync-state.js';
import type { FakeAccount, FakeSpApiOptions } from './fake-sp-api.js';
import { searchTermsReport, US_MARKETPLACE_ID } from './search-terms-report.js';

/** An SP-API app's credentials as a seller copies them from Seller Central (made up, same shape). */
export function fakeAccount(overrides: Partial<FakeAccount> = {}): FakeAccount {
  const n = Math.random().toString(36).slice(2, 10);
  return {
    clientId: `amzn1.application-oa2-client.${n}0123456789abcdef`,
    clientSecret: `amzn1.oa2-cs.v1.${n}fedcba9876543210`,
    refreshToken: `Atzr|IwEBI${n}refresh-token-of-the-seller`,
    marketplaceIds: [US_MARKETPLACE_ID],
    brandAnalytics: true,
    ...overrides,
  };
}

/** The seller's own sales and traffic by ASIN (schemas/reports/sellerSalesAndTrafficReport.json). */
function salesTrafficReport(report: Parameters<FakeSpApiOptions['document']>[0]): string {
  return JSON.stringify({
    reportSpecification: {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: { dateGranularity: 'WEEK', asinGranularity: 'CHILD' },
      dataStartTime: report.dataStartTime,
      dataEndTime: report.dataEndTime,
      marketplaceIds: report.marketplaceIds,
    },
    salesAndTrafficByDate: [],
    salesAndTrafficByAsin: [
      {
        parentAsin: 'B0SPAPI000',
        childAsin: 'B0SPAPI001',
        sku: 'GP-1',
        salesByAsin: {
          unitsOrdered: 42,
          orderedProductSales: { amount: 545.58, currencyCode: 'USD' },
          totalOrderItems: 40,
        },
        trafficByAsin: { sessions: 900, pageViews: 1300 },
      },
      {
        parentAsin: 'B0SPAPI000',
        childAsin: 'B0SPAPI002',
        sku: 'GP-2',
        salesByAsin: {
          unitsOrdered: 7,
          orderedProductSales: { amount: 90.93, currencyCode: 'USD' },
          totalOrderItems: 7,
        },
        trafficByAsin: { sessions: 200, pageViews: 260 },
      },
    ],
  });
}

/** The document Amazon makes for the report type, period and marketplace asked. */
export const searchTermsDocument: FakeSpApiOptions['document'] = (report) =>
  report.reportType === 'GET_SALES_AND_TRAFFIC_REPORT'
    ? salesTrafficReport(report)
    : searchTermsReport(
        {
          start: report.dataStartTime ?? lastFullWeek(new Date()).start,
          end: report.dataEndTime ?? lastFullWeek(new Date()).end,
        },
        [
          {
            term: 'garlic press',
            rank: 1,
            clicked: [
              ['B0SPAPI001', 0.31, 0.22],
              ['B0SPAPI002', 0.12, 0.08],
            ],
          },
          { term: 'garlic crusher', rank: 2, clicked: [['B0SPAPI001', 0.4, 0.3]] },
        ],
        report.marketplaceIds[0],
      );

export function connectBody(account: FakeAccount, extra: Record<string, unknown> = {}) {
  return {
    name: 'My US store',
    region: 'na',
    marketplaces: ['US'],
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    refreshToken: account.refreshToken,
    ...extra,
  };
}

export async function post(app: App, url: string, headers: Record<string, string>, payload: unknown) {
  return app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

/** Waits for a job to end (a loaded machine may take a while to start it). */
export async function jobEnded(app: App, jobId: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const job = await app.context.jobs.find(jobId);
    if (job?.state === 'done' || job?.state === 'dead') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} did not end`);
}

import type { FakeAccount, FakeSpApiOptions } from './fake-sp-api.js';
import { searchTermsReport, US_MARKETPLACE_ID } from './search-terms-report.js';
import { sqpItem, sqpReport } from './sqp-report.js';

/*
 * The made-up account and documents of the fake SP-API (fake-sp-api.ts), shared by the server
 * tests and the e2e spec; nothing here imports the server.
 */

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

/**
 * A day's figures of the two ASINs (units of the first: 1 + the day of the month modulo 7, so each
 * day differs and a test can tell them apart); the second is not in a Sunday's report, as Amazon
 * leaves out an ASIN nobody saw that day.
 */
export function fakeDailySales(day: string): { asin: string; units: number; sessions: number }[] {
  const date = new Date(`${day}T00:00:00Z`);
  const first = { asin: 'B0SPAPI001', units: 1 + (date.getUTCDate() % 7), sessions: 30 + date.getUTCDate() };
  return date.getUTCDay() === 0 ? [first] : [first, { asin: 'B0SPAPI002', units: 1, sessions: 8 }];
}

function asinRow(parentAsin: string, childAsin: string, units: number, sessions: number, price: number) {
  return {
    parentAsin,
    childAsin,
    sku: `GP-${childAsin.slice(-1)}`,
    salesByAsin: {
      unitsOrdered: units,
      orderedProductSales: { amount: Math.round(units * price * 100) / 100, currencyCode: 'USD' },
      totalOrderItems: units,
    },
    trafficByAsin: { sessions, pageViews: Math.round(sessions * 1.4) },
  };
}

/**
 * The seller's own sales and traffic by ASIN (schemas/reports/sellerSalesAndTrafficReport.json).
 * `salesAndTrafficByAsin` has no date: its rows sum the whole dataStartTime..dataEndTime range
 * whatever the dateGranularity (which shapes only `salesAndTrafficByDate`), so a one-day report
 * (DAY, start = end) gives that day's figures, and a week's the week's.
 */
function salesTrafficReport(report: Parameters<FakeSpApiOptions['document']>[0]): string {
  const oneDay = report.dataStartTime !== undefined && report.dataStartTime === report.dataEndTime;
  const byAsin = oneDay
    ? fakeDailySales(report.dataStartTime!).map((row) =>
        asinRow('B0SPAPI000', row.asin, row.units, row.sessions, 12.99),
      )
    : [
        {
          ...asinRow('B0SPAPI000', 'B0SPAPI001', 42, 900, 12.99),
          trafficByAsin: { sessions: 900, pageViews: 1300 },
        },
        {
          ...asinRow('B0SPAPI000', 'B0SPAPI002', 7, 200, 12.99),
          trafficByAsin: { sessions: 200, pageViews: 260 },
        },
      ];
  return JSON.stringify({
    reportSpecification: {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: report.reportOptions ?? { dateGranularity: 'DAY', asinGranularity: 'PARENT' },
      dataStartTime: report.dataStartTime,
      dataEndTime: report.dataEndTime,
      marketplaceIds: report.marketplaceIds,
    },
    salesAndTrafficByDate: [],
    salesAndTrafficByAsin: byAsin,
  });
}

/** A month's clicks are a hundred more than the week's, a quarter's a thousand: a test tells them apart. */
const MORE_CLICKS = { WEEK: 0, MONTH: 100, QUARTER: 1000 } as const;
type ReportPeriod = keyof typeof MORE_CLICKS;
const periodOf = (asked: string | undefined): ReportPeriod =>
  asked === 'MONTH' || asked === 'QUARTER' ? asked : 'WEEK';

/**
 * Search Query Performance of each ASIN asked: two queries that found it, the period's figures; the
 * document's reportSpecification repeats the reportOptions asked (reportPeriod WEEK, MONTH or
 * QUARTER, schemas/reports/sellingPartnerSearchQueryPerformanceReport.json).
 */
function searchQueryPerformance(report: Parameters<FakeSpApiOptions['document']>[0]): string {
  const dates = { start: report.dataStartTime ?? '', end: report.dataEndTime ?? '' };
  const asins = (report.reportOptions?.asin ?? '').split(' ').filter(Boolean);
  const period = periodOf(report.reportOptions?.reportPeriod);
  const more = MORE_CLICKS[period];
  const items = asins.flatMap((asin, i) => [
    sqpItem({ asin, query: 'garlic press', asinClicks: 50 + more + i, ...dates }),
    sqpItem({ asin, query: 'garlic crusher', asinClicks: 20 + more + i, ...dates }),
  ]);
  const options = { ...dates, marketplaceId: report.marketplaceIds[0], asin: asins.join(' '), period };
  return sqpReport(items, options);
}

/** The columns of Amazon's All Listings flat file, tab-separated, in its order. */
const LISTING_COLUMNS = [
  'item-name',
  'item-description',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'item-is-marketplace',
  'product-id-type',
  'zshop-shipping-fee',
  'item-note',
  'item-condition',
  'zshop-category1',
  'zshop-browse-path',
  'zshop-storefront-feature',
  'asin1',
  'asin2',
  'asin3',
  'will-ship-internationally',
  'expedited-shipping',
  'zshop-boldface',
  'product-id',
  'bid-for-featured-placement',
  'add-delete',
  'pending-quantity',
  'fulfillment-channel',
  'merchant-shipping-group',
  'status',
];

/** The seller's listings (GET_MERCHANT_LISTINGS_ALL_DATA): the same two ASINs, and an inactive one. */
export function listingsReport(): string {
  const listing = (asin: string, sku: string, status: string) => {
    const cells: Record<string, string> = {
      'item-name': `Garlic press ${sku}`,
      'seller-sku': sku,
      price: '12.99',
      quantity: '40',
      'open-date': '2025-03-01 10:00:00 PST',
      'item-is-marketplace': 'y',
      'product-id-type': '1',
      'item-condition': '11',
      asin1: asin,
      'product-id': asin,
      'fulfillment-channel': 'DEFAULT',
      status,
    };
    return LISTING_COLUMNS.map((column) => cells[column] ?? '').join('\t');
  };
  return [
    LISTING_COLUMNS.join('\t'),
    listing('B0SPAPI009', 'GP-9', 'Inactive'),
    listing('B0SPAPI002', 'GP-2', 'Active'),
    listing('B0SPAPI001', 'GP-1', 'Active'),
    '',
  ].join('\n');
}

/** The document Amazon makes for the report type, period and marketplace asked. */
export const searchTermsDocument: FakeSpApiOptions['document'] = (report) =>
  report.reportType === 'GET_MERCHANT_LISTINGS_ALL_DATA'
    ? listingsReport()
    : report.reportType === 'GET_SALES_AND_TRAFFIC_REPORT'
      ? salesTrafficReport(report)
      : report.reportType === 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT'
        ? searchQueryPerformance(report)
        : searchTermsReport(
            {
              start: report.dataStartTime ?? '',
              end: report.dataEndTime ?? '',
              reportPeriod: periodOf(report.reportOptions?.reportPeriod),
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

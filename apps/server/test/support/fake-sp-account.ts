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

/** Search Query Performance of each ASIN asked: two queries that found it (the week's figures). */
function searchQueryPerformance(report: Parameters<FakeSpApiOptions['document']>[0]): string {
  const dates = { start: report.dataStartTime ?? '', end: report.dataEndTime ?? '' };
  const asins = (report.reportOptions?.asin ?? '').split(' ').filter(Boolean);
  const period = report.reportOptions?.reportPeriod === 'MONTH' ? ('MONTH' as const) : ('WEEK' as const);
  // a month's clicks are a hundred more than the week's, so a test tells the two apart
  const more = period === 'MONTH' ? 100 : 0;
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
              reportPeriod: report.reportOptions?.reportPeriod === 'MONTH' ? 'MONTH' : 'WEEK',
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

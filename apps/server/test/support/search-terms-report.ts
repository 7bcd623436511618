/** One search term of a test report: its rank and up to three clicked products [asin, click share, conversion share]. */
export interface ReportTerm {
  term: string;
  rank: number;
  clicked: [asin: string, clickShare: number, conversionShare: number][];
  department?: string;
}

/** amazon.com's marketplace id, the default of the reports built here. */
export const US_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/**
 * A Brand Analytics Search Terms report as SP-API delivers it (GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT,
 * JSON), for tests: the same bytes an operator would import, with the period in its specification.
 */
export function searchTermsReport(
  period: { start: string; end: string; reportPeriod?: 'WEEK' | 'MONTH' | 'QUARTER' },
  terms: ReportTerm[],
  marketplaceId = US_MARKETPLACE_ID,
): string {
  return JSON.stringify({
    reportSpecification: {
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
      reportOptions: { reportPeriod: period.reportPeriod ?? 'WEEK' },
      dataStartTime: period.start,
      dataEndTime: period.end,
      marketplaceIds: [marketplaceId],
    },
    dataByDepartmentAndSearchTerm: terms.flatMap(({ term, rank, clicked, department = 'Amazon.com' }) =>
      clicked.map(([clickedAsin, clickShare, conversionShare], index) => ({
        departmentName: department,
        searchTerm: term,
        searchFrequencyRank: rank,
        clickedAsin,
        clickShareRank: index + 1,
        clickShare,
        conversionShare,
      })),
    ),
  });
}

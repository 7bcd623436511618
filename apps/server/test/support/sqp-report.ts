/**
 * Search Query Performance report documents as SP-API writes them, after
 * `schemas/reports/sellingPartnerSearchQueryPerformanceReport.json` of
 * amzn/selling-partner-api-models (its example item's figures, with the ASIN and query given).
 */
export interface SqpItemOptions {
  asin: string;
  query: string;
  asinClicks?: number;
  start?: string;
  end?: string;
  /** fields replaced, as values (a string holding JSON text is written as that text) */
  fields?: Record<string, unknown>;
}

const money = { amount: 19.99, currencyCode: 'USD' };

export function sqpItem(options: SqpItemOptions): string {
  const { start = '2026-11-15', end = '2026-11-21', fields = {} } = options;
  const value = (name: string, fallback: unknown) => (name in fields ? fields[name] : fallback);
  const json = (name: string, fallback: unknown) => {
    const v = value(name, fallback);
    return typeof v === 'string' && name in fields ? v : JSON.stringify(v);
  };
  const object = (entries: [string, unknown][]) =>
    `{${entries.map(([name, fallback]) => `"${name}": ${json(name, fallback)}`).join(', ')}}`;
  return object([
    ['startDate', start],
    ['endDate', end],
    ['asin', options.asin],
  ]).replace(
    /}$/,
    `, "searchQueryData": ${object([
      ['searchQuery', options.query],
      ['searchQueryScore', 5],
      ['searchQueryVolume', 15000],
    ])}, "impressionData": ${object([
      ['totalQueryImpressionCount', 10000],
      ['asinImpressionCount', 765],
      ['asinImpressionShare', 0.0765],
    ])}, "clickData": ${object([
      ['totalClickCount', 1000],
      ['totalClickRate', 0.1],
      ['asinClickCount', options.asinClicks ?? 50],
      ['asinClickShare', 0.05],
      ['totalMedianClickPrice', money],
      ['asinMedianClickPrice', money],
    ])}, "cartAddData": ${object([
      ['totalCartAddCount', 200],
      ['totalCartAddRate', 0.02],
      ['asinCartAddCount', 10],
      ['asinCartAddShare', 0.05],
    ])}, "purchaseData": ${object([
      ['totalPurchaseCount', 100],
      ['totalPurchaseRate', 0.01],
      ['asinPurchaseCount', 5],
      ['asinPurchaseShare', 0.05],
    ])}}`,
  );
}

export function sqpReport(
  items: string[],
  options: {
    start?: string;
    end?: string;
    marketplaceId?: string;
    asin?: string;
    period?: 'WEEK' | 'MONTH' | 'QUARTER';
  } = {},
): string {
  const { start = '2026-11-15', end = '2026-11-21', marketplaceId = 'ATVPDKIKX0DER' } = options;
  const specification = {
    reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
    reportOptions: { reportPeriod: options.period ?? 'WEEK', asin: options.asin ?? 'B0OWNASIN1' },
    dataStartTime: start,
    dataEndTime: end,
    marketplaceIds: [marketplaceId],
  };
  return `{"reportSpecification": ${JSON.stringify(specification)}, "dataByAsin": [${items.join(',\n')}]}`;
}

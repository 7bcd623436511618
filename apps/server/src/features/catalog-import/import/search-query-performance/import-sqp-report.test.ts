import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFile } from '../import-file.js';
import { useInputFiles, useTestCatalog } from '../../../../../test/support/import-catalog.js';
import { sqpItem, sqpReport } from '../../../../../test/support/sqp-report.js';

const t = useTestCatalog();

const file = useInputFiles('asinasin-sqp-');
/** `null`: no seller owns the import (the shared catalog). */
const sqp = (at: string, owner: number | null = 7) =>
  importFile(t.catalog, {
    kind: 'search-query-performance',
    fileName: path.basename(at),
    path: at,
    ownerId: owner ?? undefined,
  });
const stored = (ownerId = 7) =>
  t.catalog.all<{ asin: string; search_query: string; asin_clicks: number; total_purchases: number }>(
    `select asin, search_query, asin_clicks::integer as asin_clicks, total_purchases::integer as total_purchases
     from own_search_query_performance where owner_id = ${ownerId} order by asin, search_query`,
  );

// Fields as schemas/reports/sellingPartnerSearchQueryPerformanceReport.json (amzn/selling-partner-api-models) names them.
describe('Search Query Performance report, a seller’s own rows', () => {
  it('keeps the good items and tells each refused one by place and reason', async () => {
    const items = [
      sqpItem({ asin: 'B0OWNASIN1', query: 'wireless earbuds' }),
      sqpItem({ asin: 'B0OWNASIN1', query: 'bluetooth headphones', asinClicks: 7 }),
      sqpItem({ asin: 'NOT-AN-ASIN', query: 'earbuds' }),
      sqpItem({ asin: 'B0OWNASIN2', query: '  ' }),
      sqpItem({ asin: 'B0OWNASIN2', query: 'earbuds', fields: { asinClickShare: 1.5 } }),
      sqpItem({ asin: 'B0OWNASIN2', query: 'earbuds', fields: { totalPurchaseCount: '"5"' } }),
      sqpItem({ asin: 'B0OWNASIN1', query: 'wireless earbuds' }),
      '42',
    ];
    const run = await sqp(file('mixed.json', sqpReport(items)));
    expect(run).toMatchObject({
      status: 'done',
      format: 'sp-api-sqp-json',
      read: 8,
      accepted: 2,
      rejected: 6,
    });
    expect(run.reasons).toEqual([
      { line: 3, reason: 'asin: not a valid ASIN' },
      { line: 4, reason: 'searchQueryData.searchQuery: missing' },
      { line: 5, reason: 'clickData.asinClickShare: not a share from 0 to 1' },
      { line: 6, reason: 'purchaseData.totalPurchaseCount: not a whole number from 0' },
      { line: 7, reason: 'duplicate of line 1 (same asin and search query)' },
      { line: 8, reason: 'not an object' },
    ]);
    expect(await stored()).toEqual([
      { asin: 'B0OWNASIN1', search_query: 'bluetooth headphones', asin_clicks: 7, total_purchases: 100 },
      { asin: 'B0OWNASIN1', search_query: 'wireless earbuds', asin_clicks: 50, total_purchases: 100 },
    ]);
  });

  it('a later report of the same week replaces that ASIN’s rows, and another seller’s stay theirs', async () => {
    await sqp(file('first.json', sqpReport([sqpItem({ asin: 'B0OWNASIN3', query: 'old query' })])));
    await sqp(file('other.json', sqpReport([sqpItem({ asin: 'B0OWNASIN3', query: 'theirs' })])), 8);
    await sqp(file('again.json', sqpReport([sqpItem({ asin: 'B0OWNASIN3', query: 'new query' })])));
    expect((await stored()).filter((row) => row.asin === 'B0OWNASIN3').map((r) => r.search_query)).toEqual([
      'new query',
    ]);
    expect((await stored(8)).map((row) => row.search_query)).toEqual(['theirs']);
  });

  it('refuses a file that is not this report, and a report with no seller to own it', async () => {
    const terms = file(
      'terms.json',
      '{"reportSpecification": {"reportType": "GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT"}, "dataByAsin": []}',
    );
    expect(await sqp(terms)).toMatchObject({ status: 'failed' });
    expect((await sqp(terms)).message).toContain('not a Search Query Performance report');
    const good = file('shared.json', sqpReport([sqpItem({ asin: 'B0OWNASIN4', query: 'q' })]));
    const shared = await sqp(good, null);
    expect(shared).toMatchObject({ status: 'failed' });
    expect(shared.message).toContain("seller's own data");
  });
});

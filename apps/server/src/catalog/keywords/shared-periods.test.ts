import { describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { importKeywordReports, MONTH, WEEK_1, WEEK_2 } from '../../../test/support/keywords-catalog.js';
import { searchTermsReport } from '../../../test/support/search-terms-report.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { resolvePeriod } from './keywords.repository.js';
import { periodsStatement } from './keywords.sql.js';
import { sharedPeriods, type PeriodRow } from './shared-periods.js';

// after every period of the shared reports, so it becomes the latest
const WEEK_3 = { start: '2024-02-04', end: '2024-02-10' };

describe("the shared search terms' periods", () => {
  const t = useTestApp('sqlite');

  it('are read once while the table is unchanged, and again after an import', async () => {
    await importKeywordReports(t.app);
    const catalog = await t.app.context.catalog();
    let reads = 0;
    const { sql, params } = periodsStatement('US');
    const read = () => {
      reads++;
      return catalog.all<PeriodRow>(sql, params);
    };
    const first = await sharedPeriods(catalog, 'US', read);
    const again = await sharedPeriods(catalog, 'US', read);
    expect(again).toEqual(first);
    expect(reads).toBe(1);

    await importIntoCatalog(
      t.app,
      'search-terms',
      searchTermsReport(WEEK_3, [{ term: 'garlic press', rank: 70, clicked: [['B0GARLIC01', 0.3, 0.2]] }]),
    );
    const after = await sharedPeriods(catalog, 'US', read);
    expect(reads).toBe(2);
    expect(after.map((row) => row.period_start)).toContain(WEEK_3.start);

    // what a seller's call reads: the new week is the latest, with its own run as the source
    const resolved = await resolvePeriod(catalog, { marketplace: 'US' });
    expect(resolved.period).toEqual(WEEK_3);
    expect(resolved.periods).toEqual(expect.arrayContaining([WEEK_1, WEEK_2, MONTH, WEEK_3]));
    expect(resolved.sources).toHaveLength(1);
  });

  it('follow a period imported again with as many rows (a new run wrote them)', async () => {
    const catalog = await t.app.context.catalog();
    const before = await resolvePeriod(catalog, {
      marketplace: 'US',
      period: `${WEEK_3.start}/${WEEK_3.end}`,
    });
    await importIntoCatalog(
      t.app,
      'search-terms',
      searchTermsReport(WEEK_3, [{ term: 'garlic press', rank: 5, clicked: [['B0GARLIC02', 0.6, 0.5]] }]),
      { fileName: 'week-3-again.json' },
    );
    const after = await resolvePeriod(catalog, {
      marketplace: 'US',
      period: `${WEEK_3.start}/${WEEK_3.end}`,
    });
    expect(before.sources.map((source) => source.fileName)).not.toContain('week-3-again.json');
    // the one row of the week was replaced: as many rows as before, only the new run's
    expect(after.sources.map((source) => source.fileName)).toEqual(['week-3-again.json']);
  });
});

import { describe, expect, it } from 'vitest';
import { importFile } from './import-file.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();

const HEADER =
  '"(Parent) ASIN","(Child) ASIN","Title","Sessions - Total","Session Percentage - Total","Page Views - Total","Units Ordered","Ordered Product Sales","Total Order Items"';
const report = (rows: string[], options: { marketplace?: string; from?: string; to?: string } = {}) =>
  importFile(t.catalog, {
    kind: 'business-report',
    fileName: 'BusinessReport.csv',
    bytes: new TextEncoder().encode([HEADER, ...rows].join('\n')),
    ...options,
  });
const PERIOD = { marketplace: 'US', from: '2026-10-01', to: '2026-10-30' };

describe('business report import', () => {
  it('stores units, sessions, page views and sales per child ASIN for the dates named', async () => {
    const summary = await report(
      [
        '"B0PARENT01","B0TEST0001","Garlic press","1,234","12.5%","2,001","87","$1,304.13","80"',
        '"B0PARENT01","B0TEST0002","Garlic press, red","15","0.1%","20","","$0.00","0"',
        '"","NOPE","Bad","1","0%","1","1","$1.00","1"',
      ],
      PERIOD,
    );
    expect(summary).toMatchObject({
      status: 'done',
      format: 'business-report-by-child',
      read: 3,
      accepted: 1,
      rejected: 2,
    });
    expect(summary.reasons).toEqual([
      { line: 3, reason: 'units: missing' },
      { line: 4, reason: 'asin: not a valid ASIN' },
    ]);
    expect(await t.catalog.all('select * exclude (run_id) from business_reports')).toEqual([
      {
        marketplace: 'US',
        asin: 'B0TEST0001',
        period_start: new Date('2026-10-01'),
        period_end: new Date('2026-10-30'),
        parent_asin: 'B0PARENT01',
        title: 'Garlic press',
        sessions: 1234,
        page_views: 2001,
        units_ordered: 87,
        ordered_sales: 1304.13,
        currency: 'USD',
      },
    ]);
  });

  it('refuses a report without its marketplace and dates, with dates reversed, or of another kind', async () => {
    const row = '"B0PARENT01","B0TEST0001","x","1","1%","1","1","$1.00","1"';
    expect((await report([row])).message).toContain('name them for the import (--marketplace, --from, --to)');
    expect((await report([row], { ...PERIOD, from: '2026-11-01' })).message).toBe(
      'the period starts (2026-11-01) after it ends (2026-10-30)',
    );
    const other = await importFile(t.catalog, {
      kind: 'business-report',
      fileName: 'x.csv',
      bytes: new TextEncoder().encode('asin,title\nB0TEST0001,x\n'),
      ...PERIOD,
    });
    expect(other.message).toContain('not a Business Report by child item');
    expect(await t.catalog.all('select * from business_reports')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { importFile } from '../../features/catalog-import/import/import-file.js';
import { csv, useTestCatalog } from '../../../test/support/import-catalog.js';
import { findSalesObservations } from './calibration-data.js';

const t = useTestCatalog();

/** A Business Report by child item of one ASIN for the dates named (a day when from = to). */
const sold = (asin: string, units: number, from: string, to: string) =>
  importFile(t.catalog, {
    kind: 'business-report',
    fileName: `BusinessReport ${asin} ${from}..${to}.csv`,
    bytes: csv(`"(Child) ASIN","Sessions - Total","Units Ordered"\n"${asin}","100","${units}"\n`),
    marketplace: 'US',
    from,
    to,
    checksum: `${asin} ${from} ${to}`,
  });

const ranked = (asin: string, bsr: number) =>
  t.catalog.run(
    `insert into products (marketplace, asin, title, bsr, bsr_category, run_id, updated_at)
     values ('US', $1, 'Garlic press', $2, 'Home & Kitchen', 0, now())`,
    [asin, bsr],
  );

describe('the calibration data of a synced account', () => {
  it('counts daily rows as their Sunday-to-Saturday weeks, and a week of daily rows instead of a report over it', async () => {
    await ranked('B0DAILY001', 1200);
    await ranked('B0WEEKLY01', 5000);
    // Sunday 2026-11-01 to Saturday 2026-11-07 day by day (3 units a day), and Sunday the 8th
    for (let day = 1; day <= 8; day += 1) {
      const date = `2026-11-0${day}`;
      expect((await sold('B0DAILY001', 3, date, date)).status).toBe('done');
    }
    // the same week as one report (as the weekly sync pulled it before): the days count, not it
    await sold('B0DAILY001', 70, '2026-11-01', '2026-11-07');
    // a week no day covers still counts as its report
    await sold('B0DAILY001', 14, '2026-10-25', '2026-10-31');
    await sold('B0WEEKLY01', 7, '2026-11-01', '2026-11-07');

    const observations = await findSalesObservations(t.catalog, 'US', 'Home & Kitchen');
    const daily = observations
      .filter((o) => o.asin === 'B0DAILY001')
      .map((o) => o.units)
      .sort((a, b) => a - b);
    // the 8th alone (3 units over 1 day), the report of October (14 over 7), the week of days (21 over 7)
    expect(daily).toEqual([14 * (30 / 7), 21 * (30 / 7), 90].sort((a, b) => a - b));
    expect(observations.filter((o) => o.asin === 'B0WEEKLY01').map((o) => o.units)).toEqual([30]);
    expect(observations.every((o) => !o.isLowerBound)).toBe(true);
  });
});

import { parseInteger, parsePrice } from '@asinasin/contract';
import { z } from 'zod';
import { cellText } from './cells.js';
import type { CheckedFile } from './checked-file.js';
import { checkRows } from './check-rows.js';
import { FileFormatError } from './decode-text.js';
import { CATALOG_ASIN } from './product-record.js';
import type { CsvRow } from './read-csv.js';
import { writeStage } from './stage-file.js';

/** Seller Central names these columns differently across years ("Sessions" / "Sessions - Total"). */
const COLUMNS = {
  asin: ['(Child) ASIN'],
  parent: ['(Parent) ASIN'],
  title: ['Title'],
  sessions: ['Sessions - Total', 'Sessions'],
  pageViews: ['Page Views - Total', 'Page Views'],
  units: ['Units Ordered'],
  sales: ['Ordered Product Sales'],
};

const reportRow = z.object({
  asin: z.string().regex(CATALOG_ASIN, { message: 'not a valid ASIN' }),
  parentAsin: z.string().nullable(),
  title: z.string().nullable(),
  sessions: z.number().int().min(0).nullable(),
  pageViews: z.number().int().min(0).nullable(),
  units: z
    .number({ message: 'missing' })
    .int()
    .min(0)
    .nullable()
    .refine((v) => v !== null, 'missing'),
  sales: z.number().min(0).nullable(),
  currency: z.string().nullable(),
});
type ReportRow = z.infer<typeof reportRow>;

export interface ReportPeriod {
  marketplace?: string;
  from?: string;
  to?: string;
}

function checkPeriod(period: ReportPeriod): { marketplace: string; from: string; to: string } {
  const { marketplace, from, to } = period;
  if (!marketplace || !from || !to) {
    throw new FileFormatError(
      'a Business Report does not say its marketplace and dates: name them for the import (--marketplace, --from, --to)',
    );
  }
  if (from > to) throw new FileFormatError(`the period starts (${from}) after it ends (${to})`);
  return { marketplace, from, to };
}

/**
 * The seller's own Business Report (Detail Page Sales and Traffic by child item): units ordered,
 * sessions, page views and sales per ASIN over the date range the seller chose when downloading.
 * It feeds the calibration of the sales estimate (`npm run calibrate`).
 */
export function checkBusinessReport(
  file: { headers: string[]; rows: CsvRow[] },
  options: ReportPeriod & { workDir: string },
): CheckedFile {
  const period = checkPeriod(options);
  const column = (names: string[]) => names.find((name) => file.headers.includes(name));
  const [asin, units] = [column(COLUMNS.asin), column(COLUMNS.units)];
  if (!asin || !units) {
    throw new FileFormatError(
      'the columns are not a Business Report by child item: expected "(Child) ASIN" and "Units Ordered"',
    );
  }
  const [parent, title, sessions, pageViews, sales] = [
    COLUMNS.parent,
    COLUMNS.title,
    COLUMNS.sessions,
    COLUMNS.pageViews,
    COLUMNS.sales,
  ].map(column);
  const { records, reasons } = checkRows(
    file.rows,
    (values) => {
      const price = parsePrice(sales ? values[sales] : null, period.marketplace);
      return {
        asin: cellText(values[asin])?.toUpperCase() ?? '',
        parentAsin: parent ? cellText(values[parent]) : null,
        title: title ? cellText(values[title]) : null,
        sessions: sessions ? parseInteger(values[sessions]) : null,
        pageViews: pageViews ? parseInteger(values[pageViews]) : null,
        units: parseInteger(values[units]),
        sales: price?.amount ?? null,
        currency: price?.currency ?? null,
      };
    },
    reportRow,
    (row) => row.asin,
  );
  const toRow = (r: ReportRow) => ({
    marketplace: period.marketplace,
    asin: r.asin,
    period_start: period.from,
    period_end: period.to,
    parent_asin: r.parentAsin,
    title: r.title,
    sessions: r.sessions,
    page_views: r.pageViews,
    units_ordered: r.units,
    ordered_sales: r.sales,
    currency: r.currency,
  });
  return {
    format: 'business-report-by-child',
    read: file.rows.length,
    accepted: records.length,
    rejected: reasons.length,
    reasons,
    stage: { kind: 'business-report', report: writeStage(options.workDir, 'report', records, toRow) },
  };
}

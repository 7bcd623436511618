import type { z } from 'zod';
import { CellError } from './cells.js';
import type { RowReason } from './import.repository.js';
import { describeIssue } from './product-record.js';
import type { CsvRow } from './read-csv.js';

export interface RowCounts {
  read: number;
  accepted: number;
  rejected: number;
}

/** Rows between two reports of the counts: often enough to look live, rare enough to cost nothing. */
const REPORT_EVERY_ROWS = 5000;
/** Where this thread's checks report their counts; set by the import worker for one file at a time. */
let reportRows: ((counts: RowCounts) => void) | undefined;

export function reportRowsTo(listener: ((counts: RowCounts) => void) | undefined): void {
  reportRows = listener;
}

/**
 * Turns every row into a checked record or a reason: the format reads the cells, the schema checks
 * the record, and a second row with the same key is told which line it repeats.
 */
export function checkRows<Schema extends z.ZodType, Values = CsvRow['values']>(
  rows: { line: number; values: Values }[],
  read: (values: Values) => z.input<Schema>,
  schema: Schema,
  keyOf: (record: z.output<Schema>) => string,
): { records: z.output<Schema>[]; reasons: RowReason[] } {
  const records: z.output<Schema>[] = [];
  const reasons: RowReason[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (reportRows && (records.length + reasons.length) % REPORT_EVERY_ROWS === 0) {
      reportRows({
        read: records.length + reasons.length,
        accepted: records.length,
        rejected: reasons.length,
      });
    }
    try {
      const parsed = schema.safeParse(read(row.values));
      if (!parsed.success) throw new CellError(describeIssue(parsed.error));
      const key = keyOf(parsed.data);
      const first = seen.get(key);
      if (first !== undefined) throw new CellError(`duplicate of line ${first}`);
      seen.set(key, row.line);
      records.push(parsed.data);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      reasons.push({ line: row.line, reason: error.message });
    }
  }
  return { records, reasons };
}

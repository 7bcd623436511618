import { parse } from 'csv-parse/sync';
import { FileFormatError } from './decode-text.js';

export interface CsvRow {
  /** the line the row starts on, counting the header as line 1 */
  line: number;
  values: Record<string, string>;
}

/**
 * A whole CSV with a header row. Every row must have the header's number of fields: a short or
 * long row, or a quote left open, means a truncated or broken file, which imports nothing.
 */
export function readCsv(text: string): { headers: string[]; rows: CsvRow[] } {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, { info: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    throw new FileFormatError(`the CSV is broken or cut off${lines ? ` near line ${lines}` : ''}`);
  }
  const [header, ...body] = records;
  if (!header) throw new FileFormatError('the file is empty');
  const headers = header.record.map((name) => name.trim());
  // csv-parse tells where a record ends; it starts after the previous one and any blank lines.
  let previous = header.info;
  const rows = body.map(({ record, info }) => {
    const line = previous.lines + (info.empty_lines - previous.empty_lines) + 1;
    previous = info;
    return { line, values: Object.fromEntries(headers.map((name, i) => [name, record[i]!.trim()])) };
  });
  return { headers, rows };
}

import { parse } from 'csv-parse/sync';
import { FileFormatError } from './decode-text.js';

export interface CsvRow {
  /** the line the row starts on, counting the file's first line as line 1 */
  line: number;
  values: Record<string, string>;
}

/**
 * Title lines some exports write above their header row, holding no columns: Jungle Scout's web
 * app starts its Product Database CSV with "JUNGLESCOUT WEBAPP CSV EXPORT" and "Report Generated
 * at: …" (formats/jungle-scout.ts). They are skipped; line numbers still count them.
 */
const TITLE_LINES = [/^JUNGLESCOUT WEBAPP CSV EXPORT\s*$/, /^Report Generated at: /];

function titleLinesAtStart(text: string): number {
  const lines = text.split(/\r?\n/, TITLE_LINES.length);
  let count = 0;
  while (count < lines.length && TITLE_LINES[count]!.test(lines[count]!)) count++;
  return count;
}

/**
 * A whole CSV with a header row. Every row must have the header's number of fields: a short or
 * long row, or a quote left open, means a truncated or broken file, which imports nothing.
 */
export function readCsv(text: string): { headers: string[]; rows: CsvRow[] } {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      skip_empty_lines: true,
      from_line: titleLinesAtStart(text) + 1,
    }) as unknown as typeof records;
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

import fs from 'node:fs/promises';
import { z } from 'zod';
import { cellInteger, cellNumber, cellText } from '../cells.js';
import type { CheckedFile, Stage } from '../checked-file.js';
import { checkRows } from '../check-rows.js';
import { decodeText, FileFormatError } from '../decode-text.js';
import type { RowReason } from '../import.repository.js';
import { readCsv, type CsvRow } from '../read-csv.js';
import { writeStage } from '../stage-file.js';

/**
 * A clickstream panel's on-site search files (docs/data/catalog.md): its daily top terms with the
 * users and visits it estimates, and its keyword → niche label list. The columns as the files name
 * them; a header is matched case-insensitively.
 */
export const PANEL_FORMATS = {
  'onsite-search-panel': ['DATE', 'OSS_KEYWORD', 'USERS', 'SITE_VISITS', 'RANK', 'KEYWORD_CATEGORY'],
  'search-term-labels': ['OSS_KEYWORD', 'Keyword_Category'],
} as const;
export type PanelFormat = keyof typeof PANEL_FORMATS;

/** Columns only the daily list has: with one of them a panel header is the daily list. */
const DAILY_ONLY = ['DATE', 'USERS', 'SITE_VISITS', 'RANK'];

/** The files are a few hundred KB a year of daily top-10s: a bigger one is not this panel's. */
const MAX_PANEL_BYTES = 64 * 1024 * 1024;

/**
 * A header naming OSS_KEYWORD or KEYWORD_CATEGORY is the panel's (so a file with a column renamed is
 * still recognised, and refused saying which column is missing); null when it is not.
 */
export function panelFormatOf(headers: string[]): PanelFormat | null {
  const names = new Set(headers.map((name) => name.trim().toUpperCase()));
  if (!names.has('OSS_KEYWORD') && !names.has('KEYWORD_CATEGORY')) return null;
  return DAILY_ONLY.some((name) => names.has(name)) ? 'onsite-search-panel' : 'search-term-labels';
}

/** A reason that shows the value it refused, or says the cell is empty. */
const told = (what: string) => (issue: { input?: unknown }) =>
  issue.input === null || issue.input === undefined ? 'missing' : `"${String(issue.input)}" is ${what}`;

/** A cell the row cannot go without: empty is "missing", anything else meets the schema. */
const required = <T extends z.ZodType<unknown, NonNullable<unknown> | undefined>>(schema: T) =>
  z
    .unknown()
    .refine((value) => value !== null, 'missing')
    .pipe(schema);

const term = z.string().min(1, 'missing').max(500, 'longer than 500 characters');
const estimate = required(z.number().min(0, { error: told('not a number from 0') }));

// Keys are the file's column names, so that a reason names the column a person looks for.
const panelRow = z.object({
  DATE: required(z.iso.date({ error: told('not a date (YYYY-MM-DD)') })),
  OSS_KEYWORD: term,
  USERS: estimate,
  SITE_VISITS: estimate,
  RANK: required(
    z
      .number()
      .min(1, { error: told('not a whole number from 1') })
      .max(2_000_000_000, { error: told('not a whole number from 1') }),
  ),
  KEYWORD_CATEGORY: z.string().max(200, 'longer than 200 characters').nullable(),
});
const labelRow = z.object({
  OSS_KEYWORD: term,
  Keyword_Category: required(z.string().max(200, 'longer than 200 characters')),
});

async function readPanelFile(path: string, format: PanelFormat, marketplace: string | undefined) {
  if (!marketplace) {
    throw new FileFormatError(
      'the on-site search panel files do not name their marketplace: name it for the import (--marketplace US for amazon.com)',
    );
  }
  if ((await fs.stat(path)).size > MAX_PANEL_BYTES) {
    throw new FileFormatError(
      `the file is larger than ${MAX_PANEL_BYTES / 1024 / 1024} MB, too big for ${format}`,
    );
  }
  const file = readCsv(decodeText(await fs.readFile(path)).text);
  const byName = new Map(file.headers.map((name) => [name.toUpperCase(), name]));
  const expected = PANEL_FORMATS[format];
  const missing = expected.filter((name) => !byName.has(name.toUpperCase()));
  if (missing.length > 0) {
    throw new FileFormatError(
      `the columns do not fit the ${format} format: ${missing.join(', ')} missing (expected ${expected.join(', ')})`,
    );
  }
  const cell = (values: CsvRow['values'], name: string) => values[byName.get(name.toUpperCase())!];
  const termOf = (values: CsvRow['values']) => cellText(cell(values, 'OSS_KEYWORD'))?.toLowerCase() ?? '';
  return { rows: file.rows, cell, termOf, marketplace };
}

const summaryOf = (
  format: PanelFormat,
  read: number,
  accepted: number,
  reasons: RowReason[],
  stage: Stage,
): CheckedFile => ({
  format,
  read,
  accepted,
  rejected: reasons.length,
  reasons,
  stage,
});

interface PanelOptions {
  marketplace?: string;
  /** the run's folder, where the stage file goes */
  workDir: string;
}

/** The daily top terms for `onsite_searches`; a term that comes twice on a day keeps its first line. */
async function checkDailyPanel(path: string, options: PanelOptions): Promise<CheckedFile> {
  const { rows, cell, termOf, marketplace } = await readPanelFile(
    path,
    'onsite-search-panel',
    options.marketplace,
  );
  const { records, reasons } = checkRows(
    rows,
    (values) => ({
      DATE: cellText(cell(values, 'DATE')),
      OSS_KEYWORD: termOf(values),
      USERS: cellNumber(cell(values, 'USERS'), 'USERS'),
      SITE_VISITS: cellNumber(cell(values, 'SITE_VISITS'), 'SITE_VISITS'),
      RANK: cellInteger(cell(values, 'RANK'), 'RANK'),
      KEYWORD_CATEGORY: cellText(cell(values, 'KEYWORD_CATEGORY')),
    }),
    panelRow,
    (r) => `${r.DATE} ${r.OSS_KEYWORD}`,
  );
  const searches = writeStage(options.workDir, 'onsite', records, (r) => ({
    search_term: r.OSS_KEYWORD,
    day: r.DATE,
    rank: r.RANK,
    users: r.USERS,
    site_visits: r.SITE_VISITS,
    category: r.KEYWORD_CATEGORY,
  }));
  return summaryOf('onsite-search-panel', rows.length, records.length, reasons, {
    kind: 'onsite-searches',
    marketplace,
    searches,
  });
}

/** The keyword → niche label list for `search_term_labels`; a term that comes twice keeps its first line. */
async function checkLabels(path: string, options: PanelOptions): Promise<CheckedFile> {
  const { rows, cell, termOf, marketplace } = await readPanelFile(
    path,
    'search-term-labels',
    options.marketplace,
  );
  const { records, reasons } = checkRows(
    rows,
    (values) => ({
      OSS_KEYWORD: termOf(values),
      Keyword_Category: cellText(cell(values, 'Keyword_Category')),
    }),
    labelRow,
    (r) => r.OSS_KEYWORD,
  );
  const labels = writeStage(options.workDir, 'labels', records, (r) => ({
    search_term: r.OSS_KEYWORD,
    label: r.Keyword_Category,
  }));
  return summaryOf('search-term-labels', rows.length, records.length, reasons, {
    kind: 'search-term-labels',
    marketplace,
    labels,
  });
}

/** One of the panel's files, read whole (they are small) and checked row by row, in the import worker. */
export function checkOnsitePanel(
  path: string,
  format: PanelFormat,
  options: PanelOptions,
): Promise<CheckedFile> {
  return format === 'onsite-search-panel' ? checkDailyPanel(path, options) : checkLabels(path, options);
}

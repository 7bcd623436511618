import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { FileFormatError } from '../decode-text.js';
import { MAX_STORED_REASONS, type RowReason } from '../import.repository.js';
import type { StagedReport, TermsPeriod } from './search-terms.repository.js';

const PEEK_BYTES = 64 * 1024;

/** The columns of a Seller Central Search Terms download, old ("#1 Clicked ASIN") or new layout. */
const COLUMN_PATTERNS = {
  department: /^department$/i,
  term: /^search term$/i,
  sfr: /^search frequency rank$/i,
  asin: /^(?:#(\d) clicked asin|top clicked product #(\d): asin)$/i,
  click: /^(?:#(\d) click share|top clicked product #(\d): click share)$/i,
  conversion: /^(?:#(\d) conversion share|top clicked product #(\d): conversion share)$/i,
};

interface Layout {
  skipLines: number;
  width: number;
  department: number | null;
  term: number;
  sfr: number;
  slots: { rank: number; asin: number; click: number | null; conversion: number | null }[];
  metadata: string;
}

function findColumn(headers: string[], pattern: RegExp, rank?: number): number | null {
  const index = headers.findIndex((name) => {
    const match = pattern.exec(name.trim());
    return match !== null && (rank === undefined || Number(match[1] ?? match[2]) === rank);
  });
  return index === -1 ? null : index;
}

/** The header (and the metadata line Seller Central writes above it) from the file's first bytes. */
async function readLayout(path: string): Promise<Layout> {
  const handle = await fs.open(path);
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(PEEK_BYTES), 0, PEEK_BYTES, 0);
  await handle.close();
  const lines = buffer
    .subarray(0, bytesRead)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const hasMetadata = /=\s*\[/.test(lines[0] ?? '');
  const headerLine = lines[hasMetadata ? 1 : 0] ?? '';
  let headers: string[];
  try {
    headers = (parse(headerLine) as string[][])[0] ?? [];
  } catch {
    throw new FileFormatError('the first lines are not a CSV header');
  }
  const term = findColumn(headers, COLUMN_PATTERNS.term);
  const sfr = findColumn(headers, COLUMN_PATTERNS.sfr);
  const slots = [1, 2, 3].flatMap((rank) => {
    const asin = findColumn(headers, COLUMN_PATTERNS.asin, rank);
    if (asin === null) return [];
    const click = findColumn(headers, COLUMN_PATTERNS.click, rank);
    const conversion = findColumn(headers, COLUMN_PATTERNS.conversion, rank);
    return [{ rank, asin, click, conversion }];
  });
  if (term === null || sfr === null || slots.length === 0) {
    throw new FileFormatError(
      'the columns are not a Search Terms report: expected "Search Term", "Search Frequency Rank" and "#1 Clicked ASIN" (or "Top Clicked Product #1: ASIN")',
    );
  }
  return {
    skipLines: hasMetadata ? 2 : 1,
    width: headers.length,
    department: findColumn(headers, COLUMN_PATTERNS.department),
    term,
    sfr,
    slots,
    metadata: hasMetadata ? lines[0]! : '',
  };
}

function periodOf(metadata: string, marketplace: string | undefined): TermsPeriod {
  if (!marketplace)
    throw new FileFormatError('a Search Terms CSV does not name its marketplace: name it for the import');
  const dates = /(\d{4}-\d{2}-\d{2})\s*-\s*(\d{4}-\d{2}-\d{2})/.exec(metadata);
  if (!dates)
    throw new FileFormatError('the report names no period (Seller Central writes it on the first line)');
  return { marketplace, start: dates[1]!, end: dates[2]! };
}

const share = (column: string) => `case when ${column} is null or trim(${column}) = '' then null
  when trim(${column}) like '%\\%' escape '\\' then try_cast(replace(trim(${column}), '%', '') as double) / 100
  else try_cast(trim(${column}) as double) end`;

/**
 * Stages a Seller Central Search Terms CSV with DuckDB's own CSV reader (the file never passes
 * through JavaScript row by row), then checks every row in SQL: the first problem of a row is its
 * reason, told with its line.
 */
export async function stageCsvReport(
  tx: CatalogTx,
  path: string,
  marketplace: string | undefined,
): Promise<StagedReport> {
  const layout = await readLayout(path);
  const period = periodOf(layout.metadata, marketplace);
  const department = /Department\s*=\s*\["([^"]+)"\]/.exec(layout.metadata)?.[1] ?? 'Amazon';
  const columns = Array.from({ length: layout.width }, (_, i) => `'c${i}': 'VARCHAR'`).join(', ');
  const literalPath = `'${path.replaceAll("'", "''")}'`;
  const c = (index: number | null) => (index === null ? 'null' : `c${index}`);
  const departmentOf =
    layout.department === null ? `'${department.replaceAll("'", "''")}'` : `trim(${c(layout.department)})`;
  const first = layout.slots[0]!;
  const checks = [
    `when ${c(layout.term)} is null or trim(${c(layout.term)}) = '' then 'search term: missing'`,
    `when try_cast(${c(layout.sfr)} as integer) is null or try_cast(${c(layout.sfr)} as integer) < 1 then 'search frequency rank: not a whole number from 1'`,
    ...layout.slots.flatMap((slot) => [
      `when ${c(slot.asin)} is not null and not regexp_full_match(trim(${c(slot.asin)}), '^(B0[A-Z0-9]{8}|\\d{9}[\\dX])$') then '#${slot.rank} clicked ASIN: not a valid ASIN'`,
      ...[slot.click, slot.conversion].map(
        (index, i) =>
          `when ${c(index)} is not null and trim(${c(index)}) <> '' and coalesce(${share(c(index))} not between 0 and 1, true) then '#${slot.rank} ${i === 0 ? 'click' : 'conversion'} share: not a share from 0 to 1'`,
      ),
    ]),
    `when ${c(first.asin)} is null then '#1 clicked ASIN: missing'`,
  ];
  const slotColumns = [1, 2, 3].map((rank) => {
    const slot = layout.slots.find((s) => s.rank === rank);
    const asin = slot ? `nullif(trim(${c(slot.asin)}), '')` : 'null';
    const click = slot?.click != null ? share(c(slot.click)) : 'null';
    const conversion = slot?.conversion != null ? share(c(slot.conversion)) : 'null';
    return `${asin} as asin_${rank}, ${click} as click_share_${rank}, ${conversion} as conversion_share_${rank}`;
  });
  // One pass over the file: DuckDB reads it, checks every row and keeps what the insert needs.
  try {
    await tx.run(`create temp table stage_wide as
      select line, ${departmentOf} as department, trim(${c(layout.term)}) as term,
             try_cast(${c(layout.sfr)} as integer) as sfr, ${slotColumns.join(', ')},
             case ${checks.join(' ')} else null end as reason
      from (select (row_number() over ()) + ${layout.skipLines} as line, *
            from read_csv(${literalPath}, header = false, skip = ${layout.skipLines}, columns = {${columns}},
                          quote = '"', escape = '"', delim = ',', strict_mode = true, null_padding = false))`);
  } catch (error) {
    throw new FileFormatError(`the CSV is broken or cut off (${(error as Error).message.split('\n')[0]})`);
  }
  const reasons = await tx.all<RowReason>(
    `select line, reason from stage_wide where reason is not null order by line limit ${MAX_STORED_REASONS}`,
  );
  const [counts] = await tx.all<{ read: number; rejected: number }>(
    'select count(*) as read, count(reason) as rejected from stage_wide',
  );
  return { read: counts!.read, rejected: counts!.rejected, reasons, period };
}

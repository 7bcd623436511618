import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { FileFormatError } from '../decode-text.js';
import { CATALOG_ASIN, describeIssue } from '../product-record.js';
import { PLACE_COLUMN, splitReport, type ReportParts } from './json-items.js';
import { MARKETPLACE_IDS } from './marketplace-ids.js';
import { pivotLongStage, type StagedReport, type TermsPeriod } from './search-terms.repository.js';

const specificationSchema = z.object({
  reportType: z.literal('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT'),
  dataStartTime: z.iso.date(),
  dataEndTime: z.iso.date(),
  marketplaceIds: z.array(z.string()).min(1),
});

function periodOf(parts: ReportParts, marketplace: string | undefined): TermsPeriod {
  const spec = specificationSchema.safeParse(parts.specification);
  if (!spec.success) {
    throw new FileFormatError(`not a Search Terms report: reportSpecification ${describeIssue(spec.error)}`);
  }
  const fromReport = MARKETPLACE_IDS[spec.data.marketplaceIds[0]!];
  if (!fromReport)
    throw new FileFormatError(`marketplace id ${spec.data.marketplaceIds[0]} is not one of the nine`);
  if (marketplace && marketplace !== fromReport) {
    throw new FileFormatError(`the report is for ${fromReport}, the import names ${marketplace}`);
  }
  if (!parts.hasList) {
    throw new FileFormatError('not a Search Terms report: it has no dataByDepartmentAndSearchTerm list');
  }
  return { marketplace: fromReport, start: spec.data.dataStartTime, end: spec.data.dataEndTime };
}

/** The fields of an item as `schemas/reports/sellingPartnerSearchTermsReport.json` names them. */
const FIELDS = [
  'departmentName',
  'searchTerm',
  'searchFrequencyRank',
  'clickedAsin',
  'clickShareRank',
  'clickShare',
  'conversionShare',
] as const;

/**
 * Each field is read as JSON text, so its type is checked as the schema gives it: a string only
 * where JSON has a string ("…": unescaped by DuckDB only when it holds an escape, the common case
 * being cheaper to cut), a number only where it has a number ("5" is not a rank).
 */
const text = (field: string) =>
  String.raw`case when starts_with(${field}, '"') then
     case when contains(${field}, '\') then ${field} ->> '$' else ${field}[2:-2] end end`;
const number = (field: string) => `try_cast(${field}::varchar as double)`;
/** Blank as JavaScript's trim() sees it: DuckDB's trim() removes spaces only. */
const isBlank = (column: string) =>
  String.raw`coalesce(regexp_full_match(${column}, '[\s\x0b\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]*'), true)`;

/**
 * Every check of an item in SQL, the first problem being the reason (the texts the importer has
 * always told); `notObjects` are the places of elements that were not objects (copied as their
 * place alone, so every field is missing, but the reason says what they were).
 */
function reasonOf(notObjects: number[]): string {
  const checks = [
    ...(notObjects.length > 0 ? [`when line in (${notObjects.join(', ')}) then 'not an object'`] : []),
    `when ${isBlank('department')} then 'departmentName: missing'`,
    `when ${isBlank('term')} then 'searchTerm: missing'`,
    `when coalesce(sfr < 1 or sfr <> trunc(sfr) or try_cast(sfr as integer) is null, true) then 'searchFrequencyRank: not a whole number from 1'`,
    `when not coalesce(regexp_full_match(asin, '${CATALOG_ASIN.source}'), false) then 'clickedAsin: not a valid ASIN'`,
    `when coalesce(rank not in (1, 2, 3), true) then 'clickShareRank: not 1, 2 or 3'`,
    `when coalesce(click_share not between 0 and 1, true) then 'clickShare: not a share from 0 to 1'`,
    `when coalesce(conversion_share not between 0 and 1, true) then 'conversionShare: not a share from 0 to 1'`,
  ];
  return `case ${checks.join(' ')} end`;
}

/**
 * The items of the list's copy as DuckDB's read_json reads them (in parallel: one item a line,
 * its place written beside it by the scan), each with its reason.
 */
function itemsOf(listFile: string, notObjects: number[]): string {
  const columns = [`${PLACE_COLUMN}: 'BIGINT'`, ...FIELDS.map((field) => `${field}: 'JSON'`)].join(', ');
  const literalPath = `'${listFile.replaceAll("'", "''")}'`;
  return `select line, department, term, try_cast(sfr as integer) as sfr, asin,
             try_cast(rank as integer) as rank, click_share, conversion_share, ${reasonOf(notObjects)} as reason
      from (select ${PLACE_COLUMN} as line, ${text('departmentName')} as department, ${text('searchTerm')} as term,
                   ${number('searchFrequencyRank')} as sfr, ${text('clickedAsin')} as asin,
                   ${number('clickShareRank')} as rank, ${number('clickShare')} as click_share,
                   ${number('conversionShare')} as conversion_share
            from read_json(${literalPath}, format = 'newline_delimited', columns = {${columns}}))`;
}

/**
 * What DuckDB's JSON reader found wrong, without the temporary file's name or the reader's own
 * numbering of values (not the items' places); null for an error of another kind.
 */
function readerProblem(message: string): string | null {
  const match = /(Malformed JSON|JSON transform error) in file "[^"]*"[^:]*: (.*)/.exec(
    message.split('\n')[0]!,
  );
  if (!match) return null;
  const detail = match[2]!.trim();
  return `${match[1]}: ${detail.length > 200 ? `${detail.slice(0, 200)}…` : detail}`;
}

/**
 * Stages an SP-API Search Terms report (JSON): the list's items are copied out to a temporary
 * file that DuckDB reads, checks and pivots (no item is parsed in JavaScript). An item's "line" is
 * its place in the list (1 = first).
 */
export async function stageJsonReport(
  tx: CatalogTx,
  file: string,
  marketplace: string | undefined,
): Promise<StagedReport> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'asinasin-terms-'));
  try {
    const listFile = path.join(dir, 'list.json');
    const parts = await splitReport(file, listFile);
    const period = periodOf(parts, marketplace);
    let staged: Awaited<ReturnType<typeof pivotLongStage>>;
    try {
      staged = await pivotLongStage(tx, itemsOf(listFile, parts.notObjects));
    } catch (error) {
      const why = readerProblem((error as Error).message);
      if (why === null) throw error;
      throw new FileFormatError(`the JSON report is broken or cut off (${why})`);
    }
    return { ...staged, reasons: staged.reasons.sort((a, b) => a.line - b.line), period };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { FileFormatError } from '../decode-text.js';
import { MAX_STORED_REASONS, type RowReason } from '../import.repository.js';
import { CATALOG_ASIN, describeIssue } from '../product-record.js';
import { splitReport, type ReportParts } from './json-items.js';
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

/** What JavaScript's String.prototype.trim removes (DuckDB's trim alone removes spaces only). */
const WHITESPACE = [
  9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8199, 8200, 8201, 8202, 8232,
  8233, 8239, 8287, 12288, 65279,
]
  .map((code) => `chr(${code})`)
  .join(' || ');

/**
 * Each field is read as JSON text so its type is checked as the schema gives it: a string only
 * when JSON has a string there, a number only when it has a number ("5" is not a rank).
 */
const text = (field: string) => `case when json_type(${field}) = 'VARCHAR' then ${field} ->> '$' end`;
const number = (field: string) =>
  `case when json_type(${field}) in ('UBIGINT', 'BIGINT', 'DOUBLE') then ${field}::double end`;
const isBlank = (column: string) => `coalesce(trim(${column}, ${WHITESPACE}) = '', true)`;

/**
 * Every check of an item in SQL, the first problem being the reason (the texts the importer has
 * always told); `notObjects` are the places of elements that were not objects (copied as `{}`).
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
 * Reads the list's copy with DuckDB's read_json (in parallel; the rows keep the file's order, so
 * row_number() is an item's place) into `stage_terms`, one row per item with its reason.
 */
async function stageItems(tx: CatalogTx, listFile: string, notObjects: number[]): Promise<void> {
  const columns = FIELDS.map((field) => `${field}: 'JSON'`).join(', ');
  const literalPath = `'${listFile.replaceAll("'", "''")}'`;
  try {
    await tx.run(`create temp table stage_terms as
      select line, department, term, try_cast(sfr as integer) as sfr, asin,
             try_cast(rank as integer) as rank, click_share, conversion_share, ${reasonOf(notObjects)} as reason
      from (select row_number() over () as line, *
            from (select ${text('departmentName')} as department, ${text('searchTerm')} as term,
                         ${number('searchFrequencyRank')} as sfr, ${text('clickedAsin')} as asin,
                         ${number('clickShareRank')} as rank, ${number('clickShare')} as click_share,
                         ${number('conversionShare')} as conversion_share
                  from read_json(${literalPath}, format = 'array', columns = {${columns}})))`);
  } catch (error) {
    throw new FileFormatError(
      `the JSON report is broken or cut off (${(error as Error).message.split('\n')[0]})`,
    );
  }
}

/**
 * Stages an SP-API Search Terms report (JSON): the list's bytes are cut out to a temporary file
 * that DuckDB reads and checks (the file never passes through JavaScript item by item), then each
 * term's three clicked products are put side by side. An item's "line" is its place in the list
 * (1 = first).
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
    await stageItems(tx, listFile, parts.notObjects);
    const reasons = await tx.all<RowReason>(
      `select line, reason from stage_terms where reason is not null order by line limit ${MAX_STORED_REASONS}`,
    );
    const [counts] = await tx.all<{ read: number; rejected: number }>(
      'select count(*) as read, count(reason) as rejected from stage_terms',
    );
    const duplicates = await pivotLongStage(tx);
    return {
      read: counts!.read,
      rejected: counts!.rejected + duplicates.count,
      reasons: [...reasons, ...duplicates.reasons].sort((a, b) => a.line - b.line),
      period,
    };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

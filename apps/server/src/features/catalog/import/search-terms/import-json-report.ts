import fs from 'node:fs';
import type { DuckDBValue } from '@duckdb/node-api';
import { z } from 'zod';
import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { FileFormatError } from '../decode-text.js';
import type { RowReason } from '../import.repository.js';
import { CATALOG_ASIN, describeIssue } from '../product-record.js';
import { readReportItems } from './json-items.js';
import { MARKETPLACE_IDS } from './marketplace-ids.js';
import { LONG_STAGE, pivotLongStage, type StagedReport } from './search-terms.repository.js';

interface ReportItem {
  departmentName: string;
  searchTerm: string;
  searchFrequencyRank: number;
  clickedAsin: string;
  clickShareRank: number;
  clickShare: number;
  conversionShare: number;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isWhole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const isShare = (v: unknown) => typeof v === 'number' && v >= 0 && v <= 1;

/**
 * Field by field as `schemas/reports/sellingPartnerSearchTermsReport.json` defines them; the first
 * problem is the reason. Checked by hand: this runs once per item of a report of millions.
 */
function problemOf(item: Partial<Record<keyof ReportItem, unknown>>): string | null {
  if (!isText(item.departmentName)) return 'departmentName: missing';
  if (!isText(item.searchTerm)) return 'searchTerm: missing';
  if (!isWhole(item.searchFrequencyRank, 1)) return 'searchFrequencyRank: not a whole number from 1';
  if (typeof item.clickedAsin !== 'string' || !CATALOG_ASIN.test(item.clickedAsin))
    return 'clickedAsin: not a valid ASIN';
  if (!isWhole(item.clickShareRank, 1, 3)) return 'clickShareRank: not 1, 2 or 3';
  if (!isShare(item.clickShare)) return 'clickShare: not a share from 0 to 1';
  if (!isShare(item.conversionShare)) return 'conversionShare: not a share from 0 to 1';
  return null;
}
const STAGE_TYPES = [
  'integer',
  'varchar',
  'varchar',
  'integer',
  'varchar',
  'integer',
  'double',
  'double',
] as const;

const specificationSchema = z.object({
  reportType: z.literal('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT'),
  dataStartTime: z.iso.date(),
  dataEndTime: z.iso.date(),
  marketplaceIds: z.array(z.string()).min(1),
});

const BATCH = 50_000;

/**
 * Stages an SP-API Search Terms report (JSON) item by item, in batches through DuckDB's appender.
 * An item's "line" is its place in the report's list (1 = first).
 */
export async function stageJsonReport(
  tx: CatalogTx,
  path: string,
  marketplace: string | undefined,
): Promise<StagedReport> {
  await tx.run(LONG_STAGE);
  let specification: unknown;
  const reasons: RowReason[] = [];
  let batch: DuckDBValue[][] = [];
  let read = 0;
  try {
    for await (const raw of readReportItems(fs.createReadStream(path), (s) => (specification = s))) {
      read++;
      const problem = typeof raw === 'object' && raw !== null ? problemOf(raw) : 'not an object';
      if (problem) {
        reasons.push({ line: read, reason: problem });
        continue;
      }
      const i = raw as ReportItem;
      batch.push([
        read,
        i.departmentName,
        i.searchTerm,
        i.searchFrequencyRank,
        i.clickedAsin,
        i.clickShareRank,
        i.clickShare,
        i.conversionShare,
      ]);
      if (batch.length === BATCH) {
        await tx.appendTemp('stage_terms', batch, [...STAGE_TYPES]);
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof SyntaxError || (error instanceof Error && /cut off/.test(error.message))) {
      throw new FileFormatError(`the JSON report is broken or cut off (${error.message})`);
    }
    throw error;
  }
  await tx.appendTemp('stage_terms', batch, [...STAGE_TYPES]);
  const spec = specificationSchema.safeParse(specification);
  if (!spec.success) {
    throw new FileFormatError(`not a Search Terms report: reportSpecification ${describeIssue(spec.error)}`);
  }
  const fromReport = MARKETPLACE_IDS[spec.data.marketplaceIds[0]!];
  if (!fromReport)
    throw new FileFormatError(`marketplace id ${spec.data.marketplaceIds[0]} is not one of the nine`);
  if (marketplace && marketplace !== fromReport) {
    throw new FileFormatError(`the report is for ${fromReport}, the import names ${marketplace}`);
  }
  const duplicates = await pivotLongStage(tx);
  return {
    read,
    rejected: reasons.length + duplicates.count,
    reasons: [...reasons, ...duplicates.reasons].sort((a, b) => a.line - b.line),
    period: { marketplace: fromReport, start: spec.data.dataStartTime, end: spec.data.dataEndTime },
  };
}

import fs from 'node:fs';
import type { DuckDBValue } from '@duckdb/node-api';
import { z } from 'zod';
import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { CellError } from '../cells.js';
import { FileFormatError } from '../decode-text.js';
import type { RowReason } from '../import.repository.js';
import { CATALOG_ASIN } from '../product-record.js';
import { describeIssue } from '../product-record.js';
import { readReportItems } from './json-items.js';
import { MARKETPLACE_IDS } from './marketplace-ids.js';
import { STAGE_TABLE, type StagedReport } from './search-terms.repository.js';

/** Field by field as `schemas/reports/sellingPartnerSearchTermsReport.json` defines them. */
const itemSchema = z.object({
  departmentName: z.string().min(1),
  searchTerm: z.string().min(1),
  searchFrequencyRank: z.number().int().min(1),
  clickedAsin: z.string().regex(CATALOG_ASIN, { message: 'not a valid ASIN' }),
  clickShareRank: z.number().int().min(1).max(3),
  clickShare: z.number().min(0).max(1),
  conversionShare: z.number().min(0).max(1),
});

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
  await tx.run(STAGE_TABLE);
  let specification: unknown;
  const reasons: RowReason[] = [];
  let batch: DuckDBValue[][] = [];
  let read = 0;
  try {
    for await (const raw of readReportItems(fs.createReadStream(path), (s) => (specification = s))) {
      read++;
      const item = itemSchema.safeParse(raw);
      if (!item.success) {
        reasons.push({ line: read, reason: new CellError(describeIssue(item.error)).message });
        continue;
      }
      const i = item.data;
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
        await tx.appendTemp('stage_terms', batch);
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof SyntaxError || (error instanceof Error && /cut off/.test(error.message))) {
      throw new FileFormatError(`the JSON report is broken or cut off (${error.message})`);
    }
    throw error;
  }
  await tx.appendTemp('stage_terms', batch);
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
  return {
    read,
    rejected: reasons.length,
    reasons,
    period: { marketplace: fromReport, start: spec.data.dataStartTime, end: spec.data.dataEndTime },
  };
}

import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { CatalogDb, CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { FileFormatError } from '../decode-text.js';
import { MAX_STORED_REASONS, type RowReason } from '../import.repository.js';
import type { KindResult } from '../import-types.js';
import { describeIssue } from '../product-record.js';
import { splitReport, type ReportParts } from '../search-terms/json-items.js';
import { MARKETPLACE_IDS } from '../search-terms/marketplace-ids.js';
import { itemsOf, MEASURE_COLUMNS } from './sqp-items.js';

export const SQP_REPORT = 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT';
const LIST_KEY = 'dataByAsin';

const specificationSchema = z.object({
  reportType: z.literal(SQP_REPORT),
  dataStartTime: z.iso.date(),
  dataEndTime: z.iso.date(),
  marketplaceIds: z.array(z.string()).min(1),
});

function periodOf(parts: ReportParts, marketplace: string | undefined) {
  const spec = specificationSchema.safeParse(parts.specification);
  if (!spec.success) {
    throw new FileFormatError(
      `not a Search Query Performance report: reportSpecification ${describeIssue(spec.error)}`,
    );
  }
  const fromReport = MARKETPLACE_IDS[spec.data.marketplaceIds[0]!];
  if (!fromReport)
    throw new FileFormatError(`marketplace id ${spec.data.marketplaceIds[0]} is not one of the nine`);
  if (marketplace && marketplace !== fromReport)
    throw new FileFormatError(`the report is for ${fromReport}, the import names ${marketplace}`);
  if (!parts.hasList)
    throw new FileFormatError('not a Search Query Performance report: it has no dataByAsin list');
  return { marketplace: fromReport, start: spec.data.dataStartTime, end: spec.data.dataEndTime };
}

/** The first refused items and the later copies of an ASIN and query, by line. */
async function reasonsOf(tx: CatalogTx): Promise<RowReason[]> {
  const refused = await tx.all<RowReason>(
    `select line, reason from sqp_stage where reason is not null order by line limit ${MAX_STORED_REASONS}`,
  );
  const copies = await tx.all<{ line: number; first_line: number }>(
    `select line, first_line from sqp_stage where reason is null and copy > 1 order by line limit ${MAX_STORED_REASONS}`,
  );
  return [
    ...refused,
    ...copies.map((c) => ({
      line: Number(c.line),
      reason: `duplicate of line ${c.first_line} (same asin and search query)`,
    })),
  ]
    .map((r) => ({ line: Number(r.line), reason: r.reason }))
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_STORED_REASONS);
}

/**
 * A Search Query Performance report (SP-API JSON) of a seller's own ASINs, into that seller's own
 * rows alone (decisions/0044): the list is copied out and read by DuckDB (never held in memory),
 * checked item by item, and written in one transaction. A later report of the same period and
 * ASIN replaces that ASIN's rows.
 */
export async function importSearchQueryPerformance(
  catalog: CatalogDb,
  file: string,
  options: { runId: number; marketplace?: string; ownerId?: number },
): Promise<KindResult> {
  const { ownerId } = options;
  if (ownerId === undefined)
    throw new FileFormatError(
      "Search Query Performance is a seller's own data: it comes through that seller's Amazon connection",
    );
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'asinasin-sqp-'));
  try {
    const listFile = path.join(dir, 'list.json');
    const parts = await splitReport(file, listFile, undefined, LIST_KEY);
    const period = periodOf(parts, options.marketplace);
    return await catalog.transaction(async (tx) => {
      await tx.run(`create temp table sqp_stage as
        select *, row_number() over w as copy, first_value(line) over w as first_line
        from (${itemsOf(listFile, parts.notObjects, period)})
        window w as (partition by reason is null, asin, search_query order by line)`);
      const [counts] = await tx.all<{ read: number; refused: number; copies: number }>(
        `select count(*) as read, count(reason) as refused,
                count(*) filter (where reason is null and copy > 1) as copies from sqp_stage`,
      );
      const reasons = await reasonsOf(tx);
      const params = [period.marketplace, period.start, period.end];
      const owner = Number(ownerId);
      await tx.run(
        `delete from own_search_query_performance
         where owner_id = ${owner} and marketplace = $1 and period_start = $2::date and period_end = $3::date
           and asin in (select asin from sqp_stage where reason is null)`,
        params,
      );
      await tx.run(
        `insert into own_search_query_performance (marketplace, asin, search_query, period_start, period_end,
           ${MEASURE_COLUMNS.join(', ')}, run_id, owner_id)
         select $1, asin, search_query, $2::date, $3::date, ${MEASURE_COLUMNS.join(', ')}, $4, ${owner}
         from sqp_stage where reason is null and copy = 1`,
        [...params, options.runId],
      );
      await tx.run('drop table sqp_stage');
      const read = Number(counts!.read);
      const rejected = Number(counts!.refused) + Number(counts!.copies);
      return { format: 'sp-api-sqp-json', read, accepted: read - rejected, rejected, reasons };
    });
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

import type { CatalogDb, CatalogTx } from '../../../platform/catalog/catalog-db.js';
import type { CheckJob } from './check-file.js';
import { checkInWorker } from './check-in-worker.js';
import type { Stage } from './checked-file.js';
import { FileFormatError } from './decode-text.js';
import type { KindResult, OnRunProgress } from './import-types.js';
import {
  upsertProducts,
  upsertSnapshots,
  upsertSourceCategories,
  writeRunFormat,
} from './import.repository.js';
import { writeOnsiteSearches, writeSearchTermLabels } from './search-terms/onsite-panel.repository.js';
import { loadStage } from './stage-table.js';
import { upsertTrademarks } from './trademarks/trademarks.repository.js';

/**
 * A Business Report's rows replace those of the same ASIN and period; a seller's own (their synced
 * account's, decisions/0044) go to their own rows, never to the shared store.
 */
async function upsertBusinessReport(
  tx: CatalogTx,
  runId: number,
  report: string,
  ownerId: number | undefined,
): Promise<void> {
  await tx.run('create temp table stage_report as select * exclude (run_id) from business_reports limit 0');
  await loadStage(tx, 'stage_report', report);
  if (ownerId === undefined)
    await tx.run(`insert or replace into business_reports select *, $1 as run_id from stage_report`, [runId]);
  else
    await tx.run(
      `insert or replace into own_business_reports select $2 as owner_id, *, $1 as run_id from stage_report`,
      [runId, Math.trunc(ownerId)],
    );
  await tx.run('drop table stage_report');
}

async function writeStage(
  tx: CatalogTx,
  stage: Stage,
  runId: number,
  now: Date,
  ownerId?: number,
): Promise<void> {
  switch (stage.kind) {
    case 'products':
      return upsertProducts(tx, runId, stage.products, now);
    case 'categories':
      return upsertSourceCategories(tx, stage.source, runId, stage.categories);
    case 'snapshots':
      await upsertSnapshots(tx, runId, stage.snapshots);
      return upsertProducts(tx, runId, stage.products, now);
    case 'business-report':
      return upsertBusinessReport(tx, runId, stage.report, ownerId);
    case 'onsite-searches':
      return writeOnsiteSearches(tx, { runId, marketplace: stage.marketplace }, stage.searches);
    case 'search-term-labels':
      return writeSearchTermLabels(tx, { runId, marketplace: stage.marketplace }, stage.labels);
    case 'trademarks':
      return upsertTrademarks(tx, { runId, now, format: stage.format }, stage.marks);
  }
}

/**
 * A file read and checked on a worker thread, then its stage files written into the catalog in one
 * transaction: its rows become visible together or not at all. DuckDB reads the stage files and
 * writes the rows on its own threads; the event loop only waits (the catalog stays in this
 * process, decisions/0014).
 */
export async function importChecked(
  catalog: CatalogDb,
  job: CheckJob,
  run: { runId: number; now: Date; ownerId?: number },
  onProgress: OnRunProgress = () => undefined,
): Promise<KindResult> {
  const outcome = await checkInWorker(job, (counts) => onProgress({ phase: 'checking', ...counts }));
  if ('refused' in outcome) throw new FileFormatError(outcome.refused);
  const { stage, ...result } = outcome.checked;
  onProgress({ phase: 'writing', read: result.read, accepted: result.accepted, rejected: result.rejected });
  // the products' source is read from the run's row in the transaction (product-source-keys.ts)
  await writeRunFormat(catalog, run.runId, result.format);
  await catalog.transaction((tx) => writeStage(tx, stage, run.runId, run.now, run.ownerId));
  return result;
}

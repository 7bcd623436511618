import type { CatalogDb, CatalogTx } from '../../../platform/catalog/catalog-db.js';
import type { Stage } from './checked-file.js';
import { upsertProducts, upsertSnapshots, upsertSourceCategories } from './import.repository.js';
import { loadStage } from './stage-table.js';

/** A Business Report's rows replace those of the same ASIN and period. */
async function upsertBusinessReport(tx: CatalogTx, runId: number, report: string): Promise<void> {
  await tx.run('create temp table stage_report as select * exclude (run_id) from business_reports limit 0');
  await loadStage(tx, 'stage_report', report);
  await tx.run(`insert or replace into business_reports select *, $1 as run_id from stage_report`, [runId]);
  await tx.run('drop table stage_report');
}

/**
 * Writes a checked file's stage files into the catalog in one transaction: its rows become visible
 * together or not at all. DuckDB reads the files and writes the rows on its own threads.
 */
export function writeChecked(catalog: CatalogDb, stage: Stage, runId: number, now: Date): Promise<void> {
  return catalog.transaction(async (tx) => {
    if (stage.kind === 'products') await upsertProducts(tx, runId, stage.products, now);
    else if (stage.kind === 'categories') {
      await upsertSourceCategories(tx, stage.source, runId, stage.categories);
    } else if (stage.kind === 'snapshots') {
      await upsertSnapshots(tx, runId, stage.snapshots);
      await upsertProducts(tx, runId, stage.products, now);
    } else await upsertBusinessReport(tx, runId, stage.report);
  });
}

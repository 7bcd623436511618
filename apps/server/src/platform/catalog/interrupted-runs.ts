import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import type { CatalogQueries } from './catalog-db.js';

/**
 * Fails the import runs a stopped process left "running" (kill -9, a full disk, a restart). Only
 * the process that opens the catalog file imports into it (decisions/0014), so when it opens the
 * file none of them can still be going; their rows were never committed.
 */
export async function failInterruptedRuns(catalog: CatalogQueries, now = new Date()): Promise<number[]> {
  const rows = await catalog.all<{ id: number }>(
    `update import_runs set status = 'failed', error = $1, finished_at = $2::timestamp
     where status = 'running' returning id`,
    [IMPORT_INTERRUPTED_MESSAGE, now.toISOString()],
  );
  return rows.map((row) => row.id);
}

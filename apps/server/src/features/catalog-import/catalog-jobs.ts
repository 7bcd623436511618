import type { AppContext } from '../../platform/context.js';
import { ensureImportWorker } from './import/import-runs.service.js';

/**
 * The catalog's jobs start with the process that holds the catalog file (decisions/0014, 0027):
 * imports queued before a stop, or left running by a killed process, go on at once.
 */
export async function startCatalogJobs(context: AppContext): Promise<void> {
  await ensureImportWorker(context);
}

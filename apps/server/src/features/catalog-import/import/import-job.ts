import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import { defineJob } from '../../../platform/jobs/job-definition.js';
import { ABANDONED_MESSAGE } from '../../../platform/jobs/jobs.js';
import {
  importJobPayload,
  removeUpload,
  type ImportJobPayload,
  type ImportJobServices,
} from './import-job-payload.js';
import { failRun } from './import.repository.js';

/**
 * One import run carried out as a durable job. It runs only in the process that holds the catalog
 * file (decisions/0014, 0027): DuckDB lets no other process open it. One at a time, as files are
 * held whole in memory while they are checked, and DuckDB writes one import after another anyway.
 */
export const importJob = defineJob<ImportJobPayload, ImportJobServices>({
  name: 'catalog.import',
  version: 1,
  payload: importJobPayload,
  handler: () => import('./import-job.handler.js'),
  concurrency: 1,
  maxAttempts: 3,
  backoffMs: 2000,
  async onDead(payload, reason, { catalog }) {
    // A process stopped in the middle is said so in the operator's language; anything else is
    // not the file's fault, and the run says so as it always did.
    const message = reason === ABANDONED_MESSAGE ? IMPORT_INTERRUPTED_MESSAGE : 'internal error';
    await failRun(catalog, payload.runId, message, new Date());
    await removeUpload(payload);
  },
});

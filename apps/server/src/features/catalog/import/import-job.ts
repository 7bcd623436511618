import { IMPORT_INTERRUPTED_MESSAGE, IMPORT_KINDS } from '@asinasin/contract';
import fsp from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { defineJob } from '../../../platform/jobs/job-definition.js';
import { ABANDONED_MESSAGE } from '../../../platform/jobs/table-jobs.js';
import { failRun } from './import.repository.js';

/** What the import job's handler works with: the catalog, held by the process that runs it. */
export interface ImportJobServices {
  catalog: CatalogDb;
  log: FastifyBaseLogger;
}

/** A recorded run's file, waiting on disk for its job (import-job.handler.ts). */
export const importJobPayload = z.object({
  runId: z.number().int().positive(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  path: z.string(),
  /** the upload's own folder, removed when the run is settled */
  uploadDir: z.string().optional(),
  checksum: z.string(),
  marketplace: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  userId: z.number().int().optional(),
});
export type ImportJobPayload = z.infer<typeof importJobPayload>;

export async function removeUpload(payload: ImportJobPayload): Promise<void> {
  if (payload.uploadDir) await fsp.rm(payload.uploadDir, { recursive: true, force: true });
}

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

import fsp from 'node:fs/promises';
import { IMPORT_KINDS } from '@asinasin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';

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

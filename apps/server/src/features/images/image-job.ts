import { optimizeOptionsSchema } from '@asinasin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob } from '../../platform/jobs/job-definition.js';

export const imageJobPayload = z.object({
  batchId: z.string().uuid(),
  userId: z.number().int(),
  kind: z.enum(['check', 'optimize']),
  imageIds: z.array(z.number().int()).max(20),
  options: optimizeOptionsSchema.nullable(),
});
export type ImageJobPayload = z.infer<typeof imageJobPayload>;

export interface ImageJobServices {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

/**
 * One batch of the image tools (a compliance check or an optimization) as a durable job
 * (decisions/0027, 0034): progress {done, total} after each image. Two at a time in a process:
 * each holds at most one decoded image (2560² × 3 bytes for an optimization) while it works.
 */
export const imageJob = defineJob<ImageJobPayload, ImageJobServices>({
  name: 'images.batch',
  version: 1,
  payload: imageJobPayload,
  handler: () => import('./image-job.handler.js'),
  concurrency: 2,
  maxAttempts: 2,
});

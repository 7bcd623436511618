import { ASIN_PATTERN, LANGUAGES } from '@asinasin/contract';
import { z } from 'zod';
import { defineJob } from '../../../../platform/jobs/job-definition.js';
import type { SyncServices } from '../sync-job.js';

export const catalogItemsPayload = z.object({
  connectionId: z.number().int().positive(),
  marketplace: z.string().min(2).max(2),
  asins: z.array(z.string().regex(ASIN_PATTERN)).min(1).max(20),
  userId: z.number().int().optional(),
  /** the language of the seller who asked: the job's message is said in it */
  lang: z.enum(LANGUAGES),
});
export type CatalogItemsPayload = z.infer<typeof catalogItemsPayload>;

/**
 * Researched ASINs read from Catalog Items 2022-04-01 through the operator's connection into the
 * shared catalog (decisions/0035). It imports, so it runs where the catalog is held (decisions/0014),
 * one at a time: the connection's rate limit is one budget.
 */
export const amazonCatalogItemsJob = defineJob<CatalogItemsPayload, SyncServices>({
  name: 'amazon.catalog-items',
  version: 1,
  payload: catalogItemsPayload,
  handler: () => import('./catalog-items-job.handler.js'),
  concurrency: 1,
  maxAttempts: 3,
  backoffMs: 5000,
});

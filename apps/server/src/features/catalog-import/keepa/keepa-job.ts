import { ASIN_PATTERN } from '@asinasin/contract';
import { z } from 'zod';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import type { KeepaClient } from '../../../platform/keepa/keepa-client.js';
import { defineJob } from '../../../platform/jobs/job-definition.js';

export interface KeepaJobServices {
  catalog: CatalogDb;
  keepa: KeepaClient;
}

/** At most this many ASINs a job: a watch list's refresh, or the products a seller researches. */
export const MAX_KEEPA_JOB_ASINS = 500;

export const keepaHistoryPayload = z.object({
  marketplace: z.string().min(2).max(2),
  asins: z.array(z.string().regex(ASIN_PATTERN)).min(1).max(MAX_KEEPA_JOB_ASINS),
  userId: z.number().int().optional(),
});
export type KeepaHistoryPayload = z.infer<typeof keepaHistoryPayload>;

/**
 * Keepa history of some ASINs into the catalog (keepa-import.ts). It runs in the process that holds
 * the catalog (decisions/0014), one at a time: Keepa's tokens are one budget for the instance.
 */
export const keepaHistoryJob = defineJob<KeepaHistoryPayload, KeepaJobServices>({
  name: 'keepa.history',
  version: 1,
  payload: keepaHistoryPayload,
  handler: () => import('./keepa-job.handler.js'),
  concurrency: 1,
  maxAttempts: 3,
  backoffMs: 5000,
});

export const keepaBestSellersPayload = z.object({
  marketplace: z.string().min(2).max(2),
  /** Keepa's category id: Amazon's browse node */
  category: z.string().regex(/^\d{1,20}$/),
  userId: z.number().int().optional(),
});
export type KeepaBestSellersPayload = z.infer<typeof keepaBestSellersPayload>;

/**
 * A category's best-seller list from Keepa as a dated best-seller snapshot, then its best products'
 * history (keepa-bestsellers.ts): the same process and one-at-a-time turn as the history job.
 */
export const keepaBestSellersJob = defineJob<KeepaBestSellersPayload, KeepaJobServices>({
  name: 'keepa.bestsellers',
  version: 1,
  payload: keepaBestSellersPayload,
  handler: () => import('./keepa-bestsellers.handler.js'),
  concurrency: 1,
  maxAttempts: 3,
  backoffMs: 5000,
});

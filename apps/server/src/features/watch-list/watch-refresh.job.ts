import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import type { Db } from '../../platform/db/database.js';
import { defineJob } from '../../platform/jobs/job-definition.js';

/**
 * A connector that brings products' current values and history into the catalog (Keepa now; the
 * seller's Amazon account and the extension's captures can serve the same call later). The app
 * composes it in (features/index.ts): the watch list never imports another feature.
 */
export interface ProductRefresher {
  readonly configured: boolean;
  refresh(
    request: { marketplace: string; asins: string[]; userId?: number },
    options: { signal?: AbortSignal; onProgress?: (progress: Record<string, unknown>) => Promise<void> },
  ): Promise<{
    unknown: string[];
    stopped: { reason: string; message: string; resumesAt: string | null } | null;
  }>;
}

export interface WatchJobServices {
  db: Db;
  catalog: CatalogDb;
  refresher: ProductRefresher;
  log: FastifyBaseLogger;
}

export const watchRefreshPayload = z.object({
  /** one seller's items ("refresh now"), or every seller's (the schedule) */
  userId: z.number().int().optional(),
});
export type WatchRefreshPayload = z.infer<typeof watchRefreshPayload>;

/** Refreshes watched items through the connectors, then alerts what changed past its thresholds. */
export const watchRefreshJob = defineJob<WatchRefreshPayload, WatchJobServices>({
  name: 'watch.refresh',
  version: 1,
  payload: watchRefreshPayload,
  handler: () => import('./watch-refresh.handler.js'),
  concurrency: 1,
  maxAttempts: 2,
  backoffMs: 5000,
});

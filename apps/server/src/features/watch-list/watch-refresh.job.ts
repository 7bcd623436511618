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

/** Why a connector stopped before the end (a spent budget, a key with no tokens) and when it goes on. */
export interface RefreshStop {
  reason: string;
  message: string;
  resumesAt: string | null;
}

/**
 * A connector that brings a category's best-seller list into the catalog and answers its ASINs,
 * best first (Keepa now), composed in like the connector of products.
 */
export interface CategoryRefresher {
  readonly configured: boolean;
  refresh(
    request: { marketplace: string; category: string; userId?: number },
    options: { signal?: AbortSignal; onProgress?: (progress: Record<string, unknown>) => Promise<void> },
  ): Promise<{ asins: string[]; stopped: RefreshStop | null }>;
}

export interface WatchJobServices {
  db: Db;
  catalog: CatalogDb;
  refresher: ProductRefresher;
  categories: CategoryRefresher;
  /** WATCH_REFRESH_MINUTES: a category's list is fetched once in this period, whoever watches it */
  refreshMinutes: number;
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

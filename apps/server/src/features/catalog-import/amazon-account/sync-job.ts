import { z } from 'zod';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import type { AppContext } from '../../../platform/context.js';
import { defineJob } from '../../../platform/jobs/job-definition.js';
import { updateConnection } from './connections.repository.js';
import { SyncProblem } from './sync-problem.js';

export const syncPayload = z.object({ connectionId: z.number().int().positive() });
export type SyncPayload = z.infer<typeof syncPayload>;

/** What the sync needs: the app store (the connection), the catalog it imports into. */
export interface SyncServices {
  context: AppContext;
  catalog: CatalogDb;
  /** how long to wait between two looks at a report Amazon is still making */
  pollMs: number;
}

/**
 * One sync of one connection (decisions/0027, 0035). It imports into the catalog, so it runs in the
 * process that holds it, beside the import job. Amazon's refusals end it with the reason on the
 * connection; anything else (a dropped connection) is tried again, resuming the same report.
 */
export const amazonSyncJob = defineJob<SyncPayload, SyncServices>({
  name: 'amazon.sync',
  version: 1,
  payload: syncPayload,
  handler: () => import('./sync-job.handler.js'),
  concurrency: 1,
  maxAttempts: 3,
  backoffMs: 5000,
  async onDead(payload, reason, { context }) {
    const problem = new SyncProblem('amazon.syncFailed', { message: reason });
    await updateConnection(context.db, payload.connectionId, {
      last_error: problem.toJson(),
      last_error_at: Date.now(),
    });
  },
});

import { toRole } from '../../../platform/auth/policy.js';
import type { AppContext } from '../../../platform/context.js';
import { AmazonConnectionsService } from './connections.service.js';

/** A connection is synced once a day; Brand Analytics weeks change once a week, sales daily. */
export const SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The schedule of every connection, the operator's and each seller's own (decisions/0044): one whose
 * last sync (done or failed) is a day old, and that is not syncing, gets a sync job, as "sync now"
 * does.
 */
export async function queueScheduledSyncs(context: AppContext, now: number): Promise<number> {
  const rows = await context.db
    .selectFrom('amazon_connections')
    .innerJoin('users', 'users.id', 'amazon_connections.user_id')
    .select([
      'amazon_connections.id',
      'amazon_connections.user_id',
      'amazon_connections.last_success_at',
      'amazon_connections.last_error_at',
      'users.role',
    ])
    .execute();
  const service = new AmazonConnectionsService(context);
  let queued = 0;
  for (const row of rows) {
    const owner = { id: row.user_id, role: toRole(row.role) };
    const lastAt = Math.max(Number(row.last_success_at ?? 0), Number(row.last_error_at ?? 0));
    if (now - lastAt < SYNC_EVERY_MS) continue;
    if (await service.isSyncing(row.id)) continue;
    await service.startSync(owner, row.id);
    queued += 1;
  }
  return queued;
}

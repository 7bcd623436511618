import { watchStateSchema, type WatchState } from '@asinasin/contract';
import type { JobHandler } from '../../platform/jobs/job-definition.js';
import { changesOf, type Change } from './watch-changes.js';
import {
  itemsToRefresh,
  findWebhook,
  insertAlerts,
  saveState,
  type WatchItemRow,
} from './watch-list.repository.js';
import type { WatchJobServices, WatchRefreshPayload } from './watch-refresh.job.js';
import { currentState } from './watch-state.js';
import { alertLine, postWebhook, type WebhookFormat } from './watch-webhook.js';

function storedState(row: WatchItemRow): WatchState | null {
  if (!row.last_state) return null;
  const parsed = watchStateSchema.safeParse(JSON.parse(row.last_state));
  return parsed.success ? parsed.data : null;
}

const thresholdsOf = (row: WatchItemRow) => ({
  rankJumpPct: row.rank_jump_pct,
  priceChangePct: row.price_change_pct,
  keywordRankMove: row.keyword_rank_move,
});

/** Products by marketplace: one connector call per marketplace. */
function productsByMarketplace(items: WatchItemRow[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const item of items.filter((i) => i.kind === 'product')) {
    out.set(item.marketplace, [...new Set([...(out.get(item.marketplace) ?? []), item.target])]);
  }
  return out;
}

const runWatchRefresh: JobHandler<WatchRefreshPayload, WatchJobServices> = async (payload, job, services) => {
  const { db, catalog, refresher, log } = services;
  const items = await itemsToRefresh(db, payload.userId);
  const unknown: string[] = [];
  let stopped: { reason: string; message: string; resumesAt: string | null } | null = null;
  if (refresher.configured) {
    for (const [marketplace, asins] of productsByMarketplace(items)) {
      const result = await refresher.refresh(
        { marketplace, asins, userId: payload.userId },
        { signal: job.signal, onProgress: (p) => job.progress({ phase: 'refreshing', marketplace, ...p }) },
      );
      unknown.push(...result.unknown);
      stopped ??= result.stopped;
      if (stopped) break;
    }
  }
  const now = Date.now();
  const byUser = new Map<number, { item: WatchItemRow; change: Change }[]>();
  for (const item of items) {
    const state = await currentState(catalog, item);
    const changes = changesOf(storedState(item), state, thresholdsOf(item));
    await insertAlerts(
      db,
      changes.map((c) => ({
        user_id: item.user_id,
        item_id: item.id,
        kind: c.kind,
        before_value: c.before,
        after_value: c.after,
        detail: c.detail,
        created_at: now,
      })),
    );
    await saveState(db, item.id, JSON.stringify(state), now);
    byUser.set(item.user_id, [
      ...(byUser.get(item.user_id) ?? []),
      ...changes.map((change) => ({ item, change })),
    ]);
  }
  let alerts = 0;
  for (const [userId, changes] of byUser) {
    alerts += changes.length;
    const webhook = changes.length > 0 ? await findWebhook(db, userId) : undefined;
    if (!webhook) continue;
    const lines = changes.map(({ item, change }) =>
      alertLine({ ...change, marketplace: item.marketplace, target: item.target }),
    );
    // A receiver that fails does not undo the alerts: they are in the app either way.
    await postWebhook(webhook.url, webhook.format as WebhookFormat, lines).catch((error: unknown) =>
      log.warn({ userId, err: (error as Error).message }, 'watch list webhook failed'),
    );
  }
  await job.progress({
    phase: stopped ? 'stopped' : 'done',
    items: items.length,
    alerts,
    unknown,
    stopped,
    keepaConfigured: refresher.configured,
    message: stopped
      ? `refreshed from the catalog only: ${stopped.message}`
      : `${items.length} watched items refreshed, ${alerts} alerts`,
  });
};
export default runWatchRefresh;

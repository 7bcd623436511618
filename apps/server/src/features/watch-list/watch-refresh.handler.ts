import { watchStateSchema, type WatchState } from '@asinasin/contract';
import type { JobHandler } from '../../platform/jobs/job-definition.js';
import { categoryKeys, categoryState, fetchWatchedLists, listRankChanges } from './watch-categories.js';
import { categoryKeyOf, dropUnwatchedLists } from './watch-category.repository.js';
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

/** A seller's watched products per marketplace: whose place a watched category's list tells. */
function watchedProducts(items: WatchItemRow[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const item of items.filter((i) => i.kind === 'product')) {
    const key = `${item.user_id}:${item.marketplace}`;
    out.set(key, (out.get(key) ?? new Set()).add(item.target));
  }
  return out;
}

/** Products by marketplace: one connector call per marketplace. */
function productsByMarketplace(items: WatchItemRow[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const item of items.filter((i) => i.kind === 'product')) {
    out.set(item.marketplace, [...new Set([...(out.get(item.marketplace) ?? []), item.target])]);
  }
  return out;
}

function describeEnd(
  items: number,
  alerts: number,
  stopped: { message: string; resumesAt: string | null } | null,
) {
  if (!stopped) return `${items} watched items refreshed, ${alerts} alerts`;
  const resumes = stopped.resumesAt ? `; Keepa goes on after ${stopped.resumesAt}` : '';
  return `refreshed from the catalog only: ${stopped.message}${resumes}`;
}

const runWatchRefresh: JobHandler<WatchRefreshPayload, WatchJobServices> = async (payload, job, services) => {
  const { db, catalog, refresher, log } = services;
  await dropUnwatchedLists(db, Date.now());
  const items = await itemsToRefresh(db, payload.userId);
  const categories = await fetchWatchedLists(services, categoryKeys(items), {
    userId: payload.userId,
    signal: job.signal,
    progress: (p) => job.progress(p),
  });
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
  const watched = watchedProducts(items);
  for (const item of items) {
    const isCategory = item.kind === 'category';
    const state = isCategory
      ? categoryState(categories.lists.get(categoryKeyOf({ ...item, category: item.target })), item.label)
      : await currentState(catalog, item);
    // a category whose list was never fetched keeps what it had: nothing to compare yet
    if (!state) continue;
    const before = storedState(item);
    const ownProducts = watched.get(`${item.user_id}:${item.marketplace}`) ?? new Set<string>();
    const changes = [
      // the seller's own watched products entering the top 10 are told as their place moving
      ...changesOf(before, state, thresholdsOf(item)).filter(
        (c) => !(isCategory && c.kind === 'competitor' && ownProducts.has(c.detail ?? '')),
      ),
      ...(isCategory ? listRankChanges(before, state, ownProducts, item.keyword_rank_move) : []),
    ];
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
    phase: (stopped ?? categories.stopped) ? 'stopped' : 'done',
    items: items.length,
    alerts,
    unknown,
    stopped: stopped ?? categories.stopped,
    categories: { fetched: categories.fetched, reused: categories.reused },
    keepaConfigured: refresher.configured,
    message: describeEnd(items.length, alerts, stopped ?? categories.stopped),
  });
};
export default runWatchRefresh;

import type { WatchState } from '@asinasin/contract';
import { KeepaError } from '../../platform/keepa/keepa-client.js';
import type { Change } from './watch-changes.js';
import {
  categoryKeyOf,
  findCategoryLists,
  saveCategoryList,
  type CategoryKey,
  type CategoryListRow,
} from './watch-category.repository.js';
import type { WatchItemRow } from './watch-list.repository.js';
import type { RefreshStop, WatchJobServices } from './watch-refresh.job.js';

const MINUTE_MS = 60_000;
/**
 * A list is fetched again from this share of the period before its next refresh: the schedule's
 * next run comes one period after the last, a little less after the list was written, and must
 * fetch it.
 */
const EARLY_SHARE = 0.1;

/**
 * Whether a category's list is due: never fetched, or its next refresh (a period after a fetch, a
 * failure's retry a period later, the budget's next day) has come. A failing category is not asked
 * again at every "refresh now": each ask costs tokens.
 */
const isDue = (row: CategoryListRow | undefined, now: number, periodMs: number) =>
  !row || row.next_at === null || now >= Number(row.next_at) - periodMs * EARLY_SHARE;

/** The watched categories among some items, each once, however many sellers watch it. */
export function categoryKeys(items: WatchItemRow[]): CategoryKey[] {
  const keys = new Map<string, CategoryKey>();
  for (const item of items.filter((i) => i.kind === 'category')) {
    const key = { marketplace: item.marketplace, category: item.target };
    keys.set(categoryKeyOf(key), key);
  }
  return [...keys.values()];
}

export interface ListsFetched {
  fetched: number;
  reused: number;
  stopped: RefreshStop | null;
  lists: Map<string, CategoryListRow>;
}

/**
 * Fetches the watched categories' best-seller lists not fetched this period (docs/data/keepa.md,
 * "Watched categories"). A spent budget stops the fetching: the rest wait for it and say until
 * when; a category that fails says why and the others go on.
 */
export async function fetchWatchedLists(
  services: Pick<WatchJobServices, 'db' | 'categories' | 'refreshMinutes' | 'log'>,
  keys: CategoryKey[],
  options: {
    userId?: number;
    signal?: AbortSignal;
    progress: (p: Record<string, unknown>) => Promise<void>;
  },
): Promise<ListsFetched> {
  const { db, categories, log } = services;
  const periodMs = services.refreshMinutes * MINUTE_MS;
  const known = await findCategoryLists(db, keys);
  const out: ListsFetched = { fetched: 0, reused: 0, stopped: null, lists: known };
  if (!categories.configured) return out;
  for (const [done, key] of keys.entries()) {
    const row = known.get(categoryKeyOf(key));
    const now = Date.now();
    if (!isDue(row, now, periodMs)) {
      out.reused += 1;
      continue;
    }
    const base = { ...key, updated_at: now };
    if (out.stopped) {
      const resumes = out.stopped.resumesAt ? Date.parse(out.stopped.resumesAt) : null;
      await saveCategoryList(db, {
        ...base,
        asins: null,
        fetched_at: null,
        state: 'waiting',
        reason: out.stopped.reason,
        next_at: resumes,
      });
      continue;
    }
    const step = { phase: 'categories', ...key, done, total: keys.length };
    await options.progress(step);
    try {
      const result = await categories.refresh(
        { ...key, userId: options.userId },
        { signal: options.signal, onProgress: (p) => options.progress({ ...p, ...step, stage: p.phase }) },
      );
      out.stopped = result.stopped;
      const at = Date.now();
      if (result.asins.length > 0) {
        out.fetched += 1;
        await saveCategoryList(db, {
          ...base,
          asins: result.asins,
          fetched_at: at,
          state: 'fresh',
          reason: null,
          next_at: at + periodMs,
        });
      } else {
        const resumes = result.stopped?.resumesAt ? Date.parse(result.stopped.resumesAt) : at + periodMs;
        await saveCategoryList(db, {
          ...base,
          asins: null,
          fetched_at: null,
          state: result.stopped ? 'waiting' : 'failed',
          reason: result.stopped?.reason ?? 'no-list',
          next_at: resumes,
        });
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = (error as Error).message;
      log.warn({ ...key, err: message }, 'watched category list fetch failed');
      await saveCategoryList(db, {
        ...base,
        asins: null,
        fetched_at: null,
        state: 'failed',
        reason: error instanceof KeepaError ? error.reason : 'failed',
        next_at: Date.now() + periodMs,
      });
    }
  }
  out.lists = await findCategoryLists(db, keys);
  return out;
}

/** What a seller's watched category shows now: its latest list, or null while none was fetched. */
export function categoryState(row: CategoryListRow | undefined, label: string | null): WatchState | null {
  if (!row || row.fetched_at === null) return null;
  const list = (JSON.parse(row.asins) as string[]).slice(0, 100);
  return {
    title: label,
    rank: null,
    rankCategory: null,
    price: null,
    currency: null,
    top10: list.slice(0, 10),
    keywordRank: null,
    observedAt: new Date(Number(row.fetched_at)).toISOString(),
    list,
  };
}

/**
 * A seller's watched products in a watched category's list between two lists: a place moved by
 * at least the seller's places threshold, or the product entered or left the list (null place).
 */
export function listRankChanges(
  before: WatchState | null,
  after: WatchState,
  watched: Set<string>,
  places: number,
): Change[] {
  if (!before?.list || before.list.length === 0 || !after.list) return [];
  const changes: Change[] = [];
  for (const asin of watched) {
    const was = before.list.indexOf(asin);
    const now = after.list.indexOf(asin);
    if (was < 0 && now < 0) continue;
    if (was >= 0 && now >= 0 && Math.abs(now - was) < places) continue;
    changes.push({
      kind: 'listRank',
      before: was < 0 ? null : was + 1,
      after: now < 0 ? null : now + 1,
      detail: asin,
    });
  }
  return changes;
}

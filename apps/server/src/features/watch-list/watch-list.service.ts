import {
  ErrorCode,
  WATCH_ALERTS_SHOWN,
  WATCH_CATEGORIES_MAX,
  WATCH_ITEMS_MAX,
  WATCH_LIST_REASONS,
  watchStateSchema,
  watchThresholds,
  type WatchAddBody,
  type WatchAlert,
  type WatchItem,
  type WatchListReason,
  type WatchThresholds,
} from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/engine.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  countItems,
  deleteItem,
  deleteWebhook,
  findItem,
  findItemByTarget,
  findWebhook,
  insertItem,
  listAlerts,
  listItems,
  markAlertsRead,
  saveWebhook,
  updateThresholds,
  type WatchAlertRow,
  type WatchItemRow,
} from './watch-list.repository.js';
import {
  categoryKeyOf,
  countItemsOfKind,
  findCategoryLists,
  type CategoryListRow,
} from './watch-category.repository.js';

/** A stored reason as the contract names it; anything else (an older row) is a failure. */
const toReason = (reason: string): WatchListReason =>
  (WATCH_LIST_REASONS as readonly string[]).includes(reason) ? (reason as WatchListReason) : 'failed';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'watch.notFound');

/** A watched category's list as the seller sees it: not fetched yet, or its last fetch. */
function listOf(row: WatchItemRow, list: CategoryListRow | undefined): WatchItem['list'] {
  if (row.kind !== 'category') return null;
  if (!list) return { state: 'pending', fetchedAt: null, nextAt: null, reason: null };
  return {
    state: list.state as NonNullable<WatchItem['list']>['state'],
    fetchedAt: list.fetched_at === null ? null : Number(list.fetched_at),
    nextAt: list.next_at === null ? null : Number(list.next_at),
    reason: list.reason === null ? null : toReason(list.reason),
  };
}

function toItem(row: WatchItemRow, list?: CategoryListRow): WatchItem {
  const state = row.last_state ? watchStateSchema.safeParse(JSON.parse(row.last_state)) : null;
  return {
    id: Number(row.id),
    kind: row.kind as WatchItem['kind'],
    marketplace: row.marketplace,
    target: row.target,
    thresholds: {
      rankJumpPct: row.rank_jump_pct,
      priceChangePct: row.price_change_pct,
      keywordRankMove: row.keyword_rank_move,
    },
    state: state?.success ? state.data : null,
    checkedAt: row.checked_at === null ? null : Number(row.checked_at),
    createdAt: Number(row.created_at),
    label: row.label,
    list: listOf(row, list),
  };
}

function toAlert(row: WatchAlertRow): WatchAlert {
  return {
    id: Number(row.id),
    itemId: Number(row.item_id),
    itemKind: row.item_kind as WatchAlert['itemKind'],
    marketplace: row.marketplace,
    target: row.target,
    kind: row.kind as WatchAlert['kind'],
    before: row.before_value,
    after: row.after_value,
    detail: row.detail,
    createdAt: Number(row.created_at),
    read: row.read_at !== null,
  };
}

/** The target as stored: an ASIN in capitals, a node trimmed, a keyword trimmed, in lower case, spaces single. */
const normalTarget = (kind: string, target: string) =>
  kind === 'product'
    ? target.trim().toUpperCase()
    : kind === 'category'
      ? target.trim()
      : target.trim().toLowerCase().replace(/\s+/g, ' ');

const thresholdColumns = (t: WatchThresholds) => ({
  rank_jump_pct: t.rankJumpPct,
  price_change_pct: t.priceChangePct,
  keyword_rank_move: t.keywordRankMove,
});

/** A seller's watch list: every call names the owner, so no seller reaches another's items. */
export class WatchListService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async list(userId: number) {
    const [items, alerts, webhook] = await Promise.all([
      listItems(this.db, userId),
      listAlerts(this.db, userId, WATCH_ALERTS_SHOWN),
      findWebhook(this.db, userId),
    ]);
    const lists = await findCategoryLists(
      this.db,
      items
        .filter((i) => i.kind === 'category')
        .map((i) => ({ marketplace: i.marketplace, category: i.target })),
    );
    return {
      items: items.map((i) => toItem(i, lists.get(categoryKeyOf({ ...i, category: i.target })))),
      alerts: alerts.map(toAlert),
      webhook: webhook ? { url: webhook.url, format: webhook.format as 'wecom' | 'feishu' | 'slack' } : null,
    };
  }

  /**
   * Watching an item again returns the one already watched. A category carries its path as the
   * catalog names it (label), looked up by the caller, which holds the catalog.
   */
  async add(userId: number, body: WatchAddBody, label: string | null = null): Promise<WatchItem> {
    const key = {
      kind: body.kind,
      marketplace: body.marketplace,
      target: normalTarget(body.kind, body.target),
    };
    const known = await findItemByTarget(this.db, userId, key);
    if (known) return toItem(known);
    if ((await countItems(this.db, userId)) >= WATCH_ITEMS_MAX) {
      throw AppError.badRequest('watch.tooMany', { max: WATCH_ITEMS_MAX });
    }
    // each watched category is a Keepa list every refresh: fewer of them than of other items
    if (
      body.kind === 'category' &&
      (await countItemsOfKind(this.db, userId, 'category')) >= WATCH_CATEGORIES_MAX
    ) {
      throw AppError.badRequest('watch.tooManyCategories', { max: WATCH_CATEGORIES_MAX });
    }
    const thresholds = watchThresholds.parse(body.thresholds ?? {});
    try {
      const id = await insertItem(this.db, {
        user_id: userId,
        ...key,
        ...thresholdColumns(thresholds),
        created_at: this.now(),
        label: body.kind === 'category' ? label : null,
      });
      return toItem((await findItem(this.db, userId, id))!);
    } catch (error) {
      // the same item added twice at once: the first one stands
      if (!isUniqueViolation(error)) throw error;
      return toItem((await findItemByTarget(this.db, userId, key))!);
    }
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await deleteItem(this.db, userId, id))) throw notFound();
  }

  async setThresholds(userId: number, id: number, thresholds: WatchThresholds): Promise<WatchItem> {
    if (!(await findItem(this.db, userId, id))) throw notFound();
    await updateThresholds(this.db, userId, id, thresholdColumns(thresholds));
    return toItem((await findItem(this.db, userId, id))!);
  }

  async hasItems(userId: number): Promise<boolean> {
    return (await countItems(this.db, userId)) > 0;
  }

  async setWebhook(userId: number, webhook: { url: string; format: string }): Promise<void> {
    if (webhook.url === '') return deleteWebhook(this.db, userId);
    await saveWebhook(this.db, {
      user_id: userId,
      url: webhook.url,
      format: webhook.format,
      updated_at: this.now(),
    });
  }

  markRead(userId: number, ids: number[]): Promise<void> {
    return markAlertsRead(this.db, userId, ids, this.now());
  }
}

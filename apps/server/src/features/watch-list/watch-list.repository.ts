import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { WatchAlertsTable, WatchItemsTable, WatchWebhooksTable } from '../../platform/db/schema.js';

export type WatchItemRow = Selectable<WatchItemsTable>;
export type WatchAlertRow = Selectable<WatchAlertsTable> & {
  item_kind: string;
  marketplace: string;
  target: string;
};
export type WebhookRow = Selectable<WatchWebhooksTable>;

/** Every seller-facing query names the owner: another seller's id reads as missing, never as theirs. */
export function listItems(db: Db, userId: number): Promise<WatchItemRow[]> {
  return db
    .selectFrom('watch_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function findItem(db: Db, userId: number, id: number): Promise<WatchItemRow | undefined> {
  return db
    .selectFrom('watch_items')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findItemByTarget(
  db: Db,
  userId: number,
  key: { kind: string; marketplace: string; target: string },
) {
  return db
    .selectFrom('watch_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', key.kind)
    .where('marketplace', '=', key.marketplace)
    .where('target', '=', key.target)
    .executeTakeFirst();
}

export async function countItems(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('watch_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertItem(
  db: Db,
  row: Omit<WatchItemRow, 'id' | 'last_state' | 'checked_at'>,
): Promise<number> {
  const inserted = await db
    .insertInto('watch_items')
    .values({ ...row, last_state: null, checked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function deleteItem(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('watch_items')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function updateThresholds(
  db: Db,
  userId: number,
  id: number,
  t: { rank_jump_pct: number; price_change_pct: number; keyword_rank_move: number },
): Promise<void> {
  await db.updateTable('watch_items').set(t).where('id', '=', id).where('user_id', '=', userId).execute();
}

/** The items a refresh looks at: one seller's, or every seller's (the schedule). */
export function itemsToRefresh(db: Db, userId: number | undefined): Promise<WatchItemRow[]> {
  let query = db.selectFrom('watch_items').selectAll();
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('id').execute();
}

export async function saveState(db: Db, id: number, state: string, at: number): Promise<void> {
  await db
    .updateTable('watch_items')
    .set({ last_state: state, checked_at: at })
    .where('id', '=', id)
    .execute();
}

export async function insertAlerts(
  db: Db,
  alerts: Omit<Selectable<WatchAlertsTable>, 'id' | 'read_at'>[],
): Promise<void> {
  if (alerts.length === 0) return;
  await db
    .insertInto('watch_alerts')
    .values(alerts.map((a) => ({ ...a, read_at: null })))
    .execute();
}

export function listAlerts(db: Db, userId: number, limit: number): Promise<WatchAlertRow[]> {
  return db
    .selectFrom('watch_alerts as a')
    .innerJoin('watch_items as i', 'i.id', 'a.item_id')
    .selectAll('a')
    .select(['i.kind as item_kind', 'i.marketplace', 'i.target'])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export async function markAlertsRead(db: Db, userId: number, ids: number[], at: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('watch_alerts')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .execute();
}

export function findWebhook(db: Db, userId: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('watch_webhooks').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveWebhook(db: Db, row: WebhookRow): Promise<void> {
  await db
    .insertInto('watch_webhooks')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ url: row.url, format: row.format, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteWebhook(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('watch_webhooks').where('user_id', '=', userId).execute();
}

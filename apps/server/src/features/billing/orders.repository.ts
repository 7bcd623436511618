import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { OrderRow, OrdersTable, OrderUpdate } from '../../platform/db/schema.js';

/** 14 digits of UTC time and 8 random hex: sortable, unguessable, within every gateway's limit. */
export function newOrderNo(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function findOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

/**
 * pending → paid, once: of any number of concurrent callers exactly one sees true (PostgreSQL
 * re-checks the status after the row lock; SQLite runs one writer at a time).
 */
export async function markPaid(
  db: Db,
  orderId: number,
  paid: { gatewayRef: string | null; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      status: 'paid' as const,
      paid_at: paid.now,
      updated_at: paid.now,
      gateway_ref: paid.gatewayRef ?? eb.ref('gateway_ref'),
    }))
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateOrder(db: Db, orderId: number, patch: OrderUpdate): Promise<void> {
  await db.updateTable('orders').set(patch).where('id', '=', orderId).execute();
}

/** Orders holding a coupon: paid ones, and unpaid ones still payable (made after `since`). */
export async function countCouponUses(
  db: Db,
  couponId: number,
  since: number,
  userId?: number,
): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('coupon_id', '=', couponId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '>', since)]),
      ]),
    );
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export type OrderListRow = OrderRow & { tag_zh: string; tag_en: string; coupon_code: string | null };

/** A seller's orders, newest first, with the plan's name and the coupon's code. */
export async function listOrdersOf(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderListRow[]; total: number }> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('plans', 'plans.id', 'orders.plan_id')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .selectAll('orders')
    .select(['plans.tag_zh', 'plans.tag_en', 'coupons.code as coupon_code'])
    .where('orders.user_id', '=', userId)
    .orderBy('orders.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const total = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.count) };
}

export async function findOrderOf(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<OrderListRow | undefined> {
  return db
    .selectFrom('orders')
    .innerJoin('plans', 'plans.id', 'orders.plan_id')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .selectAll('orders')
    .select(['plans.tag_zh', 'plans.tag_en', 'coupons.code as coupon_code'])
    .where('orders.user_id', '=', userId)
    .where('orders.order_no', '=', orderNo)
    .executeTakeFirst();
}

/** Records a gateway event; false when the same event was already recorded. */
export async function recordNotification(
  db: Db,
  notice: { gateway: string; eventId: string; orderNo: string; outcome: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_notifications')
    .values({
      gateway: notice.gateway,
      event_id: notice.eventId,
      order_no: notice.orderNo,
      outcome: notice.outcome,
      received_at: notice.now,
    })
    .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

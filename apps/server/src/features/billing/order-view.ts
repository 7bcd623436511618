import type { Language, Order } from '@asinasin/contract';
import { toMajor } from '../../platform/payments/money.js';
import { planTag } from './plans.js';
import type { OrderListRow } from './orders.repository.js';

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

/**
 * An order as the /order page lists it (amounts in major units, times as ISO strings). A pending
 * order carries the time until which it can be paid (ttlMs after it was made).
 */
export function toOrderView(row: OrderListRow, lang: Language, ttlMs: number): Order {
  return {
    order_no: row.order_no,
    plan_id: row.plan_id,
    plan: planTag(row, lang),
    kind: row.kind,
    number: row.number,
    amount: toMajor(row.amount),
    original_amount: toMajor(row.original_amount),
    coupon: row.coupon_code,
    coupon_discount: toMajor(row.discount_amount),
    currency: row.currency,
    status: row.status,
    type: row.pay_type,
    gateway: row.gateway,
    paid_time: iso(row.paid_at),
    created_time: iso(row.created_at)!,
    expires_time: row.status === 'pending' ? iso(row.created_at + ttlMs) : null,
  };
}

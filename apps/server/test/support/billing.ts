import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import { API, type CreateOrderResult } from '@asinasin/contract';
import type { App } from '../../src/app.js';
import type { Seller } from './factories.js';
import type { CouponsTable, OrderRow } from '../../src/platform/db/schema.js';
import { moneyLedger } from '../../src/platform/ledger/money-ledger.js';
import { getBalance } from '../../src/platform/power/power-ledger.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxNotice } from '../../src/platform/payments/sandbox-gateway.js';
import { normaliseCouponCode } from '../../src/features/billing/coupons.js';

/** Test helpers of the billing feature: coupons, money, orders and signed sandbox notices. */

/** Seeded plans (data/plans/plans.json). */
export const PLANS = { monthly: 1, quarterly: 2, yearly: 3, power100: 101, power500: 102, power2000: 103 };
const DAY_MS = 24 * 60 * 60 * 1000;

export async function createCoupon(app: App, coupon: Partial<Insertable<CouponsTable>> = {}) {
  const now = Date.now();
  const code = normaliseCouponCode(coupon.code ?? `T${crypto.randomBytes(5).toString('hex')}`);
  return app.context.db
    .insertInto('coupons')
    .values({
      kind: 'amount',
      amount: 1000,
      percent: 0,
      plan_ids: null,
      user_id: null,
      starts_at: now - DAY_MS,
      ends_at: now + DAY_MS,
      per_user_limit: 1,
      total_limit: 100,
      disabled_at: null,
      created_at: now,
      ...coupon,
      code,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function giveMoney(app: App, userId: number, amount: number): Promise<void> {
  await moneyLedger.credit(app.context.db, { userId, amount, reason: 'test' });
}

export async function balancesOf(app: App, userId: number) {
  const { db } = app.context;
  return { money: await moneyLedger.getBalance(db, userId), power: await getBalance(db, userId) };
}

export async function postOrder(app: App, seller: Seller, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: API.createOrder, headers: seller.headers, payload: body });
}

/** Creates an order that waits for its gateway and returns its row. */
export async function pendingOrder(
  app: App,
  seller: Seller,
  body: Record<string, unknown>,
): Promise<OrderRow> {
  const res = await postOrder(app, seller, body);
  const data = res.json<{ data: CreateOrderResult }>().data;
  if (res.statusCode !== 200 || data.pay_status) throw new Error(`not a pending order: ${res.body}`);
  return app.context.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', data.order_no)
    .executeTakeFirstOrThrow();
}

export function sandboxNotice(order: OrderRow, overrides: Partial<SandboxNotice> = {}): SandboxNotice {
  return {
    event_id: `evt_${crypto.randomUUID()}`,
    order_no: order.order_no,
    amount: order.amount,
    currency: order.currency,
    trade_no: `SBX${order.order_no}`,
    status: 'paid',
    ...overrides,
  };
}

/** Posts a sandbox notification signed with the instance's key (or with `signature` when given). */
export async function postSandboxNotice(
  app: App,
  notice: SandboxNotice,
  options: { signature?: string; now?: number; lang?: string } = {},
) {
  const body = JSON.stringify(notice);
  return app.inject({
    method: 'POST',
    url: `${API.payNotify}/sandbox`,
    headers: {
      'content-type': 'application/json',
      'x-lang': options.lang ?? 'zh-CN',
      [SANDBOX_SIGNATURE_HEADER]: options.signature ?? app.context.payments.sandbox!.sign(body, options.now),
    },
    payload: body,
  });
}

export async function orderRow(app: App, orderNo: string): Promise<OrderRow> {
  return app.context.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}

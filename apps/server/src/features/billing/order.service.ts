import {
  ErrorCode,
  type CreateOrderResult,
  type Language,
  type OrderFormBody,
  type OrderPayBody,
} from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { isPostgres } from '../../platform/db/engine.js';
import type { CouponRow, OrderRow, PlanRow } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { moneyLedger } from '../../platform/ledger/money-ledger.js';
import type { CheckoutUrls, PaymentGateway } from '../../platform/payments/gateway.js';
import { toMajor } from '../../platform/payments/money.js';
import { planTag } from './plans.js';
import { findPlan } from './plans.repository.js';
import { claimCoupon, couponDiscount } from './coupons.js';
import { grantsOf } from './grants.js';
import { findOrderByNo, findOrderOf, insertOrder, newOrderNo, updateOrder } from './orders.repository.js';
import { announcePaid, settleOrder } from './settle.js';

export interface Quote {
  plan: PlanRow;
  number: number;
  /** minor units */
  original: number;
  discount: number;
  amount: number;
  coupon: CouponRow | undefined;
}

const MINUTE_MS = 60 * 1000;

export class OrderService {
  constructor(private readonly ctx: AppContext) {}

  get ttlMs(): number {
    return this.ctx.config.ORDER_TTL_MINUTES * MINUTE_MS;
  }

  /** The price of an order form for this seller now; refuses an unknown or retired plan, or a coupon. */
  async quote(trx: Db, userId: number, form: OrderFormBody, now: number): Promise<Quote> {
    const plan = form.id > 0 ? await findPlan(trx, form.id) : undefined;
    if (!plan || plan.retired_at !== null) throw new AppError(ErrorCode.NOT_FOUND, 'billing.planUnknown');
    const original = plan.discount * form.number;
    const coupon = form.coupon
      ? await claimCoupon(trx, { code: form.coupon, userId, plan, now, holdSince: now - this.ttlMs })
      : undefined;
    const discount = coupon ? couponDiscount(coupon, original) : 0;
    return { plan, number: form.number, original, discount, amount: original - discount, coupon };
  }

  async checkCoupon(userId: number, form: OrderFormBody, now = Date.now()): Promise<Quote> {
    return this.quote(this.ctx.db, userId, form, now);
  }

  /**
   * SPEC §4: pays at once from the money balance when it covers the order (or when a coupon makes
   * it free): one transaction takes the money, marks the order paid and grants. Otherwise the
   * order waits for the gateway of the form's type, whose form HTML or page URL comes back. The
   * order's insert holds its coupon use in the same transaction that checked the coupon.
   */
  async createOrder(
    userId: number,
    form: OrderFormBody,
    request: { urls: CheckoutUrls; lang: Language },
    now = Date.now(),
  ): Promise<CreateOrderResult> {
    const orderNo = newOrderNo(now);
    const made = await this.ctx.db.transaction().execute(async (trx: Db) => {
      // First of all: the order's insert takes a key-share lock on the user row (its foreign key),
      // and a later FOR UPDATE by the debit would deadlock two concurrent orders of one seller.
      if (isPostgres(trx)) {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      const quote = await this.quote(trx, userId, form, now);
      const balance = await moneyLedger.getBalance(trx, userId);
      if (quote.amount === 0 || balance >= quote.amount) {
        const order = await insertOrder(
          trx,
          this.orderRow(orderNo, userId, form.type, quote, 'balance', now),
        );
        if (quote.amount > 0) {
          const debit = { userId, amount: quote.amount, reason: 'order', reference: orderNo };
          await moneyLedger.debit(trx, { ...debit, idempotencyKey: `order:${orderNo}` }, now);
        }
        await settleOrder(trx, order, { gatewayRef: null, now });
        return { order, plan: quote.plan, gateway: undefined };
      }
      const gateway = this.gatewayFor(form.type, quote.plan);
      const order = await insertOrder(trx, this.orderRow(orderNo, userId, form.type, quote, gateway.id, now));
      return { order, plan: quote.plan, gateway };
    });
    if (!made.gateway) {
      await announcePaid(this.ctx, made.order);
      return this.result(made.order, true, { info: '', url: '' });
    }
    return this.startCheckout(made.order, made.plan, made.gateway, request, now + this.ttlMs);
  }

  /**
   * Pays a pending order of this seller again (the popup was closed, the payment cancelled), by
   * the same way or another, while it is still valid; its price and coupon stay as they were.
   * Another seller's order does not exist for this one.
   */
  async payAgain(
    userId: number,
    body: OrderPayBody,
    request: { urls: CheckoutUrls; lang: Language },
    now = Date.now(),
  ): Promise<CreateOrderResult> {
    const order = await findOrderOf(this.ctx.db, userId, body.order_no);
    if (!order) throw new AppError(ErrorCode.NOT_FOUND, 'billing.orderNotFound');
    if (order.status !== 'pending') throw AppError.badRequest('billing.orderNotPending');
    const expiresAt = order.created_at + this.ttlMs;
    if (expiresAt <= now) throw AppError.badRequest('billing.orderExpired');
    const plan = await findPlan(this.ctx.db, order.plan_id);
    if (!plan) throw new AppError(ErrorCode.NOT_FOUND, 'billing.planUnknown');
    const gateway = this.gatewayFor(body.type, plan);
    if (gateway.id !== order.gateway || body.type !== order.pay_type) {
      const patch = { gateway: gateway.id, pay_type: body.type, gateway_ref: null, updated_at: now };
      await this.ctx.db
        .updateTable('orders')
        .set(patch)
        .where('id', '=', order.id)
        .where('status', '=', 'pending')
        .execute();
    }
    const current = await findOrderByNo(this.ctx.db, order.order_no);
    if (current?.status !== 'pending') throw AppError.badRequest('billing.orderNotPending');
    return this.startCheckout(current, plan, gateway, request, expiresAt, false);
  }

  /**
   * Cancels a pending order of this seller: closing it releases its coupon use at once
   * (countCouponUses counts paid and pending orders only). Cancelling a closed one again is a no-op.
   */
  async cancel(userId: number, orderNo: string, now = Date.now()): Promise<void> {
    const order = await findOrderOf(this.ctx.db, userId, orderNo);
    if (!order) throw new AppError(ErrorCode.NOT_FOUND, 'billing.orderNotFound');
    if (order.status === 'closed') return;
    const result = await this.ctx.db
      .updateTable('orders')
      .set({ status: 'closed', updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await findOrderByNo(this.ctx.db, orderNo);
      if (current?.status !== 'closed') throw AppError.badRequest('billing.orderNotPending');
    }
  }

  private async startCheckout(
    order: OrderRow,
    plan: PlanRow,
    gateway: PaymentGateway,
    request: { urls: CheckoutUrls; lang: Language },
    expiresAt: number,
    closeOnFailure = true,
  ): Promise<CreateOrderResult> {
    const checkoutOrder = {
      orderNo: order.order_no,
      amount: order.amount,
      currency: order.currency,
      subject: planTag(plan, request.lang),
      expiresAt,
    };
    const urls = { ...request.urls, notifyUrl: `${request.urls.notifyUrl}/${gateway.id}` };
    try {
      const checkout = await gateway.startCheckout(checkoutOrder, urls);
      if (checkout.gatewayRef) await updateOrder(this.ctx.db, order.id, { gateway_ref: checkout.gatewayRef });
      return this.result(order, false, checkout);
    } catch (error) {
      // Never payable: closing it releases its coupon use at once. A retried order stays payable.
      if (closeOnFailure)
        await updateOrder(this.ctx.db, order.id, { status: 'closed', updated_at: Date.now() });
      throw error;
    }
  }

  private gatewayFor(type: number, plan: PlanRow): PaymentGateway {
    const gateway = this.ctx.payments.forType(type);
    if (!gateway) throw new AppError(ErrorCode.NOT_CONFIGURED, 'billing.methodUnavailable');
    if (!gateway.supportsCurrency(plan.currency)) throw AppError.badRequest('billing.currencyUnsupported');
    return gateway;
  }

  private orderRow(
    orderNo: string,
    userId: number,
    payType: number,
    quote: Quote,
    gateway: OrderRow['gateway'],
    now: number,
  ) {
    return {
      order_no: orderNo,
      user_id: userId,
      plan_id: quote.plan.id,
      kind: quote.plan.kind,
      number: quote.number,
      currency: quote.plan.currency,
      original_amount: quote.original,
      discount_amount: quote.discount,
      amount: quote.amount,
      coupon_id: quote.coupon?.id ?? null,
      pay_type: payType,
      gateway,
      status: 'pending' as const,
      grants: JSON.stringify(grantsOf(quote.plan, quote.number)),
      gateway_ref: null,
      paid_at: null,
      created_at: now,
      updated_at: now,
    };
  }

  private result(
    order: OrderRow,
    isPaid: boolean,
    checkout: { info: string; url: string },
  ): CreateOrderResult {
    return {
      pay_status: isPaid,
      info: checkout.info,
      url: checkout.url,
      order_no: order.order_no,
      amount: toMajor(order.amount),
      gateway: order.gateway,
    };
  }
}

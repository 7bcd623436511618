import { ErrorCode } from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { GatewayId, NotificationInput } from '../../platform/payments/gateway.js';
import { findOrderByNo, recordNotification, updateOrder } from './orders.repository.js';
import { announcePaid, settleOrder } from './settle.js';

/**
 * `paid-after-close`: the gateway took money for an order that was closed (never payable, or
 * cancelled), so nothing was granted; the operator refunds it at the gateway or grants it with
 * `npm run orders -- grant` (docs/billing.md).
 */
export type NotificationOutcome = 'granted' | 'already-paid' | 'paid-after-close' | 'not-paid' | 'ignored';

/**
 * A gateway's asynchronous notification: verified by the gateway (signature, age, app id), then
 * checked against the order (known, made with this gateway, same payment, same amount and
 * currency), then settled. The event is recorded in the same transaction as the grant, keyed
 * by gateway and event id, so a repeated event (twice, fifty times at once, a week later)
 * grants nothing. Anything refused throws, and nothing is written.
 */
export async function handleNotification(
  context: AppContext,
  gatewayId: GatewayId,
  input: NotificationInput,
  now = Date.now(),
): Promise<NotificationOutcome> {
  const gateway = context.payments.get(gatewayId);
  if (!gateway) throw new AppError(ErrorCode.NOT_CONFIGURED, 'billing.methodUnavailable');
  const notice = await gateway.verifyNotification(input, now);
  if (notice.kind === 'ignored') return 'ignored';
  const order = await findOrderByNo(context.db, notice.orderNo);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, 'billing.orderNotFound');
  if (
    order.gateway !== gatewayId ||
    (order.gateway_ref !== null && order.gateway_ref !== notice.gatewayRef)
  ) {
    throw AppError.badRequest('billing.gatewayMismatch');
  }
  if (notice.amount !== order.amount || notice.currency.toLowerCase() !== order.currency) {
    context.log.warn({ orderNo: order.order_no, gatewayId, paid: notice.amount }, 'payment amount mismatch');
    throw AppError.badRequest('billing.amountMismatch');
  }
  if (!notice.isPaid) return 'not-paid';
  if (order.status === 'closed') {
    const isFirst = await context.db.transaction().execute(async (trx) => {
      const event = { gateway: gatewayId, eventId: notice.eventId, orderNo: order.order_no, now };
      const isNew = await recordNotification(trx, { ...event, outcome: 'paid-after-close' });
      // The gateway's reference is what a refund needs.
      if (isNew && notice.gatewayRef) await updateOrder(trx, order.id, { gateway_ref: notice.gatewayRef });
      return isNew;
    });
    if (isFirst) {
      context.log.warn(
        { orderNo: order.order_no, gatewayId, gatewayRef: notice.gatewayRef, amount: notice.amount },
        'payment for a closed order: nothing was granted; refund it at the gateway or run npm run orders -- grant',
      );
    }
    return 'paid-after-close';
  }
  const granted = await context.db.transaction().execute(async (trx) => {
    const isGranted = await settleOrder(trx, order, { gatewayRef: notice.gatewayRef, now });
    await recordNotification(trx, {
      gateway: gatewayId,
      eventId: notice.eventId,
      orderNo: order.order_no,
      outcome: isGranted ? 'granted' : 'already-paid',
      now,
    });
    return isGranted;
  });
  if (!granted) return 'already-paid';
  await announcePaid(context, order);
  return 'granted';
}

import { ErrorCode } from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { GatewayId, NotificationInput } from '../../platform/payments/gateway.js';
import { findOrderByNo, recordNotification } from './orders.repository.js';
import { announcePaid, settleOrder } from './settle.js';

export type NotificationOutcome = 'granted' | 'already-paid' | 'not-paid' | 'ignored';

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

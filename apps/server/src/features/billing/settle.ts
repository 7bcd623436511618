import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import type { OrderRow } from '../../platform/db/schema.js';
import { applyGrants } from './grants.js';
import { markPaid } from './orders.repository.js';

/**
 * Marks the order paid and grants what it sold, in the caller's transaction. Exactly once per
 * order: whoever flips pending → paid grants; every other caller (a repeated notification, a
 * second process) finds it paid and grants nothing. Returns whether this call granted.
 */
export async function settleOrder(
  trx: Db,
  order: OrderRow,
  paid: { gatewayRef: string | null; now: number },
): Promise<boolean> {
  if (!(await markPaid(trx, order.id, paid))) return false;
  await applyGrants(trx, order, paid.now);
  return true;
}

/** After the commit: the seller's open pages hear of it (SSE), in this process or another. */
export async function announcePaid(context: AppContext, order: OrderRow): Promise<void> {
  try {
    await context.events.publish({ userId: order.user_id, message: 'success', orderNo: order.order_no });
  } catch (error) {
    // The payment stands; the page learns it on its next user-info refresh.
    context.log.warn({ err: error, orderNo: order.order_no }, 'could not announce a paid order');
  }
}

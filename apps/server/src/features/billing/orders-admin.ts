import type { Db } from '../../platform/db/database.js';
import { formatMajor } from '../../platform/payments/money.js';
import { findOrderByNo } from './orders.repository.js';
import { UsageError } from './plans-admin.js';
import { applyGrants } from './grants.js';

export const ORDERS_USAGE = `usage: npm run orders -- <command>
  late                 payments that arrived for closed orders: nothing was granted for them
  grant <order no>     grants what such an order sold, once (or refund it at the gateway instead)`;

type Print = (line: string) => void;

/** Closed orders a gateway took money for, with the gateway's reference a refund needs. */
async function lateOrders(db: Db) {
  return db
    .selectFrom('payment_notifications as n')
    .innerJoin('orders as o', 'o.order_no', 'n.order_no')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .where('n.outcome', '=', 'paid-after-close')
    .where('o.status', '=', 'closed')
    .select([
      'o.order_no',
      'o.amount',
      'o.currency',
      'o.gateway',
      'o.gateway_ref',
      'u.email',
      'u.phone',
      'n.received_at',
    ])
    .orderBy('n.received_at')
    .execute();
}

/**
 * The operator's side of late payments (docs/billing.md): list them, and grant one. Granting flips
 * the order from closed to paid in the transaction that applies its grants, so it happens once.
 */
export async function runOrdersCommand(
  db: Db,
  args: string[],
  print: Print,
  now = Date.now(),
): Promise<number> {
  const [command, orderNo] = args;
  if (command === 'late') {
    const rows = await lateOrders(db);
    if (rows.length === 0) print('no late payments');
    for (const row of rows) {
      const account = row.email ?? row.phone ?? '?';
      const paid = `${formatMajor(Number(row.amount))} ${row.currency}`;
      const when = new Date(Number(row.received_at)).toISOString();
      print(`${row.order_no}\t${account}\t${paid}\t${row.gateway} ${row.gateway_ref ?? '-'}\t${when}`);
    }
    return 0;
  }
  if (command !== 'grant') throw new UsageError(`unknown command ${command ?? '(none)'}\n${ORDERS_USAGE}`);
  if (!orderNo) throw new UsageError('an order number is needed');
  const isLate = (await lateOrders(db)).some((row) => row.order_no === orderNo);
  if (!isLate)
    throw new UsageError(`${orderNo} is not a closed order with a late payment (npm run orders -- late)`);
  const isGranted = await db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: now, updated_at: now })
      .where('order_no', '=', orderNo)
      .where('status', '=', 'closed')
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) !== 1) return false;
    await applyGrants(trx, (await findOrderByNo(trx, orderNo))!, now);
    return true;
  });
  print(isGranted ? `granted ${orderNo}` : `${orderNo} was granted already`);
  return 0;
}

import type { Db } from '../../platform/db/database.js';
import { isPostgres } from '../../platform/db/engine.js';
import type { OrderRow, PlanRow } from '../../platform/db/schema.js';
import { powerLedger } from '../../platform/power/power-ledger.js';
import { parseIds } from './plans.js';

/**
 * What paying an order grants, fixed when the order is made: a later edit of the plan changes
 * what new orders sell, never what an order already sold.
 */
export interface Grants {
  /** power to credit, hundredths (a power plan's units, or a membership's bonus) */
  power: number;
  membership?: {
    level: number;
    levelNames: { 'zh-CN': string; 'en-US': string };
    modules: number[];
    unit: 'day' | 'month' | 'year';
    /** how many units: the plan's num times the order's number */
    count: number;
  };
}

export function grantsOf(plan: PlanRow, number: number): Grants {
  const grants: Grants = { power: plan.power * number };
  if (plan.kind === 'membership' && plan.unit !== 'count') {
    grants.membership = {
      level: plan.level,
      levelNames: { 'zh-CN': plan.level_text_zh, 'en-US': plan.level_text_en },
      modules: parseIds(plan.modules),
      unit: plan.unit,
      count: plan.num * number,
    };
  }
  return grants;
}

/** Adds a duration in calendar terms (a month from 31 January ends on the last day of February). */
export function addDuration(from: number, unit: 'day' | 'month' | 'year', count: number): number {
  const date = new Date(from);
  if (unit === 'day') return from + count * 24 * 60 * 60 * 1000;
  const months = unit === 'year' ? count * 12 : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * A membership stacks on the time that is left: it runs from the later of now and the current
 * end. The level is the higher of the running one and the plan's, with its names; the modules are
 * the running membership's and the plan's together. A membership that has ended starts afresh.
 */
async function extendMembership(
  trx: Db,
  userId: number,
  granted: NonNullable<Grants['membership']>,
  now: number,
) {
  let query = trx
    .selectFrom('users')
    .select(['level', 'start_time', 'end_time', 'modules', 'level_names'])
    .where('id', '=', userId);
  if (isPostgres(trx)) query = query.forUpdate();
  const user = await query.executeTakeFirstOrThrow();
  const isRunning = user.level > 0 && user.end_time !== null && user.end_time > now;
  const keepsLevel = isRunning && user.level > granted.level;
  const modules = new Set([...(isRunning ? parseIds(user.modules) : []), ...granted.modules]);
  await trx
    .updateTable('users')
    .set({
      level: keepsLevel ? user.level : granted.level,
      level_names: keepsLevel ? user.level_names : JSON.stringify(granted.levelNames),
      modules: JSON.stringify([...modules].sort((a, b) => a - b)),
      start_time: isRunning && user.start_time !== null ? user.start_time : now,
      end_time: addDuration(isRunning ? user.end_time! : now, granted.unit, granted.count),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Runs inside the transaction that marked the order paid, so both happen or neither does. */
export async function applyGrants(trx: Db, order: OrderRow, now: number): Promise<void> {
  const grants = JSON.parse(order.grants) as Grants;
  if (grants.membership) await extendMembership(trx, order.user_id, grants.membership, now);
  if (grants.power > 0) {
    await powerLedger.credit(
      trx,
      {
        userId: order.user_id,
        amount: grants.power,
        reason: order.kind === 'power' ? 'top-up' : 'membership',
        reference: order.order_no,
        idempotencyKey: `order:${order.order_no}`,
      },
      now,
    );
  }
}

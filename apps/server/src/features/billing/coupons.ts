import type { Db } from '../../platform/db/database.js';
import { isPostgres } from '../../platform/db/engine.js';
import type { CouponRow, PlanRow } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { parseIds } from './plans.js';
import { countCouponUses } from './orders.repository.js';

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What a coupon takes off an amount (minor units): never more than the amount. */
export function couponDiscount(
  coupon: Pick<CouponRow, 'kind' | 'amount' | 'percent'>,
  original: number,
): number {
  const off = coupon.kind === 'amount' ? coupon.amount : Math.floor((original * coupon.percent) / 100);
  return Math.min(Math.max(off, 0), original);
}

/**
 * The coupon a seller may use on a plan now, or the reason they may not. Its uses are counted
 * on orders: paid ones, and unpaid ones made within the order lifetime (they hold their use).
 * Inside the order's transaction; PostgreSQL locks the coupon row so two orders cannot both
 * take its last use (SQLite runs one writer at a time).
 */
export async function claimCoupon(
  trx: Db,
  claim: { code: string; userId: number; plan: PlanRow; now: number; holdSince: number },
): Promise<CouponRow> {
  let query = trx.selectFrom('coupons').selectAll().where('code', '=', normaliseCouponCode(claim.code));
  if (isPostgres(trx)) query = query.forUpdate();
  const coupon = await query.executeTakeFirst();
  if (!coupon || coupon.disabled_at !== null) throw AppError.badRequest('billing.couponUnknown');
  if (coupon.user_id !== null && coupon.user_id !== claim.userId)
    throw AppError.badRequest('billing.couponOtherUser');
  if (claim.now < coupon.starts_at) throw AppError.badRequest('billing.couponNotStarted');
  if (claim.now >= coupon.ends_at) throw AppError.badRequest('billing.couponExpired');
  if (coupon.plan_ids !== null && !parseIds(coupon.plan_ids).includes(claim.plan.id)) {
    throw AppError.badRequest('billing.couponOtherPlan');
  }
  if ((await countCouponUses(trx, coupon.id, claim.holdSince)) >= coupon.total_limit) {
    throw AppError.badRequest('billing.couponUsedUp');
  }
  if ((await countCouponUses(trx, coupon.id, claim.holdSince, claim.userId)) >= coupon.per_user_limit) {
    throw AppError.badRequest('billing.couponUserLimit');
  }
  return coupon;
}

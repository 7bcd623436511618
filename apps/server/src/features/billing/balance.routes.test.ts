import { API } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { addDuration } from './grants.js';
import {
  balancesOf,
  createCoupon,
  giveMoney,
  orderRow,
  PLANS,
  postOrder,
} from '../../../test/support/billing.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachEngine('paying from the money balance', (engine) => {
  const t = useTestApp(engine);
  const info = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: API.info, headers })).json().data.user;

  it('pays a power top-up at once when the balance covers it: money out, power in, one transaction', async () => {
    const seller = await createSeller(t.app);
    await giveMoney(t.app, seller.user.id, 5000);
    const res = await postOrder(t.app, seller, { type: 0, number: 3, id: PLANS.power100 });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { pay_status: true, info: '', url: '', amount: 30, gateway: 'balance' },
    });
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 2000, power: 30000 });
    const order = await orderRow(t.app, res.json().data.order_no);
    expect(order).toMatchObject({ status: 'paid', gateway: 'balance', amount: 3000 });
    expect(order.paid_at).toBeGreaterThan(0);
    expect(await info(seller.headers)).toMatchObject({ money: 20, power: 300 });
  });

  it('sends the order to the gateway when the balance does not cover it, and takes nothing', async () => {
    const seller = await createSeller(t.app);
    await giveMoney(t.app, seller.user.id, 999);
    const res = await postOrder(t.app, seller, { id: PLANS.power100 });
    expect(res.json().data).toMatchObject({ pay_status: false, gateway: 'sandbox' });
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 999, power: 0 });
  });

  it('grants a membership: level, dates, modules and bonus power, shown in the user info', async () => {
    const seller = await createSeller(t.app);
    await giveMoney(t.app, seller.user.id, 100_000);
    const before = Date.now();
    await postOrder(t.app, seller, { id: PLANS.monthly });
    const user = await info({ ...seller.headers, 'x-lang': 'en-US' });
    expect(user).toMatchObject({
      level: 2,
      level_text: 'Pro member',
      mold: [1, 2, 3, 4],
      power: 100,
      money: 901,
    });
    const start = Date.parse(user.start_time);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(user.end_time)).toBe(addDuration(start, 'month', 1));
  });

  it('stacks a renewal on the time left, keeps the higher level, and never counts an ended membership', async () => {
    const now = Date.now();
    const seller = await createSeller(t.app, {
      level: 3,
      startTime: now - 10 * DAY_MS,
      endTime: now + 20 * DAY_MS,
    });
    await t.app.context.db
      .updateTable('users')
      .set({
        level_names: JSON.stringify({ 'zh-CN': '企业版会员', 'en-US': 'Business member' }),
        modules: '[9]',
      })
      .where('id', '=', seller.user.id)
      .execute();
    await giveMoney(t.app, seller.user.id, 100_000);
    await postOrder(t.app, seller, { id: PLANS.quarterly });
    const user = await info(seller.headers);
    expect(user).toMatchObject({ level: 3, level_text: '企业版会员', mold: [1, 2, 3, 4, 9] });
    expect(Date.parse(user.start_time)).toBe(now - 10 * DAY_MS);
    expect(Date.parse(user.end_time)).toBe(addDuration(now + 20 * DAY_MS, 'month', 3));

    const lapsed = await createSeller(t.app, {
      level: 3,
      startTime: now - 90 * DAY_MS,
      endTime: now - DAY_MS,
    });
    expect(await info(lapsed.headers)).toMatchObject({ level: 0, mold: [], level_text: '普通用户' });
    await giveMoney(t.app, lapsed.user.id, 100_000);
    await postOrder(t.app, lapsed, { id: PLANS.monthly });
    const renewed = await info(lapsed.headers);
    expect(renewed).toMatchObject({ level: 2, level_text: '专业版会员', mold: [1, 2, 3, 4] });
    expect(Date.parse(renewed.start_time)).toBeGreaterThanOrEqual(now);
  });

  it('pays an order a coupon makes free without touching the balance', async () => {
    const seller = await createSeller(t.app);
    const coupon = await createCoupon(t.app, { kind: 'percent', percent: 100 });
    const res = await postOrder(t.app, seller, { id: PLANS.power500, coupon: coupon.code });
    expect(res.json().data).toMatchObject({ pay_status: true, amount: 0 });
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 50000 });
  });

  it('lets 10 concurrent orders spend a balance that covers 4 exactly, never below zero', async () => {
    const seller = await createSeller(t.app);
    await giveMoney(t.app, seller.user.id, 4000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t.app, seller, { id: PLANS.power100 })),
    );
    const paid = results.filter((r) => r.json().data?.pay_status === true);
    expect(paid).toHaveLength(4);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 40000 });
  });
});

describe('membership arithmetic', () => {
  it('adds calendar months and years, clamping to the month’s last day', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(addDuration(at('2026-01-31T08:00:00Z'), 'month', 1)).toBe(at('2026-02-28T08:00:00Z'));
    expect(addDuration(at('2026-03-15T00:00:00Z'), 'month', 3)).toBe(at('2026-06-15T00:00:00Z'));
    expect(addDuration(at('2028-02-29T00:00:00Z'), 'year', 1)).toBe(at('2029-02-28T00:00:00Z'));
    expect(addDuration(at('2026-12-31T00:00:00Z'), 'day', 1)).toBe(at('2027-01-01T00:00:00Z'));
  });
});

import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countRows, createSeller, type Seller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { createCoupon, PLANS, postOrder } from '../../../test/support/billing.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachEngine('coupons', (engine) => {
  const t = useTestApp(engine);
  const check = (seller: Seller, body: Record<string, unknown>, lang = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: API.couponCheck,
      headers: { ...seller.headers, 'x-lang': lang },
      payload: body,
    });

  it('prices the order form with an amount coupon or a percentage coupon (data.price)', async () => {
    const seller = await createSeller(t.app);
    const tenOff = await createCoupon(t.app, { kind: 'amount', amount: 1000 });
    const res = await check(seller, {
      type: 0,
      number: 2,
      id: PLANS.monthly,
      coupon: tenOff.code.toLowerCase(),
    });
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: { price: 188, original: 198, discount: 10, currency: 'cny' },
    });
    const fifteenPercent = await createCoupon(t.app, { kind: 'percent', percent: 15 });
    const pct = (await check(seller, { id: PLANS.yearly, coupon: fifteenPercent.code })).json().data;
    expect(pct).toEqual({ price: 764.15, original: 899, discount: 134.85, currency: 'cny' });
    // An amount larger than the price makes it free, never negative.
    const big = await createCoupon(t.app, { kind: 'amount', amount: 1_000_000 });
    expect((await check(seller, { id: PLANS.power100, coupon: big.code })).json().data.price).toBe(0);
  });

  it('tells why a coupon does not apply, in both languages', async () => {
    const seller = await createSeller(t.app);
    const other = await createSeller(t.app);
    const now = Date.now();
    const cases = [
      [{ code: 'NOPE-NOT-THERE' }, '优惠券不存在', 'There is no such coupon'],
      [await createCoupon(t.app, { ends_at: now - 1 }), '优惠券已过期', 'This coupon has expired'],
      [
        await createCoupon(t.app, { starts_at: now + DAY_MS }),
        '优惠券尚未生效',
        'This coupon is not valid yet',
      ],
      [await createCoupon(t.app, { disabled_at: now }), '优惠券不存在', 'There is no such coupon'],
      [
        await createCoupon(t.app, { plan_ids: JSON.stringify([PLANS.yearly]) }),
        '该优惠券不适用于此套餐',
        'This coupon does not apply to this plan',
      ],
      [
        await createCoupon(t.app, { user_id: other.user.id }),
        '该优惠券不属于您的账号',
        'This coupon belongs to another account',
      ],
    ] as const;
    for (const [coupon, zh, en] of cases) {
      const body = { id: PLANS.monthly, coupon: coupon.code };
      const res = await check(seller, body);
      expect(res.statusCode, coupon.code).toBe(400);
      expect(res.json().msg).toBe(zh);
      expect((await check(seller, body, 'en-US')).json().msg).toBe(en);
    }
    expect((await check(seller, { id: PLANS.monthly })).json().msg).toBe('请输入优惠券');
  });

  it('counts a use on every order that holds the coupon: per seller and in total', async () => {
    const a = await createSeller(t.app);
    const b = await createSeller(t.app);
    const c = await createSeller(t.app);
    const coupon = await createCoupon(t.app, { per_user_limit: 1, total_limit: 2 });
    const order = (seller: Seller) => postOrder(t.app, seller, { id: PLANS.monthly, coupon: coupon.code });
    const first = (await order(a)).json().data;
    expect(first).toMatchObject({ pay_status: false, amount: 89 });
    const again = await order(a);
    expect(again.json().msg).toBe('您已达到该优惠券的使用次数上限');
    expect((await order(b)).statusCode).toBe(200);
    const orders = await countRows(t.app, 'orders');
    const usedUp = await order(c);
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().msg).toBe('优惠券已用完');
    expect(await countRows(t.app, 'orders')).toBe(orders);
    const listed = await t.app.inject({
      method: 'POST',
      url: API.orderIndex,
      headers: a.headers,
      payload: {},
    });
    expect(listed.json().data.row[0]).toMatchObject({
      coupon: coupon.code,
      coupon_discount: 10,
      original_amount: 99,
    });
  });

  it('releases the use of an unpaid order once it is no longer payable', async () => {
    const seller = await createSeller(t.app);
    const coupon = await createCoupon(t.app, { per_user_limit: 1, total_limit: 1 });
    const first = (await postOrder(t.app, seller, { id: PLANS.monthly, coupon: coupon.code })).json().data;
    const ttl = t.app.context.config.ORDER_TTL_MINUTES * 60_000;
    await t.app.context.db
      .updateTable('orders')
      .set({ created_at: Date.now() - ttl - 1000 })
      .where('order_no', '=', first.order_no)
      .execute();
    expect((await postOrder(t.app, seller, { id: PLANS.monthly, coupon: coupon.code })).statusCode).toBe(200);
  });

  it('lets exactly the total limit of 10 concurrent orders take a coupon', async () => {
    const coupon = await createCoupon(t.app, { per_user_limit: 1, total_limit: 3 });
    const sellers = await Promise.all(Array.from({ length: 10 }, () => createSeller(t.app)));
    const results = await Promise.all(
      sellers.map((s) => postOrder(t.app, s, { id: PLANS.power100, coupon: coupon.code })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.json().msg === '优惠券已用完')).toHaveLength(7);
  });
});

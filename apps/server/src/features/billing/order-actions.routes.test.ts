import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { PLANS, createCoupon, orderRow, pendingOrder, postOrder } from '../../../test/support/billing.js';

describeEachEngine('order actions: pay again, cancel', (engine) => {
  const t = useTestApp(engine);
  const call = (url: string, seller: Seller | undefined, payload: Record<string, unknown>, lang = 'zh-CN') =>
    t.app.inject({ method: 'POST', url, headers: { ...seller?.headers, 'x-lang': lang }, payload });

  it('pays a pending order again, by the same way or another, answering as createOrder', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 0, id: PLANS.power100 });
    const again = await call(API.orderPay, seller, { order_no: order.order_no, type: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      pay_status: false,
      order_no: order.order_no,
      amount: 10,
      gateway: 'sandbox',
    });
    expect(again.json().data.info).toContain(`/pay/sandbox/${order.order_no}`);
    const byCard = (await call(API.orderPay, seller, { order_no: order.order_no, type: 1 })).json().data;
    expect(byCard.url).toMatch(new RegExp(`/pay/sandbox/${order.order_no}\\?sig=[0-9a-f]{64}$`));
    expect(await orderRow(t.app, order.order_no)).toMatchObject({ status: 'pending', pay_type: 1 });
  });

  it('lists a pending order with the time until which it can be paid, and a closed one without', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    const ttl = t.app.context.config.ORDER_TTL_MINUTES * 60_000;
    const listed = (await call(API.orderDetail, seller, { order_no: order.order_no })).json().data;
    expect(Date.parse(listed.expires_time)).toBe(order.created_at + ttl);
    const cancelled = await call(API.orderCancel, seller, { order_no: order.order_no });
    expect(cancelled.json()).toMatchObject({ code: 1, data: { status: 'closed', expires_time: null } });
  });

  it('refuses to pay an expired, cancelled or paid order again, in both languages', async () => {
    const seller = await createSeller(t.app);
    const expired = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    const ttl = t.app.context.config.ORDER_TTL_MINUTES * 60_000;
    await t.app.context.db
      .updateTable('orders')
      .set({ created_at: Date.now() - ttl - 1000 })
      .where('id', '=', expired.id)
      .execute();
    const late = await call(API.orderPay, seller, { order_no: expired.order_no });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('订单已过期，请重新下单');
    const lateEn = await call(API.orderPay, seller, { order_no: expired.order_no }, 'en-US');
    expect(lateEn.json().msg).toBe('This order has expired; please place a new one');

    const cancelled = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    await call(API.orderCancel, seller, { order_no: cancelled.order_no });
    const closed = await call(API.orderPay, seller, { order_no: cancelled.order_no });
    expect(closed.json()).toEqual({ code: 400, msg: '订单已支付或已关闭，不能再操作', data: null });
  });

  it('cancels a pending order, which frees its coupon use; cancelling again changes nothing', async () => {
    const seller = await createSeller(t.app);
    const coupon = await createCoupon(t.app, { per_user_limit: 1, total_limit: 5 });
    const first = (await postOrder(t.app, seller, { id: PLANS.monthly, coupon: coupon.code })).json().data;
    const held = await postOrder(t.app, seller, { id: PLANS.monthly, coupon: coupon.code });
    expect(held.json().msg).toBe('您已达到该优惠券的使用次数上限');
    expect((await call(API.orderCancel, seller, { order_no: first.order_no })).statusCode).toBe(200);
    expect((await call(API.orderCancel, seller, { order_no: first.order_no })).json().data.status).toBe(
      'closed',
    );
    expect((await orderRow(t.app, first.order_no)).status).toBe('closed');
    expect((await postOrder(t.app, seller, { id: PLANS.monthly, coupon: coupon.code })).statusCode).toBe(200);
  });

  it('refuses to cancel a paid order', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    await t.app.context.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute();
    const res = await call(API.orderCancel, seller, { order_no: order.order_no }, 'en-US');
    expect(res.json()).toEqual({ code: 400, msg: 'This order is already paid or closed', data: null });
    expect((await orderRow(t.app, order.order_no)).status).toBe('paid');
  });

  it("never lets a second seller cancel or pay another seller's order", async () => {
    const owner = await createSeller(t.app);
    const other = await createSeller(t.app);
    const order = await pendingOrder(t.app, owner, { id: PLANS.power100 });
    for (const url of [API.orderCancel, API.orderPay]) {
      const res = await call(url, other, { order_no: order.order_no });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '订单不存在', data: null });
    }
    expect(await orderRow(t.app, order.order_no)).toMatchObject({ status: 'pending', pay_type: 0 });
  });

  it('asks for a login and for an order number', async () => {
    expect((await call(API.orderCancel, undefined, { order_no: 'X' })).statusCode).toBe(401);
    expect((await call(API.orderPay, undefined, { order_no: 'X' })).statusCode).toBe(401);
    const seller = await createSeller(t.app);
    const res = await call(API.orderCancel, seller, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

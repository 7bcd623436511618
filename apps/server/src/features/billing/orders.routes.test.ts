import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countRows, createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { PLANS, pendingOrder, postOrder } from '../../../test/support/billing.js';

describeEachEngine('orders', (engine) => {
  const t = useTestApp(engine);

  it('refuses a seller who is not logged in', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.createOrder, payload: { id: PLANS.monthly } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API.orderIndex, payload: {} })).statusCode).toBe(401);
  });

  it('makes a sandbox order: a form for type 0, a page for type 1, waiting for payment', async () => {
    const seller = await createSeller(t.app);
    const alipayWay = (await postOrder(t.app, seller, { type: 0, number: 1, id: PLANS.power100 })).json();
    expect(alipayWay).toMatchObject({ code: 1, data: { pay_status: false, amount: 10, gateway: 'sandbox' } });
    expect(alipayWay.data.info).toMatch(
      /^<form method="get" action="http:\/\/localhost(:\d+)?\/pay\/sandbox\/\w+"><input type="hidden" name="sig" value="[0-9a-f]{64}"><\/form>$/,
    );
    const card = (await postOrder(t.app, seller, { type: 1, id: PLANS.monthly, number: 2 })).json().data;
    expect(card.url).toMatch(/\/pay\/sandbox\/\w+\?sig=[0-9a-f]{64}$/);
    expect(card.amount).toBe(198);
    const row = await t.app.context.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', card.order_no)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: seller.user.id,
      plan_id: PLANS.monthly,
      number: 2,
      amount: 19800,
      original_amount: 19800,
      discount_amount: 0,
      status: 'pending',
      gateway: 'sandbox',
      pay_type: 1,
      paid_at: null,
    });
    expect(JSON.parse(row.grants)).toEqual({
      power: 20000,
      membership: {
        level: 2,
        levelNames: { 'zh-CN': '专业版会员', 'en-US': 'Pro member' },
        modules: [1, 2, 3, 4],
        unit: 'month',
        count: 2,
      },
    });
  });

  it('refuses a quantity that is 0, negative, fractional, huge or not a number, and writes nothing', async () => {
    const seller = await createSeller(t.app);
    const before = await countRows(t.app, 'orders');
    for (const number of [0, -1, 1.5, 100, 1e9, '2', null]) {
      const res = await postOrder(t.app, seller, { id: PLANS.power100, number });
      expect(res.statusCode, String(number)).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '购买数量必须是 1 到 99 之间的整数', data: null });
    }
    const english = await t.app.inject({
      method: 'POST',
      url: API.createOrder,
      headers: { ...seller.headers, 'x-lang': 'en-US' },
      payload: { id: PLANS.power100, number: 0 },
    });
    expect(english.json().msg).toBe('The quantity must be a whole number from 1 to 99');
    expect(await countRows(t.app, 'orders')).toBe(before);
  });

  it('refuses an unknown, missing or retired plan', async () => {
    const seller = await createSeller(t.app);
    const before = await countRows(t.app, 'orders');
    for (const id of [0, 999, -3]) {
      const res = await postOrder(t.app, seller, { id });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('套餐不存在或已下架');
    }
    expect((await postOrder(t.app, seller, {})).json().msg).toBe('请选择套餐');
    const { db } = t.app.context;
    await db.updateTable('plans').set({ retired_at: Date.now() }).where('id', '=', PLANS.yearly).execute();
    expect((await postOrder(t.app, seller, { id: PLANS.yearly })).json().msg).toBe('套餐不存在或已下架');
    await db.updateTable('plans').set({ retired_at: null }).where('id', '=', PLANS.yearly).execute();
    expect(await countRows(t.app, 'orders')).toBe(before);
  });

  it('keeps a retired plan on the orders made before it was retired', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.quarterly });
    const { db } = t.app.context;
    await db.updateTable('plans').set({ retired_at: Date.now() }).where('id', '=', PLANS.quarterly).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: API.orderIndex,
      headers: seller.headers,
      payload: {},
    });
    expect(res.json().data.row[0]).toMatchObject({
      order_no: order.order_no,
      plan: '季度会员',
      status: 'pending',
    });
    await db.updateTable('plans').set({ retired_at: null }).where('id', '=', PLANS.quarterly).execute();
  });

  it("lists only the seller's own orders, newest first and paged; another seller's order does not exist", async () => {
    const seller = await createSeller(t.app);
    const other = await createSeller(t.app);
    const mine = [];
    for (const id of [PLANS.power100, PLANS.power500, PLANS.monthly])
      mine.push(await pendingOrder(t.app, seller, { id }));
    const theirs = await pendingOrder(t.app, other, { id: PLANS.power100 });
    const page = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: API.orderIndex, headers: seller.headers, payload: body });
    const first = (await page({ page: 1, size: 2 })).json().data;
    expect(first.total).toBe(3);
    expect(first.row.map((o: { order_no: string }) => o.order_no)).toEqual([
      mine[2]!.order_no,
      mine[1]!.order_no,
    ]);
    expect(first.row[0]).toMatchObject({
      plan: '月度会员',
      kind: 'membership',
      amount: 99,
      coupon: null,
      status: 'pending',
      gateway: 'sandbox',
      type: 0,
      paid_time: null,
    });
    const second = (await page({ page: 2, size: 2 })).json().data;
    expect(second.row.map((o: { order_no: string }) => o.order_no)).toEqual([mine[0]!.order_no]);
    expect((await page({ size: 101 })).statusCode).toBe(400);

    const detail = (orderNo: string) =>
      t.app.inject({
        method: 'POST',
        url: API.orderDetail,
        headers: seller.headers,
        payload: { order_no: orderNo },
      });
    expect((await detail(mine[0]!.order_no)).json().data.order_no).toBe(mine[0]!.order_no);
    const foreign = await detail(theirs.order_no);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('订单不存在');
  });
});

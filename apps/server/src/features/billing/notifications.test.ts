import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countRows, createSeller } from '../../../test/support/factories.js';
import { captureLog } from '../../../test/support/log-capture.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { runOrdersCommand } from './orders-admin.js';
import {
  balancesOf,
  orderRow,
  pendingOrder,
  PLANS,
  postSandboxNotice,
  sandboxNotice,
} from '../../../test/support/billing.js';

describeEachEngine('payment notifications (sandbox gateway)', (engine) => {
  const t = useTestApp(engine, { LOG_LEVEL: 'warn' });

  it('grants a signed notification of a paid order once and acknowledges it', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power500, number: 2 });
    const notice = sandboxNotice(order);
    const res = await postSandboxNotice(t.app, notice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 100_000 });
    expect(await orderRow(t.app, order.order_no)).toMatchObject({
      status: 'paid',
      gateway_ref: notice.trade_no,
    });
    // The same event again, and a different event about the same order: acknowledged, nothing granted.
    expect((await postSandboxNotice(t.app, notice)).statusCode).toBe(200);
    expect((await postSandboxNotice(t.app, sandboxNotice(order))).statusCode).toBe(200);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 100_000 });
    const info = (await t.app.inject({ url: API.info, headers: seller.headers })).json().data.user;
    expect(info.power).toBe(1000);
  });

  it('grants exactly once for 50 concurrent copies of one notification', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.monthly });
    const notice = sandboxNotice(order);
    const results = await Promise.all(Array.from({ length: 50 }, () => postSandboxNotice(t.app, notice)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
    const rows = await t.app.context.db
      .selectFrom('payment_notifications')
      .selectAll()
      .where('order_no', '=', order.order_no)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'granted', gateway: 'sandbox' });
    const ledger = await t.app.context.db
      .selectFrom('power_ledger')
      .selectAll()
      .where('user_id', '=', seller.user.id)
      .execute();
    expect(ledger).toHaveLength(1);
    const user = await t.app.context.db
      .selectFrom('users')
      .select(['level', 'end_time'])
      .where('id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    expect(user.level).toBe(2);
  });

  it('grants exactly once for 50 concurrent different events about one order', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => postSandboxNotice(t.app, sandboxNotice(order))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
  });

  it('refuses forged, stale, unknown, mismatched and malformed notifications, granting nothing', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    const notices = await countRows(t.app, 'payment_notifications');
    const refusals: [Promise<{ statusCode: number; json: () => { msg: string } }>, number, string][] = [
      [
        postSandboxNotice(t.app, sandboxNotice(order), {
          signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        }),
        400,
        '支付通知的签名无效',
      ],
      [postSandboxNotice(t.app, sandboxNotice(order), { signature: '' }), 400, '支付通知的签名无效'],
      [
        postSandboxNotice(t.app, sandboxNotice(order), { now: Date.now() - 7 * 24 * 3600 * 1000 }),
        400,
        '支付通知已过期',
      ],
      [postSandboxNotice(t.app, sandboxNotice(order, { order_no: 'NO-SUCH-ORDER' })), 404, '订单不存在'],
      [postSandboxNotice(t.app, sandboxNotice(order, { amount: 1 })), 400, '支付金额与订单金额不符'],
      [postSandboxNotice(t.app, sandboxNotice(order, { currency: 'usd' })), 400, '支付金额与订单金额不符'],
      [
        postSandboxNotice(t.app, { ...sandboxNotice(order), amount: 'lots' } as never),
        400,
        '支付通知内容不完整',
      ],
    ];
    for (const [pending, status, msg] of refusals) {
      const res = await pending;
      expect(res.statusCode, msg).toBe(status);
      expect(res.json().msg).toBe(msg);
    }
    const english = await postSandboxNotice(t.app, sandboxNotice(order, { amount: 1 }), { lang: 'en-US' });
    expect(english.json().msg).toBe('The amount paid does not match the order');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
    expect((await orderRow(t.app, order.order_no)).status).toBe('pending');
    expect(await countRows(t.app, 'payment_notifications')).toBe(notices);
  });

  it('acknowledges a cancelled payment without granting', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    const res = await postSandboxNotice(t.app, sandboxNotice(order, { status: 'cancelled' }));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t.app, order.order_no)).status).toBe('pending');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
  });

  it('refuses a notification for an order made with another gateway', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power100 });
    await t.app.context.db
      .updateTable('orders')
      .set({ gateway: 'alipay' })
      .where('id', '=', order.id)
      .execute();
    const res = await postSandboxNotice(t.app, sandboxNotice({ ...order, gateway: 'alipay' }));
    expect(res.json().msg).toBe('该订单不是通过此支付渠道创建的');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
  });

  it('records money taken for a closed order as its own outcome, warns, and lets the operator grant it once', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { id: PLANS.power500 });
    await t.app.context.db
      .updateTable('orders')
      .set({ status: 'closed' })
      .where('id', '=', order.id)
      .execute();
    const log = captureLog(t.app);
    const notice = sandboxNotice(order);
    expect((await postSandboxNotice(t.app, notice)).statusCode).toBe(200);
    expect((await postSandboxNotice(t.app, notice)).statusCode).toBe(200);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
    expect(await orderRow(t.app, order.order_no)).toMatchObject({
      status: 'closed',
      gateway_ref: notice.trade_no,
    });
    const recorded = await t.app.context.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('order_no', '=', order.order_no)
      .execute();
    expect(recorded).toEqual([{ outcome: 'paid-after-close' }]);
    const warnings = log.lines.filter((line) => line.includes('payment for a closed order'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, orderNo: order.order_no });

    const run = async (args: string[]) => {
      const lines: string[] = [];
      await runOrdersCommand(t.app.context.db, args, (line) => lines.push(line));
      return lines.join('\n');
    };
    const late = await run(['late']);
    expect(late).toContain(order.order_no);
    expect(late).toContain(`sandbox ${notice.trade_no}`);
    expect(await run(['grant', order.order_no])).toBe(`granted ${order.order_no}`);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 50_000 });
    await expect(run(['grant', order.order_no])).rejects.toThrow(/not a closed order/);
    expect(await run(['late'])).toBe('no late payments');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 50_000 });
  });
});

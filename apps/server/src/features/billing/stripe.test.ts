import crypto from 'node:crypto';
import { API } from '@asinasin/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { createTestApp, describeEachEngine, type TestApp } from '../../../test/support/test-app.js';
import type { OrderRow } from '../../platform/db/schema.js';
import { startFakeStripe } from '../../../test/support/fake-stripe.js';
import { balancesOf, orderRow, pendingOrder, PLANS, postOrder } from '../../../test/support/billing.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');
const WEEK_S = 7 * 24 * 3600;

describeEachEngine('Stripe gateway', (engine) => {
  const t = {} as TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    Object.assign(
      t,
      await createTestApp(engine, {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
        PUBLIC_URL: 'https://shop.example.com',
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const event = (order: OrderRow, type = 'checkout.session.completed', sessionId = order.gateway_ref) =>
    JSON.stringify({
      id: `evt_${crypto.randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    });
  const webhook = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${API.payNotify}/stripe`,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        }),
      },
      payload,
    });
  const paidOrder = async (body: Record<string, unknown>) => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 1, ...body });
    fake.sessions.get(order.gateway_ref!)!.payment_status = 'paid';
    return { seller, order };
  };

  it('answers a card order with the Checkout Session URL and keeps the session id', async () => {
    const seller = await createSeller(t.app);
    const res = await postOrder(t.app, seller, { type: 1, id: PLANS.power500, number: 2 });
    const data = res.json().data;
    expect(data).toMatchObject({ pay_status: false, info: '', gateway: 'stripe', amount: 90 });
    expect(data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const order = await orderRow(t.app, data.order_no);
    const session = fake.sessions.get(order.gateway_ref!)!;
    expect(session).toMatchObject({
      client_reference_id: data.order_no,
      amount_total: 9000,
      currency: 'cny',
    });
    expect((await t.app.inject({ url: API.payMethods })).json().data.methods).toEqual([
      { type: 1, gateway: 'stripe', event: 'stripe' },
    ]);
  });

  it('grants on a signed completed event after re-reading the paid session, once', async () => {
    const { seller, order } = await paidOrder({ id: PLANS.power100 });
    const payload = event(order);
    const res = await webhook(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
    expect((await webhook(payload)).statusCode).toBe(200);
    expect((await webhook(event(order, 'checkout.session.async_payment_succeeded'))).statusCode).toBe(200);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
  });

  it('grants exactly once for 50 concurrent deliveries of one event', async () => {
    const { seller, order } = await paidOrder({ id: PLANS.monthly });
    const payload = event(order);
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
  });

  it('trusts the re-read session, not the event: an unpaid session grants nothing', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 1, id: PLANS.power100 });
    expect((await webhook(event(order))).statusCode).toBe(200);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
    expect((await orderRow(t.app, order.order_no)).status).toBe('pending');
  });

  it('acknowledges events outside the list without acting on them', async () => {
    const { seller, order } = await paidOrder({ id: PLANS.power100 });
    const res = await webhook(event(order, 'checkout.session.expired'));
    expect(res.json()).toEqual({ received: true });
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
  });

  it('refuses a bad signature, a replay a week later, another session and another amount', async () => {
    const { seller, order } = await paidOrder({ id: PLANS.power100 });
    const forged = await webhook(event(order), { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('支付通知的签名无效');
    const replay = await webhook(event(order), { timestamp: Math.floor(Date.now() / 1000) - WEEK_S });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe('支付通知已过期');

    // A session of this order's number that is not the order's own session.
    const other = { ...fake.sessions.get(order.gateway_ref!)!, id: 'cs_test_intruder' };
    fake.sessions.set(other.id, other);
    expect((await webhook(event(order, undefined, other.id))).json().msg).toBe(
      '该订单不是通过此支付渠道创建的',
    );

    fake.sessions.get(order.gateway_ref!)!.amount_total = 1;
    expect((await webhook(event(order))).json().msg).toBe('支付金额与订单金额不符');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
  });

  it('closes the order and says so when Stripe cannot be reached', async () => {
    const seller = await createSeller(t.app);
    fake.state.failing = true;
    try {
      const res = await postOrder(t.app, seller, { type: 1, id: PLANS.power100 });
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe('支付渠道暂时不可用，请稍后再试');
    } finally {
      fake.state.failing = false;
    }
    const orders = await t.app.context.db
      .selectFrom('orders')
      .select('status')
      .where('user_id', '=', seller.user.id)
      .execute();
    expect(orders).toEqual([{ status: 'closed' }]);
  });
});

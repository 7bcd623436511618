import crypto from 'node:crypto';
import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countRows, createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import type { OrderRow } from '../../platform/db/schema.js';
import { formatMajor } from '../../platform/payments/money.js';
import { balancesOf, orderRow, pendingOrder, PLANS, postOrder } from '../../../test/support/billing.js';

/** Key pairs made here: the app's (its private key signs requests) and "Alipay's" (it signs notifies). */
const pem = () =>
  crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const appKeys = pem();
const alipayKeys = pem();
const intruderKeys = pem();
const APP_ID = '2021000000000001';
const GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';

const beijingTime = (millis: number) =>
  new Date(millis + 8 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 19);

/** Signs as Alipay signs an asynchronous notify: sorted k=v pairs without sign and sign_type, RSA2. */
function signedNotify(params: Record<string, string>, privateKey = alipayKeys.privateKey): string {
  const content = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const sign = crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
  return new URLSearchParams({ ...params, sign, sign_type: 'RSA2' }).toString();
}

function notifyParams(order: OrderRow, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    notify_time: beijingTime(Date.now()),
    notify_type: 'trade_status_sync',
    notify_id: `ntf${crypto.randomBytes(8).toString('hex')}`,
    charset: 'utf-8',
    version: '1.0',
    app_id: APP_ID,
    trade_no: `2026112422001${crypto.randomInt(1e9)}`,
    out_trade_no: order.order_no,
    trade_status: 'TRADE_SUCCESS',
    total_amount: formatMajor(order.amount),
    receipt_amount: formatMajor(order.amount),
    subject: '算力包',
    gmt_payment: beijingTime(Date.now()),
    ...overrides,
  };
}

describeEachEngine('Alipay gateway', (engine) => {
  const t = useTestApp(engine, {
    ALIPAY_APP_ID: APP_ID,
    ALIPAY_PRIVATE_KEY: appKeys.privateKey,
    ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
    ALIPAY_GATEWAY: GATEWAY,
    PUBLIC_URL: 'https://shop.example.com',
  });
  const notify = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API.payNotify}/alipay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: body,
    });

  it('answers type 0 with the page-pay form signed by the app key, and offers no card way', async () => {
    const seller = await createSeller(t.app);
    const res = await postOrder(t.app, seller, { type: 0, id: PLANS.power500 });
    const data = res.json().data;
    expect(data).toMatchObject({ pay_status: false, url: '', gateway: 'alipay', amount: 45 });
    expect(data.info).toContain(`action="${GATEWAY}?`);
    // The SDK puts the common parameters in the action's query and the business ones in inputs.
    const action = new URL(/action="([^"]+)"/.exec(data.info)![1]!.replace(/&amp;/g, '&'));
    const inputs = [...(data.info as string).matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(
      (m) => [m[1]!, m[2]!.replace(/&quot;/g, '"')] as const,
    );
    const fields: Record<string, string> = Object.fromEntries([...action.searchParams, ...inputs]);
    expect(fields).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: APP_ID,
      notify_url: 'https://shop.example.com/api/pay/notify/alipay',
      return_url: 'https://shop.example.com/order',
    });
    expect(JSON.parse(fields.biz_content!)).toMatchObject({
      out_trade_no: data.order_no,
      total_amount: '45.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    // The request really is signed with the app's key.
    const { sign, ...rest } = fields;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(crypto.createVerify('RSA-SHA256').update(content).verify(appKeys.publicKey, sign!, 'base64')).toBe(
      true,
    );

    expect((await t.app.inject({ url: API.payMethods })).json().data.methods).toEqual([
      { type: 0, gateway: 'alipay', event: 'alipay' },
    ]);
    const card = await postOrder(t.app, seller, { type: 1, id: PLANS.power100 });
    expect(card.statusCode).toBe(501);
    expect(card.json().msg).toBe('该支付方式暂未开放');
  });

  it("lets the /alipay popup page submit a form to Alipay's gateway and nowhere else", async () => {
    const res = await t.app.inject({ url: '/alipay' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("form-action 'self' https://openapi-sandbox.dl.alipaydev.com");
  });

  it('refuses a plan priced in dollars', async () => {
    const { db } = t.app.context;
    const row = await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', PLANS.power100)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('plans')
      .values({ ...row, id: 901, currency: 'usd' })
      .execute();
    const res = await postOrder(t.app, await createSeller(t.app), { type: 0, id: 901 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('支付宝只能支付以人民币标价的套餐');
  });

  it('verifies a notify with the SDK and Alipay’s public key, grants once, and answers success', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 0, id: PLANS.power100, number: 2 });
    const body = signedNotify(notifyParams(order));
    const res = await notify(body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('success');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 20_000 });
    expect((await notify(body)).body).toBe('success');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 20_000 });
    expect(await orderRow(t.app, order.order_no)).toMatchObject({ status: 'paid' });
  });

  it('grants exactly once for 50 concurrent copies of a notify', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 0, id: PLANS.monthly });
    const body = signedNotify(notifyParams(order));
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(body)));
    expect(answers.map((a) => a.body)).toEqual(Array(50).fill('success'));
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
    expect(await countRows(t.app, 'payment_notifications')).toBeGreaterThanOrEqual(1);
  });

  it('refuses a forged signature, another app id, another amount, an unknown order and a week-old notify', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 0, id: PLANS.power100 });
    const cases: [string, number, string][] = [
      [signedNotify(notifyParams(order), intruderKeys.privateKey), 400, '支付通知的签名无效'],
      [
        signedNotify(notifyParams(order)).replace('total_amount=10.00', 'total_amount=0.01'),
        400,
        '支付通知的签名无效',
      ],
      [new URLSearchParams(notifyParams(order)).toString(), 400, '支付通知的签名无效'],
      [
        signedNotify(notifyParams(order, { app_id: '2021999999999999' })),
        400,
        '支付通知的应用 ID 与本站不符',
      ],
      [signedNotify(notifyParams(order, { total_amount: '0.01' })), 400, '支付金额与订单金额不符'],
      [signedNotify(notifyParams(order, { out_trade_no: '20990101000000FFFFFFFF' })), 404, '订单不存在'],
      [
        signedNotify(notifyParams(order, { notify_time: beijingTime(Date.now() - 7 * 24 * 3600 * 1000) })),
        400,
        '支付通知已过期',
      ],
      [signedNotify(notifyParams(order, { total_amount: 'ten' })), 400, '支付通知内容不完整'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await notify(body);
      expect(res.statusCode, msg).toBe(status);
      expect(res.body).not.toBe('success');
      expect(res.json().msg).toBe(msg);
    }
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
    expect((await orderRow(t.app, order.order_no)).status).toBe('pending');
  });

  it('acknowledges a notify of a trade that is not paid without granting', async () => {
    const seller = await createSeller(t.app);
    const order = await pendingOrder(t.app, seller, { type: 0, id: PLANS.power100 });
    const res = await notify(signedNotify(notifyParams(order, { trade_status: 'WAIT_BUYER_PAY' })));
    expect(res.body).toBe('success');
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 0, power: 0 });
  });
});

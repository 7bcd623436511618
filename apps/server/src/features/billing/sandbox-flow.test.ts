import { API, type CreateOrderResult } from '@asinasin/contract';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { MAX_STREAMS_PER_SESSION } from './events.routes.js';
import { openEventStream } from './sse-client.js';
import { PLANS } from '../../../test/support/billing.js';

describeEachEngine('sandbox payment end to end over HTTP', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** JSON calls through the app; pages and the event stream over real HTTP. */
  const api = async (seller: Seller, path: string, body?: object) =>
    (
      await t.app.inject({
        method: body === undefined ? 'GET' : 'POST',
        url: path,
        // as the browser reaches the server: the gateway links are built on this host
        headers: { ...seller.headers, host: new URL(base).host },
        ...(body === undefined ? {} : { payload: body }),
      })
    ).json();
  const events = (token: string, type = 'alipay', headers: Record<string, string> = {}) =>
    openEventStream(`${base}${API.paymentEvents}?token=${encodeURIComponent(token)}&type=${type}`, headers);
  const submit = (action: string, fields: Record<string, string>) =>
    fetch(new URL(action, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  it('create order → sandbox page → Pay → signed notification → SSE success → power credited', async () => {
    const seller = await createSeller(t.app);
    const order: CreateOrderResult = (await api(seller, API.createOrder, { type: 0, id: PLANS.power500 }))
      .data;
    const stream = await events(seller.token);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ message: 'ready' });

    // The form the /alipay popup submits is a GET to the sandbox page.
    const action = /action="([^"]+)"/.exec(order.info)![1]!;
    const sig = /name="sig" value="([0-9a-f]+)"/.exec(order.info)![1]!;
    const page = await fetch(`${action}?sig=${sig}`, { headers: { 'accept-language': 'zh-CN' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('这是沙箱支付页面：不会产生任何真实扣款');
    expect(html).toContain(order.order_no);
    expect(html).toContain('¥45.00');
    expect(html).toContain('算力包');
    expect(html).toMatch(/<button[^>]*value="pay">支付<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel">取消<\/button>/);
    expect(html).not.toContain('<script');

    const paid = await submit(`${API.sandboxPay}/${order.order_no}`, { sig, action: 'pay' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功，可以关闭此窗口。');
    expect(await stream.next()).toEqual({ message: 'success', order_no: order.order_no });
    stream.close();

    const user = (await api(seller, API.info)).data.user;
    expect(user.power).toBe(500);
    const listed = (await api(seller, API.orderIndex, {})).data.row[0];
    expect(listed).toMatchObject({ order_no: order.order_no, status: 'paid', gateway: 'sandbox' });
    expect(listed.paid_time).not.toBeNull();

    const again = await fetch(`${action}?sig=${sig}`);
    expect(await again.text()).toContain('该订单已支付');
    const twice = await submit(`${API.sandboxPay}/${order.order_no}`, { sig, action: 'pay' });
    expect(await twice.text()).toContain('该订单已支付');
    expect((await api(seller, API.info)).data.user.power).toBe(500);
  });

  it('Cancel leaves the order unpaid; a page link without its signature opens nothing', async () => {
    const seller = await createSeller(t.app);
    const order: CreateOrderResult = (await api(seller, API.createOrder, { type: 1, id: PLANS.power100 }))
      .data;
    const url = new URL(order.url);
    const sig = url.searchParams.get('sig')!;
    const page = await fetch(order.url, { headers: { 'accept-language': 'en-US' } });
    expect(await page.text()).toContain('This is a sandbox payment page: no real money moves.');
    const cancelled = await submit(url.pathname, { sig, action: 'cancel' });
    expect(await cancelled.text()).toContain('已取消支付，可以关闭此窗口。');
    expect((await api(seller, API.info)).data.user.power).toBe(0);

    const forged = await fetch(`${base}${url.pathname}?sig=${'0'.repeat(64)}`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('支付链接无效或已失效');
    const forgedPay = await submit(url.pathname, { sig: 'f'.repeat(64), action: 'pay' });
    expect(forgedPay.status).toBe(404);
    expect((await api(seller, API.info)).data.user.power).toBe(0);
  });

  it('refuses an event stream with a wrong, revoked or mismatched token, or an unknown type', async () => {
    const seller = await createSeller(t.app);
    const wrong = await events('not-a-token');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ code: 401, msg: '您还未登录', data: null });
    const badType = await events(seller.token, 'wechat');
    expect(badType.status).toBe(400);
    expect((await badType.json()).msg).toBe('事件类型必须是 alipay 或 stripe');
    const mismatch = await events(seller.token, 'stripe', { cookie: 'asinasin=someone-else' });
    expect(mismatch.status).toBe(401);

    const other = await createSeller(t.app);
    await api(other, API.logout);
    const revoked = await events(other.token, 'stripe');
    expect(revoked.status).toBe(401);
  });

  it('tells a seller only of their own orders, and ends a stream whose session was revoked', async () => {
    const seller = await createSeller(t.app);
    const stranger = await createSeller(t.app);
    const stream = await events(seller.token);
    expect(await stream.next()).toEqual({ message: 'ready' });
    const theirs: CreateOrderResult = (await api(stranger, API.createOrder, { type: 0, id: PLANS.power100 }))
      .data;
    const theirPage = new URL(/action="([^"]+)"/.exec(theirs.info)![1]!).pathname;
    await submit(theirPage, { sig: /value="([0-9a-f]+)"/.exec(theirs.info)![1]!, action: 'pay' });
    expect(await stream.next(500)).toBeUndefined();

    await api(seller, API.logout);
    // An event for the seller now reaches a revoked stream as its end, not as a message.
    await t.app.context.events.publish({ userId: seller.user.id, message: 'success', orderNo: 'X' });
    expect(await stream.next(2000)).toBeUndefined();
    expect(stream.isEnded).toBe(true);
  });

  it('caps the streams one session holds open, and frees a place when one closes', async () => {
    const seller = await createSeller(t.app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
      const stream = await events(seller.token);
      expect(await stream.next()).toEqual({ message: 'ready' });
      streams.push(stream);
    }
    const refused = await events(seller.token);
    expect(refused.status).toBe(429);
    expect((await refused.json()).msg).toBe('监听支付结果的页面过多，请关闭部分页面后重试');
    // Another seller's session is counted apart.
    const other = await events((await createSeller(t.app)).token);
    expect(other.status).toBe(200);
    other.close();

    streams.pop()!.close();
    // The server hears the close on its own time: wait for the place to come free.
    await expect
      .poll(async () => {
        const again = await events(seller.token);
        if (again.status === 200) streams.push(again);
        return again.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });
});

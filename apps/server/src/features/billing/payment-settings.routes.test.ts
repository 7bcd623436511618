import { Writable } from 'node:stream';
import { API } from '@asinasin/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { loadConfig } from '../../platform/config.js';
import { createPayments } from '../../platform/payments/payments.js';
import { PLANS } from '../../../test/support/billing.js';

/** What createPayments says at start, as the lines its logger writes. */
function paymentsAtStart(env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: '/tmp/unused', ...env });
  const payments = createPayments(config, 'x'.repeat(32), pino({ level: 'info' }, sink));
  const warnings = () => lines.filter((line) => line.level === 40).map((line) => line.msg);
  return { payments, warnings };
}

describe('payments at start', () => {
  it('takes no payment in production without PUBLIC_URL, and says why', () => {
    const { payments, warnings } = paymentsAtStart({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' });
    expect(payments.methods()).toEqual([]);
    expect(payments.sandbox).toBeUndefined();
    expect(warnings().join('\n')).toContain('PUBLIC_URL');
  });

  it('keeps the sandbox off in production unless PAYMENT_SANDBOX=true, and warns when it is on', () => {
    const off = paymentsAtStart({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });
    expect(off.payments.methods()).toEqual([]);
    expect(off.warnings()).toEqual([]);
    const on = paymentsAtStart({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_SANDBOX: 'true',
    });
    expect(on.payments.methods().map((m) => m.gateway)).toEqual(['sandbox', 'sandbox']);
    expect(on.warnings().join('\n')).toMatch(/PAYMENT_SANDBOX=true in production/);
  });

  it('offers the sandbox in development while no real gateway is configured', () => {
    const { payments, warnings } = paymentsAtStart({ NODE_ENV: 'development' });
    expect(payments.methods().map((m) => m.gateway)).toEqual(['sandbox', 'sandbox']);
    expect(warnings()).toEqual([]);
  });
});

describe('a production instance without a gateway', () => {
  const t = useTestApp('sqlite', { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' });

  it('offers no way to pay and creates no order for a plan the balance cannot cover', async () => {
    const methods = await t.app.inject({ method: 'GET', url: API.payMethods });
    expect(methods.json().data.methods).toEqual([]);
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: API.createOrder,
      headers: seller.headers,
      payload: { type: 0, id: PLANS.yearly },
    });
    expect(res.json()).toMatchObject({ code: 501, msg: '该支付方式暂未开放' });
    const orders = await t.app.context.db.selectFrom('orders').selectAll().execute();
    expect(orders).toEqual([]);
    const user = (await t.app.inject({ method: 'GET', url: API.info, headers: seller.headers })).json().data
      .user;
    expect(user.level).toBe(0);
  });
});

describe('checkout links without PUBLIC_URL (development)', () => {
  const t = useTestApp('sqlite', { NODE_ENV: 'development' });

  const order = async (host: string) => {
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: API.createOrder,
      headers: { ...seller.headers, host },
      payload: { type: 0, id: PLANS.power100 },
    });
    return { res, seller };
  };

  it('never builds them on a Host header that is not this machine', async () => {
    const { res, seller } = await order('evil.example');
    expect(res.json()).toMatchObject({ code: 501 });
    expect(res.json().msg).toContain('PUBLIC_URL');
    const mine = await t.app.context.db
      .selectFrom('orders')
      .where('user_id', '=', seller.user.id)
      .selectAll()
      .execute();
    expect(mine).toEqual([]);
  });

  it('builds them on a loopback address', async () => {
    for (const host of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080']) {
      const { res } = await order(host);
      expect(res.json().code, host).toBe(1);
      expect(res.json().data.info, host).toContain(`http://${host}/`);
    }
  });
});

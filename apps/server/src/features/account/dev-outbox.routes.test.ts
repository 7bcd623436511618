import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { captureLog } from '../../../test/support/log-capture.js';
import { createSeller, requestCode, solvedCaptcha, uniquePhone } from '../../../test/support/factories.js';
import {
  createTestApp,
  describeEachEngine,
  type TestApp,
  useTestApp,
} from '../../../test/support/test-app.js';
import { isLoopbackAddress } from '../../platform/http/loopback.js';

describeEachEngine('GET /dev/outbox is for this machine only', (engine) => {
  // TRUST_PROXY on: request.ip would believe X-Forwarded-For, the outbox must not.
  const t = useTestApp(engine, { TRUST_PROXY: 'true' });

  it('answers a loopback peer and 404s any other, whatever X-Forwarded-For claims', async () => {
    await requestCode(t.app, uniquePhone(), 'register');
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ url: API.devOutbox, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
    }
    for (const remoteAddress of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', '2001:db8::1']) {
      for (const forwarded of [undefined, '127.0.0.1', '::1']) {
        const res = await t.app.inject({
          url: API.devOutbox,
          remoteAddress,
          headers: { ...(forwarded ? { 'x-forwarded-for': forwarded } : {}), 'accept-language': 'en-US' },
        });
        expect(res.statusCode, `${remoteAddress} / ${forwarded}`).toBe(404);
        expect(res.json()).toEqual({ code: 404, msg: 'Not found', data: null });
      }
    }
  });

  it('tells loopback addresses from the rest', () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.1.2.3']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [undefined, '', 'localhost', '128.0.0.1', '::2', '::ffff:10.0.0.1', 'fe80::1']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

/** Six digits standing alone: timestamps and response times are full of digits. */
const standalone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`, 'g');

describeEachEngine('verification codes without SMTP', (engine) => {
  const t = useTestApp(engine, { LOG_LEVEL: 'trace', NODE_ENV: 'production' });

  it('go to the server log in one line, and no other line carries a code or a token', async () => {
    const log = captureLog(t.app);
    const phone = uniquePhone();
    const captcha = await solvedCaptcha(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: `${API.getCode}?code=999999&token=abc`,
      payload: { account: phone, type: 'register', captcha },
    });
    expect(asked.json().code).toBe(1);
    const code = t.app.context.mail.outbox.list()[0]!.text.match(/\d{6}/)![0];
    const withCode = log.lines.filter((line) => standalone(code).test(line));
    expect(withCode).toHaveLength(1);
    expect(JSON.parse(withCode[0]!)).toMatchObject({
      level: 30,
      msg: `verification code for ${phone}: ${code} (no SMTP configured: kept in the dev outbox)`,
    });

    // Register with the code, log in, use the token: none of it reaches the log.
    const registered = await t.app.inject({
      method: 'POST',
      url: API.register,
      payload: { account: phone, code, password: 'secret123', captcha: await solvedCaptcha(t.app) },
    });
    const token: string = registered.json().data.user.token;
    const seller = await createSeller(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { account: seller.account, code: '000000' },
    });
    expect(wrong.json().code).toBe(1002);
    await t.app.inject({ url: `${API.info}?token=${token}`, headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ url: API.info, headers: { authorization: `Bearer ${token}x` } });
    await t.app.inject({ url: API.info, headers: seller.headers, cookies: { asinasin: token } });
    const all = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThan(8);
    expect(all.match(standalone(code))).toHaveLength(1);
    expect(all).not.toContain(token.slice(0, 16));
    expect(all).not.toContain(seller.token.slice(0, 16));
    expect(all).not.toContain('secret123');
    expect(all).not.toMatch(standalone('999999'));
  });
});

describeEachEngine('GET /dev/outbox', (engine) => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp(engine);
    production = await createTestApp(engine, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists the messages in development and does not exist in production', async () => {
    const phone = uniquePhone();
    await dev.app.inject({
      method: 'POST',
      url: API.getCode,
      payload: { account: phone, type: 'register', captcha: await solvedCaptcha(dev.app) },
    });
    const res = await dev.app.inject({ url: API.devOutbox });
    expect(res.json().code).toBe(1);
    expect(res.json().data[0]).toMatchObject({ to: phone, subject: 'AsinAsin 验证码' });
    expect(res.json().data[0].text).toMatch(/您的验证码是 \d{6}，10 分钟内有效/);

    const hidden = await production.app.inject({ url: API.devOutbox });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
  });
});

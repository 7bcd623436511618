import net, { type AddressInfo } from 'node:net';
import { API } from '@asinasin/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, solvedCaptcha, uniqueEmail, uniquePhone } from '../../../test/support/factories.js';
import { createTestApp, describeEachEngine, type TestApp } from '../../../test/support/test-app.js';
import { DevOutbox } from './mailer.js';
import { maskTarget } from './mask.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function startSmtp(received: Received[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('dev outbox', () => {
  it('keeps the latest 50 messages, newest first, and logs each code for the operator', async () => {
    const lines: string[] = [];
    const outbox = new DevOutbox({ info: (fields, message) => lines.push(JSON.stringify(fields) + message) });
    for (let i = 0; i < 60; i++) {
      const code = `65432${i % 10}`;
      const to = `1380013${String(i).padStart(4, '0')}`;
      await outbox.send({ to, subject: 's', text: `code ${code}`, code });
    }
    const list = outbox.list();
    expect(list).toHaveLength(50);
    expect(list[0]?.to).toBe('13800130059');
    expect(lines[0]).toContain('verification code for 13800130000: 654320');
    expect(lines).toHaveLength(60);
  });

  it('masks phones and emails', () => {
    expect(maskTarget('13800138000')).toBe('138****8000');
    expect(maskTarget('alice@example.com')).toBe('a***@example.com');
    expect(maskTarget('+4915112345678')).toBe('+49****5678');
  });
});

describeEachEngine('verification codes by email over SMTP', (engine) => {
  const received: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(received);
    t = await createTestApp(engine, { SMTP_URL: smtp.url, MAIL_FROM: 'AsinAsin <codes@asinasin.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers email codes through SMTP and keeps phone codes in the outbox', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: API.getCode,
      headers: { 'accept-language': 'en-US' },
      payload: { account: email, type: 'register', captcha: await solvedCaptcha(t.app) },
    });
    expect(res.json().code).toBe(1);
    const message = received.find((m) => m.to.includes(email));
    expect(message?.from).toBe('codes@asinasin.test');
    expect(message?.raw).toContain('Subject: Your AsinAsin verification code');
    const code = message?.raw.match(/verification code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(t.app.context.mail.outbox.list().some((m) => m.to === email)).toBe(false);

    const registered = await t.app.inject({
      method: 'POST',
      url: API.register,
      payload: { account: email, code, password: 'secret123', captcha: await solvedCaptcha(t.app) },
    });
    expect(registered.json().code).toBe(1);

    const phone = uniquePhone();
    await t.app.inject({
      method: 'POST',
      url: API.getCode,
      payload: { account: phone, type: 'register', captcha: await solvedCaptcha(t.app) },
    });
    expect(t.app.context.mail.outbox.list()[0]?.to).toBe(phone);
    expect(received.some((m) => m.to.includes(phone))).toBe(false);
  });
});

describeEachEngine('an SMTP server that is down', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t.close());

  it('reports the failure and lets the seller retry at once', async () => {
    const email = uniqueEmail();
    const ask = async () =>
      t.app.inject({
        method: 'POST',
        url: API.getCode,
        payload: { account: email, type: 'register', captcha: await solvedCaptcha(t.app) },
      });
    const first = await ask();
    // The server's side failed, so the status says so, but the message is still for the seller.
    expect(first.statusCode).toBe(500);
    expect(first.json()).toEqual({ code: 500, msg: '验证码发送失败，请稍后再试', data: null });
    expect(await countRows(t.app, 'verification_codes')).toBe(0);
    expect((await ask()).json().code).toBe(500);
  });
});

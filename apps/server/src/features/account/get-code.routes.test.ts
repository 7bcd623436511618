import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import {
  countRows,
  createSeller,
  latestCodeFor,
  solvedCaptcha,
  uniqueEmail,
  uniquePhone,
} from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { targetGapMs } from '../../platform/codes/verification-codes.js';

describeEachEngine('POST /api/account/getCode', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });

  const getCode = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.getCode, payload, headers });
  const codeRows = (target: string) =>
    t.app.context.db.selectFrom('verification_codes').selectAll().where('target', '=', target).execute();

  it('sends a six-digit code for registration and stores only its hash', async () => {
    const phone = uniquePhone();
    const res = await getCode({ account: phone, type: 'register', captcha: await solvedCaptcha(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: '验证码获取成功', data: { resendAfterSeconds: 60 } });
    const code = latestCodeFor(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('register');
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(10 * 60 * 1000);
  });

  it("accepts SPEC's `phone` alias and normalises emails", async () => {
    const phone = uniquePhone();
    const viaAlias = await getCode({ phone, type: 'register', captcha: await solvedCaptcha(t.app) });
    expect(viaAlias.json().code).toBe(1);
    expect(latestCodeFor(t.app, phone)).toMatch(/^\d{6}$/);

    const email = uniqueEmail();
    const res = await getCode({
      account: `  ${email.toUpperCase()} `,
      type: 'register',
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.json().code).toBe(1);
    expect(t.app.context.mail.outbox.list()[0]?.to).toBe(email);
  });

  it('answers a registration code for an existing account exactly like a new one, sending a note instead', async () => {
    const seller = await createSeller(t.app, { account: uniqueEmail() });
    const fresh = uniqueEmail();
    const ask = async (account: string) =>
      getCode({ account, type: 'register', captcha: await solvedCaptcha(t.app) });
    const [existing, newcomer] = [await ask(seller.account), await ask(fresh)];
    for (const res of [existing, newcomer]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1, msg: '验证码获取成功', data: { resendAfterSeconds: 60 } });
    }
    // Both are recorded, so the resend timer answers alike too.
    expect(await codeRows(seller.account)).toHaveLength(1);
    for (const res of [await ask(seller.account), await ask(fresh)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(1005);
      // the seconds left count down while a loaded machine runs the test: any of the minute's
      const seconds = Number(/^请 (\d+) 秒后再获取验证码$/.exec(res.json().msg)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(Object.keys(res.json().data)).toEqual(['resendAfterSeconds']);
    }

    // No usable code reaches the existing account: a note that it is registered already.
    const note = t.app.context.mail.outbox.list().find((m) => m.to === seller.account)!;
    expect(note.subject).toBe('AsinAsin 注册提醒');
    expect(note.text).toContain('已经注册');
    expect(note.text).not.toMatch(/\d{6}/);
    expect(note.code).toBeUndefined();
    expect(latestCodeFor(t.app, fresh)).toMatch(/^\d{6}$/);
    const other = await createSeller(t.app, { account: uniqueEmail() });
    const english = await getCode(
      { account: other.account, type: 'register', captcha: await solvedCaptcha(t.app) },
      { 'accept-language': 'en-US' },
    );
    expect(english.json().msg).toBe('Verification code obtained successfully');
    expect(t.app.context.mail.outbox.list()[0]?.subject).toBe('AsinAsin: this account is already registered');
  });

  it('answers login and forget for unknown accounts like known ones but sends nothing', async () => {
    const unknown = uniquePhone();
    const seller = await createSeller(t.app);
    const answers: unknown[] = [];
    for (const type of ['login', 'forget']) {
      for (const account of [unknown, seller.account]) {
        const res = await getCode({ account, type, captcha: await solvedCaptcha(t.app) });
        answers.push(res.json());
      }
    }
    // The wording is true either way: nothing claims a code went to an account that does not exist.
    const expected = { code: 1, msg: '如果该账号已注册，验证码已发送', data: { resendAfterSeconds: 60 } };
    expect(answers).toEqual([expected, expected, expected, expected]);
    expect(t.app.context.mail.outbox.list().some((m) => m.to === unknown)).toBe(false);
    expect(latestCodeFor(t.app, seller.account)).toMatch(/^\d{6}$/);

    const english = await getCode(
      { account: uniquePhone(), type: 'forget', captcha: await solvedCaptcha(t.app) },
      { 'accept-language': 'en-US' },
    );
    expect(english.json().msg).toBe('If the account exists, a code has been sent');
  });

  it('allows a resend only after 60 seconds and says how long to wait', async () => {
    const phone = uniquePhone();
    expect(
      (await getCode({ account: phone, type: 'register', captcha: await solvedCaptcha(t.app) })).json().code,
    ).toBe(1);
    const tooSoon = await getCode({ account: phone, type: 'register', captcha: await solvedCaptcha(t.app) });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe(1005);
    expect(tooSoon.json().msg).toMatch(/^请 ([1-5]?\d|60) 秒后再获取验证码$/);
    // The same seconds as data, so a reloaded page can start its countdown from them.
    const seconds = Number(/(\d+)/.exec(tooSoon.json().msg)![1]);
    expect(tooSoon.json().data).toEqual({ resendAfterSeconds: seconds });
    const english = await getCode(
      { account: phone, type: 'register', captcha: await solvedCaptcha(t.app) },
      { 'accept-language': 'en-US' },
    );
    expect(english.json().msg).toMatch(/^Please wait \d+ s before requesting another code$/);

    // Another purpose has its own countdown.
    expect(
      (await getCode({ account: phone, type: 'login', captcha: await solvedCaptcha(t.app) })).json().code,
    ).toBe(1);

    await t.app.context.db
      .updateTable('verification_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', 61_000) }))
      .where('target', '=', phone)
      .execute();
    const later = await getCode({ account: phone, type: 'register', captcha: await solvedCaptcha(t.app) });
    expect(later.json().code).toBe(1);
  });

  /** Codes someone else asked for this target from elsewhere: `ago` ms before now, newest last. */
  const flood = (target: string, agos: number[]) =>
    t.app.context.db
      .insertInto('verification_codes')
      .values(
        agos.map((ago) => ({
          target,
          purpose: 'login',
          code_hash: 'x',
          ip: '203.0.113.9',
          created_at: Date.now() - ago,
          expires_at: Date.now(),
          consumed_at: null,
        })),
      )
      .execute();
  const shiftCodes = (target: string, ms: number) =>
    t.app.context.db
      .updateTable('verification_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
      .where('target', '=', target)
      .execute();

  it('spaces a flooded target’s codes out by 2, 4, 8, at most 10 minutes, never an hour', async () => {
    const phone = uniquePhone();
    // Ten codes in the last 50 minutes, the newest 30 s ago: the old rule refused for the hour.
    await flood(
      phone,
      [50, 45, 40, 35, 30, 25, 20, 15, 10, 0.5].map((m) => m * 60_000),
    );
    const ask = async () =>
      getCode({ account: phone, type: 'register', captcha: await solvedCaptcha(t.app) });
    const waiting = await ask();
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe(1005);
    const seconds = Number(waiting.json().msg.match(/(\d+) 秒/)[1]);
    expect(seconds).toBeGreaterThan(560);
    expect(seconds).toBeLessThanOrEqual(570);
    expect(await codeRows(phone)).toHaveLength(10);

    await shiftCodes(phone, 10 * 60_000);
    const served = await ask();
    expect(served.json()).toMatchObject({ code: 1, data: { resendAfterSeconds: 600 } });
  });

  it('grows the gap only past five codes an hour, and says so when a code is sent', async () => {
    const phone = uniquePhone();
    const purposes = ['register', 'login', 'forget'] as const;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await getCode({
        account: phone,
        type: purposes[i % 3],
        captcha: await solvedCaptcha(t.app),
      });
      expect(res.json().code, res.body).toBe(1);
      waits.push(res.json().data.resendAfterSeconds);
      // Step past whatever this code asked the next one to wait.
      await shiftCodes(phone, res.json().data.resendAfterSeconds * 1000);
    }
    expect(waits).toEqual([60, 60, 60, 60, 120, 240, 480, 600]);
    expect(targetGapMs(4)).toBe(0);
    expect(targetGapMs(5)).toBe(2 * 60_000);
    expect(targetGapMs(50)).toBe(10 * 60_000);
  });

  it('requires a solved, unused robot check and never answers 500 to a bad one', async () => {
    const phone = uniquePhone();
    for (const captcha of ['%%%not-base64%%%', btoa('not json'), btoa('{"challenge":1}'), 'AAAA']) {
      const res = await getCode({ account: phone, type: 'register', captcha });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 1001, msg: '人机验证失败，请重新验证', data: null });
    }
    const captcha = await solvedCaptcha(t.app);
    expect((await getCode({ account: phone, type: 'register', captcha })).json().code).toBe(1);
    const replay = await getCode({ account: uniquePhone(), type: 'register', captcha });
    expect(replay.json().code).toBe(1001);
    expect(await codeRows(phone)).toHaveLength(1);
  });

  it('rejects malformed and invalid bodies with 400 naming the field', async () => {
    const before = await countRows(t.app, 'verification_codes');
    const malformed = await t.app.inject({
      method: 'POST',
      url: API.getCode,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: '请求内容不是有效的 JSON', data: null });

    const captcha = 'x';
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'register', captcha }, 'account'],
      [{ account: 12345678901, type: 'register', captcha }, 'account'],
      [{ account: 'not-a-phone', type: 'register', captcha }, '请输入正确的手机号或邮箱'],
      [{ account: `${'a'.repeat(250)}@example.com`, type: 'register', captcha }, 'account'],
      [{ account: uniquePhone(), type: 'signup', captcha }, 'type'],
      [{ account: uniquePhone(), type: 'register' }, 'captcha'],
      [{ account: uniquePhone(), type: 'register', captcha: 'x'.repeat(5000) }, 'captcha'],
    ];
    for (const [payload, field] of cases) {
      const res = await getCode(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    expect(await countRows(t.app, 'verification_codes')).toBe(before);
  });
});

describeEachEngine('getCode per-IP limit in the database', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '3' });

  it('counts what an address asked for in the last hour, across processes and restarts', async () => {
    const now = Date.now();
    // Three codes this address got through another process: this process's own limiter saw none.
    await t.app.context.db
      .insertInto('verification_codes')
      .values(
        [1, 2, 3].map((i) => ({
          target: uniquePhone(),
          purpose: 'register',
          code_hash: 'x',
          ip: '198.51.100.7',
          created_at: now - i * 60_000,
          expires_at: now,
          consumed_at: null,
        })),
      )
      .execute();
    const ask = async (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: API.getCode,
        remoteAddress,
        payload: { account: uniquePhone(), type: 'register', captcha: await solvedCaptcha(t.app) },
      });
    const limited = await ask('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '验证码获取次数过多，请稍后再试', data: null });
    expect((await ask('198.51.100.8')).json().code).toBe(1);
  });
});

describeEachEngine('getCode per-IP limit', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '2' });

  it('answers 429 in the envelope once an address has asked too often', async () => {
    const ask = async (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: API.getCode,
        remoteAddress,
        payload: { account: uniquePhone(), type: 'register', captcha: await solvedCaptcha(t.app) },
      });
    expect((await ask('10.0.0.1')).json().code).toBe(1);
    expect((await ask('10.0.0.1')).json().code).toBe(1);
    const limited = await ask('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    expect((await ask('10.0.0.2')).json().code).toBe(1);
  });
});

import { API, encryptFingerprint, TOKEN_COOKIE } from '@asinasin/contract';
import { beforeEach, expect, it } from 'vitest';
import {
  countRows,
  createSeller,
  requestCode,
  solvedCaptcha,
  uniqueEmail,
  uniquePhone,
} from '../../../test/support/factories.js';
import { isUniqueViolation } from '../../platform/db/engine.js';
import { insertUser } from './account.repository.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

describeEachEngine('POST /api/account/register', (engine) => {
  const t = useTestApp(engine, {
    CODE_RATE_PER_IP_HOUR: '1000',
    FREE_TRIAL_DAYS: '7',
    WELCOME_POWER: '1000',
  });

  let lastAddress = 0;
  let address = '';
  // Each test asks and registers from its own address, so one test's wrong codes leave the next alone.
  beforeEach(() => {
    lastAddress += 1;
    address = `10.7.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`;
  });
  const register = async (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: API.register, payload, remoteAddress: address });
  const validBody = async (account: string, extra: Record<string, unknown> = {}) => ({
    account,
    code: await requestCode(t.app, account, 'register', address),
    password: 'secret123',
    captcha: await solvedCaptcha(t.app),
    ...extra,
  });
  const counts = async () => ({
    users: await countRows(t.app, 'users'),
    sessions: await countRows(t.app, 'sessions'),
    ledger: await countRows(t.app, 'power_ledger'),
    trials: await countRows(t.app, 'trial_claims'),
  });

  it('creates the user, a trial, welcome power and a session in one go', async () => {
    const phone = uniquePhone();
    const before = Date.now();
    const res = await register(await validBody(phone, { re: encryptFingerprint(`device-${phone}`) }));
    expect(res.statusCode).toBe(200);
    const { code, msg, data } = res.json();
    expect({ code, msg }).toEqual({ code: 1, msg: '注册成功' });
    expect(data.user).toMatchObject({
      nickname: 'guest',
      level: 1,
      level_text: '免费试用',
      power: 10,
      money: 0,
      mold: [],
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      email: null,
      language: 'zh-CN',
    });
    const days = (Date.parse(data.user.end_time) - Date.parse(data.user.start_time)) / 86_400_000;
    expect(days).toBe(7);
    expect(Date.parse(data.user.start_time)).toBeGreaterThanOrEqual(before);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${TOKEN_COOKIE}=${data.user.token}`);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/HttpOnly/);

    const info = await t.app.inject({ url: API.info, headers: { authorization: data.user.token } });
    expect(info.json().data.user.id).toBe(data.user.id);
    const ledger = await t.app.context.db
      .selectFrom('power_ledger')
      .selectAll()
      .where('user_id', '=', data.user.id)
      .execute();
    expect(ledger).toMatchObject([{ amount: 1000, reason: 'welcome', idempotency_key: 'welcome' }]);
    const stored = await t.app.context.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives one free trial per device, and none without a readable fingerprint', async () => {
    const re = encryptFingerprint('the-same-laptop');
    const first = await register(await validBody(uniquePhone(), { re }));
    expect(first.json().data.user.level).toBe(1);
    const second = await register(
      await validBody(uniqueEmail(), { re: encryptFingerprint('the-same-laptop') }),
    );
    expect(second.json().data.user).toMatchObject({
      level: 0,
      level_text: '普通用户',
      start_time: null,
      power: 10,
    });

    for (const extra of [
      {},
      { re: 'not base64 at all!' },
      { re: btoa('too short') },
      { re: re.slice(0, -8) + 'AAAAAAA=' },
    ]) {
      const res = await register(await validBody(uniquePhone(), extra));
      expect(res.json().code).toBe(1);
      expect(res.json().data.user.level).toBe(0);
    }
  });

  it('stores the nickname and a lowercased email, and answers in English when asked', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: API.register,
      headers: { 'accept-language': 'en-US' },
      payload: await validBody(email.toUpperCase(), { nickname: 'Ada' }),
    });
    expect(res.json()).toMatchObject({ code: 1, msg: 'Registration successful' });
    expect(res.json().data.user).toMatchObject({
      nickname: 'Ada',
      email: 's***@example.com',
      language: 'en-US',
    });
  });

  it('answers for an existing account like a wrong code, and says it exists only to the mailbox', async () => {
    const seller = await createSeller(t.app);
    // getCode sends an existing account a note, no code: any code tried fails like a wrong one.
    await expect(requestCode(t.app, seller.account, 'register', address)).rejects.toThrow(/no code/);
    const guessed = await register({
      account: seller.account,
      code: '123456',
      password: 'secret123',
      captcha: await solvedCaptcha(t.app),
    });
    expect(guessed.json()).toEqual({ code: 1002, msg: '验证码错误或已过期', data: null });

    // A registration code its mailbox did receive (asked for before the account existed).
    await t.app.context.db
      .updateTable('verification_codes')
      .set((eb) => ({ created_at: eb('created_at', '-', 61_000) }))
      .where('target', '=', seller.account)
      .execute();
    const issued = await t.app.context.codes.issue(t.app.context.db, {
      target: seller.account,
      purpose: 'register',
      ip: address,
    });
    const before = await counts();
    const res = await register({
      account: seller.account,
      code: issued.code,
      password: 'secret123',
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 1003, msg: '该账号已注册，请直接登录', data: null });
    expect(await counts()).toEqual(before);
  });

  it('refuses wrong, expired, foreign and other-purpose codes, writing nothing', async () => {
    const phone = uniquePhone();
    const body = await validBody(phone);
    const wrong = body.code === '000000' ? '111111' : '000000';
    const other = uniquePhone();
    const otherCode = await requestCode(t.app, other, 'register', address);
    // A login code for the very same target, issued directly: getCode never sends one to an unknown account.
    const loginCode = (
      await t.app.context.codes.issue(t.app.context.db, { target: phone, purpose: 'login', ip: address })
    ).code;
    const before = await counts();
    const attempts = [
      { ...body, code: wrong },
      { ...body, code: otherCode },
      { ...body, code: loginCode },
    ];
    for (const payload of attempts) {
      const res = await register({ ...payload, captcha: await solvedCaptcha(t.app) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 1002, msg: '验证码错误或已过期', data: null });
    }
    expect(await counts()).toEqual(before);

    await t.app.context.db
      .updateTable('verification_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('target', '=', phone)
      .execute();
    const expired = await register({ ...body, captcha: await solvedCaptcha(t.app) });
    expect(expired.json().code).toBe(1002);
    expect(await counts()).toEqual(before);
  });

  it('kills a code after five wrong attempts', async () => {
    const phone = uniquePhone();
    const body = await validBody(phone);
    const wrong = body.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await register({ ...body, code: wrong, captcha: await solvedCaptcha(t.app) });
      expect(res.json().code).toBe(1002);
    }
    const row = await t.app.context.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('target', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await register({ ...body, captcha: await solvedCaptcha(t.app) });
    expect(right.json().code).toBe(1002);
  });

  it('requires a fresh robot check', async () => {
    const body = await validBody(uniquePhone());
    const before = await counts();
    expect((await register({ ...body, captcha: 'bm9wZQ==' })).json().code).toBe(1001);
    expect(await counts()).toEqual(before);
    // The same solved captcha twice: the second use is a replay even though the code is fine.
    const captcha = await solvedCaptcha(t.app);
    expect((await register({ ...(await validBody(uniquePhone())), captcha })).json().code).toBe(1);
    expect((await register({ ...body, captcha })).json().code).toBe(1001);
  });

  it('creates one account when two registrations race with the same code', async () => {
    const phone = uniquePhone();
    const body = await validBody(phone);
    const [a, b] = await Promise.all([
      register(body),
      register({ ...body, captcha: await solvedCaptcha(t.app) }),
    ]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes[0]).toBe(1);
    expect([1002, 1003]).toContain(codes[1]);
    const users = await t.app.context.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('recognises the unique violation of a registration race on this engine', async () => {
    const seller = await createSeller(t.app);
    const now = Date.now();
    const duplicate = insertUser(t.app.context.db, {
      phone: seller.account,
      email: null,
      password_hash: 'x',
      nickname: '',
      birthday: null,
      start_time: null,
      end_time: null,
      created_at: now,
      updated_at: now,
    });
    const error: unknown = await duplicate.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('rejects bad input with 400 naming the field or the rule, writing nothing', async () => {
    const base = { account: uniquePhone(), code: '123456', password: 'secret123', captcha: 'x' };
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, password: '12345' }, '密码不能少于6位'],
      [{ ...base, password: 'x'.repeat(129) }, 'password'],
      [{ ...base, code: '12345' }, '验证码格式错误'],
      [{ ...base, code: 123456 }, 'code'],
      [{ ...base, nickname: 'n'.repeat(33) }, '昵称不能超过 32 个字符'],
      [{ ...base, re: 'r'.repeat(2049) }, 're'],
      [{ account: base.account, password: 'secret123', captcha: 'x' }, 'code'],
      [{ ...base, account: 'someone' }, '请输入正确的手机号或邮箱'],
    ];
    for (const [payload, field] of cases) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: API.register,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.json()).toEqual({ code: 400, msg: '请求内容不是有效的 JSON', data: null });
    expect(await counts()).toEqual(before);
  });
});

describeEachEngine('register without trial or welcome power', (engine) => {
  const t = useTestApp(engine, { FREE_TRIAL_DAYS: '0', WELCOME_POWER: '0' });

  it('registers at level 0 with no power when both are switched off', async () => {
    const phone = uniquePhone();
    const res = await t.app.inject({
      method: 'POST',
      url: API.register,
      payload: {
        account: phone,
        code: await requestCode(t.app, phone, 'register'),
        password: 'secret123',
        captcha: await solvedCaptcha(t.app),
        re: encryptFingerprint('fresh-device'),
      },
    });
    expect(res.json().data.user).toMatchObject({ level: 0, power: 0 });
    expect(await countRows(t.app, 'trial_claims')).toBe(0);
    expect(await countRows(t.app, 'power_ledger')).toBe(0);
  });
});

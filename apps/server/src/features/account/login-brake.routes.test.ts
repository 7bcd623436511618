import { API } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { createSeller, requestCode, solvedCaptcha, uniquePhone } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { ACCOUNT_BRAKE, IP_BRAKE, LoginBrake, accountKey, afterFailure, lockMsAfter } from './login-brake.js';

const MINUTE = 60_000;

describe('brake policy', () => {
  it('allows the free failures, then locks 1, 2, 4, 8 and at most 15 minutes', () => {
    const locks = Array.from({ length: 11 }, (_, i) => lockMsAfter(i + 1, ACCOUNT_BRAKE) / MINUTE);
    expect(locks).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15]);
    expect(lockMsAfter(19, IP_BRAKE)).toBe(0);
    expect(lockMsAfter(20, IP_BRAKE)).toBe(MINUTE);
    expect(lockMsAfter(10_000, IP_BRAKE)).toBe(15 * MINUTE);
  });

  it('forgets failures after a quiet day, never during a lock', () => {
    const now = 1_000_000_000_000;
    const stale = { failures: 9, lockedUntil: 0, updatedAt: now - 25 * 60 * MINUTE };
    expect(afterFailure(stale, ACCOUNT_BRAKE, now)).toEqual({ failures: 1, lockedUntil: 0, updatedAt: now });
    const recent = { failures: 4, lockedUntil: 0, updatedAt: now - MINUTE };
    expect(afterFailure(recent, ACCOUNT_BRAKE, now)).toEqual({
      failures: 5,
      lockedUntil: now + MINUTE,
      updatedAt: now,
    });
    expect(afterFailure(undefined, ACCOUNT_BRAKE, now).failures).toBe(1);
  });
});

describeEachEngine('password login brakes', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });
  let lastAddress = 0;
  /** Each test guesses from its own address, so the per-IP brake of one test leaves the next alone. */
  const newAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

  const login = async (account: string, password: string, remoteAddress: string, lang = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: API.login,
      remoteAddress,
      headers: { 'x-lang': lang },
      payload: { account, password, captcha: await solvedCaptcha(t.app) },
    });
  const throttle = (key: string) =>
    t.app.context.db.selectFrom('login_throttles').selectAll().where('key', '=', key).executeTakeFirst();
  /** As if the current lock had run out. */
  const expireLock = (key: string) =>
    t.app.context.db
      .updateTable('login_throttles')
      .set({ locked_until: Date.now() - 1 })
      .where('key', '=', key)
      .execute();

  it('locks an account after 5 wrong passwords, even for the right one, but never its code login', async () => {
    const seller = await createSeller(t.app);
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(seller.account, 'wrong-pass', ip)).json().code).toBe(1004);
    }
    const locked = await login(seller.account, seller.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 1006, data: null });
    expect(locked.json().msg).toMatch(/^密码错误次数过多，请 ([1-5]?\d|60) 秒后再试，或使用验证码登录$/);
    const english = await login(seller.account, seller.password, newAddress(), 'en-US');
    expect(english.json().msg).toMatch(
      /^Too many wrong passwords: try again in \d+ s, or log in with a verification code$/,
    );

    const code = await requestCode(t.app, seller.account, 'login');
    const byCode = await t.app.inject({
      method: 'POST',
      url: API.login,
      remoteAddress: ip,
      payload: { account: seller.account, code },
    });
    expect(byCode.json()).toMatchObject({ code: 1, data: { user: { id: seller.user.id } } });
    // The code proved ownership: the password works again at once.
    expect((await login(seller.account, seller.password, ip)).json().code).toBe(1);
  });

  it('lets only 5 of 30 parallel guesses through to the password check', async () => {
    const seller = await createSeller(t.app);
    const ip = newAddress();
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solvedCaptcha(t.app)));
    const answers = await Promise.all(
      captchas.map((captcha) =>
        t.app.inject({
          method: 'POST',
          url: API.login,
          remoteAddress: ip,
          payload: { account: seller.account, password: 'wrong-pass', captcha },
        }),
      ),
    );
    const codes = answers.map((res) => res.json().code as number);
    expect(codes.filter((code) => code === 1004)).toHaveLength(5);
    expect(codes.filter((code) => code === 1006)).toHaveLength(25);
    expect((await login(seller.account, seller.password, ip)).json().code).toBe(1006);
  });

  it('doubles the lock after each later failure, up to 15 minutes', async () => {
    const account = uniquePhone(); // no such account: it locks all the same, revealing nothing
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(account, 'wrong-pass', ip)).json().code).toBe(1004);
    const seen: number[] = [];
    for (let round = 0; round < 5; round++) {
      const row = await throttle(accountKey(account));
      seen.push(Math.round((row!.locked_until - row!.updated_at) / MINUTE));
      await expireLock(accountKey(account));
      expect((await login(account, 'wrong-pass', ip)).json().code).toBe(1004);
      expect((await login(account, 'wrong-pass', ip)).json().code).toBe(1006);
    }
    expect(seen).toEqual([1, 2, 4, 8, 15]);
    const last = await login(account, 'wrong-pass', ip);
    expect(Number(last.json().msg.match(/(\d+) 秒/)[1])).toBeGreaterThan(14 * 60);
  });

  it('clears the account’s count on a successful login', async () => {
    const seller = await createSeller(t.app);
    const ip = newAddress();
    for (let i = 0; i < 4; i++) await login(seller.account, 'wrong-pass', ip);
    expect((await throttle(accountKey(seller.account)))?.failures).toBe(4);
    expect((await login(seller.account, seller.password, ip)).json().code).toBe(1);
    expect(await throttle(accountKey(seller.account))).toBeUndefined();
    for (let i = 0; i < 4; i++)
      expect((await login(seller.account, 'wrong-pass', ip)).json().code).toBe(1004);
    expect((await login(seller.account, seller.password, ip)).json().code).toBe(1);
  });

  it('caps the failures of one address across accounts', async () => {
    const ip = newAddress();
    for (let i = 0; i < IP_BRAKE.freeFailures; i++) {
      expect((await login(uniquePhone(), 'wrong-pass', ip)).json().code).toBe(1004);
    }
    const seller = await createSeller(t.app);
    expect((await login(seller.account, seller.password, ip)).json().code).toBe(1006);
    expect((await login(uniquePhone(), 'wrong-pass', ip)).json().code).toBe(1006);
    // Another address is not affected, and the seller's own count was never touched.
    expect((await login(seller.account, seller.password, newAddress())).json().code).toBe(1);
  });

  it('keeps its counts in the database, where every process sees them', async () => {
    const account = uniquePhone();
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await login(account, 'wrong-pass', ip);
    const anotherProcess = new LoginBrake(t.app.context.db);
    await expect(anotherProcess.assertOpen(accountKey(account))).rejects.toMatchObject({ code: 1006 });
  });
});

import { API, type CodePurpose } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller, requestCode, solvedCaptcha, uniquePhone } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { CODE_ACCOUNT_BRAKE, CODE_IP_BRAKE, codeIpKey } from './code-guard.js';

const MINUTE = 60_000;

describeEachEngine('wrong verification codes', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });
  let lastAddress = 0;
  /** Each test (and each side of it) has its own address, so one test's counts leave the next alone. */
  const newAddress = () => `10.8.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

  const urls = { login: API.login, forget: API.updatePassword, register: API.register };
  /** What each use of a code sends: a code login, a password reset (forget), a registration. */
  const bodyOf = (purpose: CodePurpose, account: string, code: string, captcha?: string) => ({
    account,
    code,
    ...(purpose === 'login' ? {} : { password: 'brand-new-pass' }),
    ...(captcha === undefined ? {} : { captcha }),
  });
  /** Tries a code with or without a solved robot check. */
  const tryCode = async (
    purpose: 'login' | 'forget',
    body: { account: string; code: string; captcha?: boolean },
    remoteAddress: string,
    lang = 'zh-CN',
  ) => {
    const captcha = body.captcha ? await solvedCaptcha(t.app) : undefined;
    const payload = bodyOf(purpose, body.account, body.code, captcha);
    return t.app.inject({
      method: 'POST',
      url: urls[purpose],
      payload,
      remoteAddress,
      headers: { 'x-lang': lang },
    });
  };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const throttle = (key: string) =>
    t.app.context.db.selectFrom('login_throttles').selectAll().where('key', '=', key).executeTakeFirst();

  it.each<'login' | 'forget'>(['login', 'forget'])(
    'asks for a robot check after the first wrong %s code, for the address and for the account',
    async (purpose) => {
      const seller = await createSeller(t.app);
      const home = newAddress();
      const code = await requestCode(t.app, seller.account, purpose, home);
      const first = await tryCode(purpose, { account: seller.account, code: wrongFor(code) }, home);
      expect(first.json()).toEqual({ code: 1002, msg: '验证码错误或已过期', data: null });

      const noCheck = await tryCode(purpose, { account: seller.account, code }, home);
      expect(noCheck.statusCode).toBe(400);
      expect(noCheck.json()).toEqual({
        code: 1008,
        msg: '为保护账号安全，请先完成人机验证再提交验证码',
        data: null,
      });
      const english = await tryCode(purpose, { account: seller.account, code }, home, 'en-US');
      expect(english.json().msg).toBe(
        'To protect the account, complete the robot check before submitting the code',
      );
      const withBad = await t.app.inject({
        method: 'POST',
        url: urls[purpose],
        remoteAddress: home,
        payload: bodyOf(purpose, seller.account, code, 'AAAA'),
      });
      expect(withBad.json().code).toBe(1001);
      // The robot check was asked for before the code was looked at: it is still good.
      const done = await tryCode(purpose, { account: seller.account, code, captcha: true }, home);
      expect(done.json().code).toBe(1);

      // The address: another account tried from there needs the check too; elsewhere it does not.
      const other = await createSeller(t.app);
      const otherCode = await requestCode(t.app, other.account, purpose, newAddress());
      expect((await tryCode(purpose, { account: other.account, code: otherCode }, home)).json().code).toBe(
        1008,
      );
      // The account: one wrong code from anywhere, and every address needs the check for it.
      const elsewhere = newAddress();
      expect(
        (await tryCode(purpose, { account: other.account, code: wrongFor(otherCode) }, elsewhere)).json()
          .code,
      ).toBe(1002);
      expect(
        (await tryCode(purpose, { account: other.account, code: otherCode }, newAddress())).json().code,
      ).toBe(1008);
    },
  );

  it('backs off one address’s wrong codes across accounts with growing locks, and says how long', async () => {
    const address = newAddress();
    const guess = async (lang = 'zh-CN') =>
      tryCode('login', { account: uniquePhone(), code: '123456', captcha: true }, address, lang);
    for (let i = 0; i < CODE_IP_BRAKE.freeFailures; i++) expect((await guess()).json().code).toBe(1002);
    const locked = await guess();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(429);
    expect(locked.json().msg).toMatch(/^当前网络验证码错误次数过多，请 ([1-5]?\d|60) 秒后再试$/);
    expect(locked.json().data.retryAfterSeconds).toBeGreaterThan(50);
    expect((await guess('en-US')).json().msg).toMatch(
      /^Too many wrong verification codes from this network: try again in \d+ s$/,
    );
    // Another address is not held back.
    const elsewhere = await tryCode('login', { account: uniquePhone(), code: '123456' }, newAddress());
    expect(elsewhere.json().code).toBe(1002);

    // As if the lock had run out: one more wrong code doubles it.
    const key = codeIpKey(address);
    await t.app.context.db
      .updateTable('login_throttles')
      .set({ locked_until: Date.now() - 1 })
      .where('key', '=', key)
      .execute();
    expect((await guess()).json().code).toBe(1002);
    const row = await throttle(key);
    expect(Math.round((row!.locked_until - row!.updated_at) / MINUTE)).toBe(2);
    expect((await guess()).json().code).toBe(429);
  });

  it.each<CodePurpose>(['login', 'forget', 'register'])(
    'holds a crowd of addresses guessing one %s code to 5 tries, while its owner gets in',
    async (purpose) => {
      const account = purpose === 'register' ? uniquePhone() : (await createSeller(t.app)).account;
      const home = newAddress();
      const code = await requestCode(t.app, account, purpose, home);
      const guesses = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const payload = bodyOf(purpose, account, wrongFor(code), await solvedCaptcha(t.app));
          return t.app.inject({ method: 'POST', url: urls[purpose], payload, remoteAddress: newAddress() });
        }),
      );
      const answers = guesses.map((res) => res.json<{ code: number; msg: string }>());
      expect(answers.filter((a) => a.code === 1002)).toHaveLength(CODE_ACCOUNT_BRAKE.freeFailures);
      const locked = answers.filter((a) => a.code === 429);
      expect(locked).toHaveLength(30 - CODE_ACCOUNT_BRAKE.freeFailures);
      expect(locked[0]!.msg).toMatch(/^验证码错误次数过多，请 \d+ 秒后再试，或重新获取验证码$/);
      const row = await t.app.context.db
        .selectFrom('verification_codes')
        .select(['attempts', 'outside_attempts'])
        .where('target', '=', account)
        .where('purpose', '=', purpose)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: 0, outside_attempts: CODE_ACCOUNT_BRAKE.freeFailures });

      // The owner, at the address the code was sent to, is never held back by the account's lock.
      const payload = bodyOf(purpose, account, code, await solvedCaptcha(t.app));
      const owner = await t.app.inject({ method: 'POST', url: urls[purpose], payload, remoteAddress: home });
      expect(owner.json().code).toBe(1);
    },
  );
});

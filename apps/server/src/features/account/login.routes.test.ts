import { API, TOKEN_COOKIE } from '@asinasin/contract';
import { expect, it } from 'vitest';
import {
  countRows,
  createSeller,
  requestCode,
  solvedCaptcha,
  uniqueEmail,
  uniquePhone,
} from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

describeEachEngine('POST /api/account/login', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });

  const login = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.login, payload, headers });

  it('logs in with a password, returning the user and the token cookie', async () => {
    const seller = await createSeller(t.app, { account: uniqueEmail() });
    const res = await login({
      account: seller.account.toUpperCase(),
      password: seller.password,
      captcha: await solvedCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, msg: '登录成功', data: { user: { id: seller.user.id } } });
    expect(body.data.user.token).not.toBe(seller.token);
    expect(String(res.headers['set-cookie'])).toContain(`${TOKEN_COOKIE}=${body.data.user.token}`);
    const info = await t.app.inject({
      url: API.info,
      headers: { authorization: `Bearer ${body.data.user.token}` },
      cookies: { [TOKEN_COOKIE]: body.data.user.token },
    });
    expect(info.json().data.user.id).toBe(seller.user.id);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const seller = await createSeller(t.app);
    const before = await countRows(t.app, 'sessions');
    const wrong = await login({
      account: seller.account,
      password: 'wrong-pass',
      captcha: await solvedCaptcha(t.app),
    });
    const unknown = await login({
      account: uniquePhone(),
      password: 'wrong-pass',
      captcha: await solvedCaptcha(t.app),
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 1004, msg: '账号或密码错误', data: null });
    }
    const english = await login(
      { account: seller.account, password: 'wrong-pass', captcha: await solvedCaptcha(t.app) },
      { 'accept-language': 'en-US' },
    );
    expect(english.json().msg).toBe('Wrong account or password');
    expect(await countRows(t.app, 'sessions')).toBe(before);
  });

  it('needs a valid, unused captcha for password login', async () => {
    const seller = await createSeller(t.app);
    const missing = await login({ account: seller.account, password: seller.password });
    expect(missing.statusCode).toBe(400);
    const bad = await login({ account: seller.account, password: seller.password, captcha: 'AAAA' });
    expect(bad.json().code).toBe(1001);
    const captcha = await solvedCaptcha(t.app);
    expect((await login({ account: seller.account, password: seller.password, captcha })).json().code).toBe(
      1,
    );
    expect((await login({ account: seller.account, password: seller.password, captcha })).json().code).toBe(
      1001,
    );
  });

  it('logs in with a login code exactly once', async () => {
    const seller = await createSeller(t.app);
    const code = await requestCode(t.app, seller.account, 'login');
    const res = await login({ account: seller.account, code });
    expect(res.json()).toMatchObject({ code: 1, data: { user: { id: seller.user.id } } });
    const again = await login({ account: seller.account, code });
    expect(again.json()).toEqual({ code: 1002, msg: '验证码错误或已过期', data: null });
  });

  it('refuses codes of another purpose, another target, or an unknown account', async () => {
    const seller = await createSeller(t.app);
    // After a wrong code (the test above ended with one), tries from this address need a robot check.
    const forgetCode = await requestCode(t.app, seller.account, 'forget');
    const captcha = await solvedCaptcha(t.app);
    expect((await login({ account: seller.account, code: forgetCode, captcha })).json().code).toBe(1002);

    const other = await createSeller(t.app);
    const otherCode = await requestCode(t.app, other.account, 'login');
    const another = await solvedCaptcha(t.app);
    expect((await login({ account: seller.account, code: otherCode, captcha: another })).json().code).toBe(
      1002,
    );

    const unknown = uniquePhone();
    await t.app.inject({
      method: 'POST',
      url: API.getCode,
      payload: { account: unknown, type: 'login', captcha: await solvedCaptcha(t.app) },
    });
    const before = await countRows(t.app, 'sessions');
    const guess = { account: unknown, code: '123456', captcha: await solvedCaptcha(t.app) };
    expect((await login(guess)).json().code).toBe(1002);
    expect(await countRows(t.app, 'sessions')).toBe(before);
    // The other seller's code is still good for its owner: the failed tries were on other rows.
    const own = { account: other.account, code: otherCode, captcha: await solvedCaptcha(t.app) };
    expect((await login(own)).json().code).toBe(1);
  });

  it('rejects bad bodies with 400', async () => {
    for (const payload of [
      {},
      { account: uniquePhone() },
      { account: uniquePhone(), password: '12345', captcha: 'x' },
      { account: uniquePhone(), code: 'abcdef' },
      { account: ['13900000000'], password: 'secret123', captcha: 'x' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describeEachEngine('sessions', (engine) => {
  const t = useTestApp(engine);

  it('logout revokes the token everywhere and clears the cookie', async () => {
    const seller = await createSeller(t.app);
    const out = await t.app.inject({ url: API.logout, headers: seller.headers });
    expect(out.json()).toEqual({ code: 1, msg: '已退出登录', data: null });
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${TOKEN_COOKIE}=;`));
    for (const url of [API.info, API.logout]) {
      const res = await t.app.inject({ url, headers: seller.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '您还未登录', data: null });
    }
  });

  it('treats a cookie that differs from the Authorization header as logged out', async () => {
    const seller = await createSeller(t.app);
    const other = await createSeller(t.app);
    const res = await t.app.inject({
      url: API.info,
      headers: seller.headers,
      cookies: { [TOKEN_COOKIE]: other.token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('您还未登录');
  });

  it('refuses an expired session', async () => {
    const seller = await createSeller(t.app);
    await t.app.context.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', seller.user.id)
      .execute();
    expect((await t.app.inject({ url: API.info, headers: seller.headers })).statusCode).toBe(401);
  });
});

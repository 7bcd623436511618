import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createSeller, requestCode, solvedCaptcha, uniquePhone } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

async function canLogIn(app: App, account: string, password: string): Promise<boolean> {
  const res = await app.inject({
    method: 'POST',
    url: API.login,
    payload: { account, password, captcha: await solvedCaptcha(app) },
  });
  return res.json<{ code: number }>().code === 1;
}

describeEachEngine('POST /api/account/updatePassword', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });

  const update = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: API.updatePassword, payload, headers });
  const status = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: API.info, headers })).statusCode;
  const passwordHash = async (userId: number) =>
    (
      await t.app.context.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('changes the password with the old one and signs out the other devices only', async () => {
    const seller = await createSeller(t.app);
    const otherDevice = { authorization: await t.app.context.sessions.create(seller.user.id) };
    const res = await update({ oldPassword: seller.password, password: 'new-secret' }, seller.headers);
    expect(res.json()).toEqual({ code: 1, msg: '密码修改成功', data: null });
    expect(await status(seller.headers)).toBe(200);
    expect(await status(otherDevice)).toBe(401);
    expect(await canLogIn(t.app, seller.account, 'new-secret')).toBe(true);
    expect(await canLogIn(t.app, seller.account, seller.password)).toBe(false);
  });

  it('refuses a wrong old password without signing the seller out', async () => {
    const seller = await createSeller(t.app);
    const before = await passwordHash(seller.user.id);
    const res = await update({ oldPassword: 'not-it', password: 'new-secret' }, seller.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '原密码错误', data: null });
    expect(await passwordHash(seller.user.id)).toBe(before);
    expect(await status(seller.headers)).toBe(200);
  });

  it('needs a login for the old-password variant', async () => {
    const seller = await createSeller(t.app);
    const res = await update({ oldPassword: seller.password, password: 'new-secret' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('您还未登录');
    const revoked = await createSeller(t.app);
    await t.app.context.sessions.revokeAllOf(revoked.user.id);
    expect(
      (await update({ oldPassword: revoked.password, password: 'new-secret' }, revoked.headers)).statusCode,
    ).toBe(401);
  });

  it('resets a forgotten password with a forget code and signs out every device', async () => {
    const seller = await createSeller(t.app);
    const code = await requestCode(t.app, seller.account, 'forget');
    const res = await update({ account: seller.account, code, password: 'brand-new' });
    expect(res.json().code).toBe(1);
    expect(await status(seller.headers)).toBe(401);
    expect(await canLogIn(t.app, seller.account, 'brand-new')).toBe(true);

    const reused = await update({ account: seller.account, code, password: 'another-one' });
    expect(reused.json()).toEqual({ code: 1002, msg: '验证码错误或已过期', data: null });
    expect(await canLogIn(t.app, seller.account, 'brand-new')).toBe(true);
  });

  it('refuses wrong, expired and other-purpose codes, changing nothing', async () => {
    const seller = await createSeller(t.app);
    const before = await passwordHash(seller.user.id);
    const loginCode = await requestCode(t.app, seller.account, 'login');
    // After the first wrong code, each try comes with a robot check (code-brake.routes.test.ts).
    const reset = async (account: string, code: string) =>
      update({ account, code, password: 'brand-new', captcha: await solvedCaptcha(t.app) });
    expect((await reset(seller.account, loginCode)).json().code).toBe(1002);
    const code = await requestCode(t.app, seller.account, 'forget');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset(seller.account, wrong)).json().code).toBe(1002);
    expect((await reset(uniquePhone(), code)).json().code).toBe(1002);
    await t.app.context.db
      .updateTable('verification_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('target', '=', seller.account)
      .where('purpose', '=', 'forget')
      .execute();
    expect((await reset(seller.account, code)).json().code).toBe(1002);
    expect(await passwordHash(seller.user.id)).toBe(before);
    expect(await status(seller.headers)).toBe(200);
  });

  it('rejects bad bodies with 400', async () => {
    const seller = await createSeller(t.app);
    for (const payload of [
      { oldPassword: seller.password, password: '12345' },
      { oldPassword: '', password: 'new-secret' },
      { account: seller.account, code: '123456', password: 'short' },
      { account: seller.account, password: 'new-secret' },
      { password: 'new-secret' },
    ]) {
      const res = await update(payload, seller.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

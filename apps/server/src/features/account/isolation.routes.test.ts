import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

/**
 * Account calls take no user id: the session is the only way to name a user, so "someone else's
 * account" is unreachable by construction. These tests prove it rather than assume it.
 */
describeEachEngine('one seller cannot reach another', (engine) => {
  const t = useTestApp(engine);

  it('ignores a user id smuggled into the body and changes only the caller', async () => {
    const [a, b] = [await createSeller(t.app), await createSeller(t.app)];
    const res = await t.app.inject({
      method: 'POST',
      url: API.updateProfile,
      headers: a.headers,
      payload: { nickname: 'A', id: b.user.id, userId: b.user.id },
    });
    expect(res.statusCode).toBe(200);
    const infoB = await t.app.inject({ url: API.info, headers: b.headers });
    expect(infoB.json().data.user.nickname).not.toBe('A');
    expect(infoB.json().data.user.id).toBe(b.user.id);
  });

  it('logs out only the caller’s session', async () => {
    const [a, b] = [await createSeller(t.app), await createSeller(t.app)];
    await t.app.inject({ url: API.logout, headers: a.headers });
    expect((await t.app.inject({ url: API.info, headers: a.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: API.info, headers: b.headers })).statusCode).toBe(200);
  });

  it('refuses a forged token with 401 and 您还未登录', async () => {
    const a = await createSeller(t.app);
    const forged = { authorization: `${a.token.slice(0, -2)}xx` };
    const res = await t.app.inject({ url: API.info, headers: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('您还未登录');
  });
});

import { API } from '@asinasin/contract';
import { expect, it, vi } from 'vitest';
import { createSeller, requestCode, solvedCaptcha } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

/** Each case has its own addresses, so the first case's locks leave the second alone. */
const ADDRESSES = {
  login: { attacker: '203.0.113.66', ownerBefore: '198.51.100.10', ownerNow: '192.0.2.44' },
  forget: { attacker: '203.0.113.67', ownerBefore: '198.51.100.11', ownerNow: '192.0.2.45' },
};

describeEachEngine('an owner whose account is under a code-guessing attack', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });

  const urls = { login: API.login, forget: API.updatePassword };
  const bodyOf = (purpose: 'login' | 'forget', account: string, code: string, captcha?: string) => ({
    account,
    code,
    ...(purpose === 'forget' ? { password: 'owner-new-pass' } : {}),
    ...(captcha === undefined ? {} : { captcha }),
  });
  const send = (purpose: 'login' | 'forget', body: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: urls[purpose], payload: body, remoteAddress });

  it.each<'login' | 'forget'>(['login', 'forget'])(
    'gets in from a new address with a fresh %s code while the attacker keeps guessing',
    async (purpose) => {
      const { attacker, ownerBefore, ownerNow } = ADDRESSES[purpose];
      const seller = await createSeller(t.app);
      await requestCode(t.app, seller.account, purpose, ownerBefore);

      // The attacker guesses from one address, with a solved robot check every time, until stopped.
      const answers: number[] = [];
      let isAttacking = true;
      const attack = (async () => {
        for (let guess = 0; isAttacking; guess++) {
          const code = String(guess).padStart(6, '0');
          const res = await send(
            purpose,
            bodyOf(purpose, seller.account, code, await solvedCaptcha(t.app)),
            attacker,
          );
          answers.push(res.json<{ code: number }>().code);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      // Past the account's free tries: the attacker now meets the locks.
      await vi.waitFor(() => expect(answers.filter((code) => code === 429).length).toBeGreaterThan(2), {
        timeout: 30_000,
      });

      // A minute later (the resend delay), the owner asks for a fresh code from another network.
      await t.app.context.db
        .updateTable('verification_codes')
        .set((eb) => ({ created_at: eb('created_at', '-', 61_000) }))
        .where('target', '=', seller.account)
        .execute();
      const code = await requestCode(t.app, seller.account, purpose, ownerNow);
      // Like the web form: without a robot check first, and with one once the server asks for it.
      const plain = await send(purpose, bodyOf(purpose, seller.account, code), ownerNow);
      expect(plain.json().code).toBe(1008);
      const checked = bodyOf(purpose, seller.account, code, await solvedCaptcha(t.app));
      const owner = await send(purpose, checked, ownerNow);
      expect(owner.json().code).toBe(1);
      if (purpose === 'login') expect(owner.json().data.user.id).toBe(seller.user.id);

      const seen = answers.length;
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(seen + 2), { timeout: 30_000 });
      isAttacking = false;
      await attack;
      // The attacker never got in and only ever heard "wrong code" or "wait".
      expect(new Set(answers)).toEqual(new Set([1002, 429]));
      if (purpose === 'forget') {
        const login = await t.app.inject({
          method: 'POST',
          url: API.login,
          payload: {
            account: seller.account,
            password: 'owner-new-pass',
            captcha: await solvedCaptcha(t.app),
          },
          remoteAddress: ownerNow,
        });
        expect(login.json().code).toBe(1);
      }
    },
    60_000,
  );
});

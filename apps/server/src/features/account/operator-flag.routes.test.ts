import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller, uniqueEmail } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

const OPERATOR_EMAIL = uniqueEmail();
const OPERATOR_PHONE = '13900000077';

/** The web shows the import form only to the operator: the account info says who that is. */
describeEachEngine('account info: the operator flag', (engine) => {
  // Listed as typed by an operator: upper case and spaces, which the guard also forgives.
  const t = useTestApp(engine, { ADMIN_ACCOUNTS: ` ${OPERATOR_EMAIL.toUpperCase()} ,${OPERATOR_PHONE}` });

  const info = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: API.info, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.user as { operator: unknown; email: string | null };
  };

  it('is true for an account listed in ADMIN_ACCOUNTS, by email or by phone', async () => {
    const byEmail = await createSeller(t.app, { account: OPERATOR_EMAIL });
    expect((await info(byEmail.headers)).operator).toBe(true);
    const byPhone = await createSeller(t.app, { account: OPERATOR_PHONE });
    expect((await info(byPhone.headers)).operator).toBe(true);
  });

  it('is false for every other seller, and the admin API agrees', async () => {
    const seller = await createSeller(t.app, { account: `x${OPERATOR_EMAIL}` });
    expect((await info(seller.headers)).operator).toBe(false);
    const runs = await t.app.inject({ url: API.adminImportRuns, headers: seller.headers });
    expect(runs.statusCode).toBe(403);
  });

  it('answers 401 without a login, with the envelope', async () => {
    const res = await t.app.inject({ url: API.info });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '您还未登录', data: null });
  });
});

describeEachEngine('account info: no operator configured', (engine) => {
  const t = useTestApp(engine);

  it('says false for everyone when ADMIN_ACCOUNTS is empty', async () => {
    const seller = await createSeller(t.app, { account: uniqueEmail() });
    const res = await t.app.inject({ url: API.info, headers: seller.headers });
    expect(res.json().data.user.operator).toBe(false);
  });
});

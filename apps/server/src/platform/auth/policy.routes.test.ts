import { API } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import {
  createSeller,
  requestCode,
  solvedCaptcha,
  uniqueEmail,
  type Seller,
} from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { can } from './policy.js';
import { grantListedAdmins } from './roles.js';

describe('can(user, action, resource)', () => {
  const seller = { id: 1, role: 'seller' } as const;
  const operator = { id: 2, role: 'operator' } as const;
  const admin = { id: 3, role: 'admin' } as const;

  it('lets operators and admins import into the catalog, and no seller or visitor', () => {
    expect(can(seller, 'import', 'catalog')).toBe(false);
    expect(can(null, 'import', 'catalog')).toBe(false);
    expect(can(operator, 'import', 'catalog')).toBe(true);
    expect(can(admin, 'import', 'catalog')).toBe(true);
    expect(can(admin, 'read', 'catalog')).toBe(true);
  });

  it("keeps a seller's own records theirs alone, whatever the role of another", () => {
    expect(can(seller, 'write', { ownerId: 1 })).toBe(true);
    expect(can(operator, 'read', { ownerId: 1 })).toBe(false);
    expect(can(admin, 'write', { ownerId: 1 })).toBe(false);
  });
});

describeEachEngine('roles on the account guard the operator routes', (engine) => {
  const listed = uniqueEmail();
  const t = useTestApp(engine, { ADMIN_ACCOUNTS: listed.toUpperCase() });
  const runs = (headers: Record<string, string>) => t.app.inject({ url: API.adminImportRuns, headers });
  /** A new session of the seller: a cached one keeps the role it was read with for a while. */
  const signInAgain = async (seller: Seller) => ({
    authorization: `Bearer ${await t.app.context.sessions.create(seller.user.id)}`,
  });

  it('refuses a seller with 403 and says why, in both languages', async () => {
    const seller = await createSeller(t.app);
    const zh = await runs({ ...seller.headers, 'x-lang': 'zh-CN' });
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toEqual({
      code: 403,
      msg: '仅本站运营人员可以执行此操作：您的账号没有运营权限',
      data: null,
    });
    const en = await runs({ ...seller.headers, 'x-lang': 'en-US' });
    expect(en.json()).toEqual({
      code: 403,
      msg: 'Only the operator of this site can do this: your account does not have the operator role',
      data: null,
    });
  });

  it('lets an account listed in ADMIN_ACCOUNTS in as admin when it registers', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: API.register,
      payload: {
        account: listed,
        code: await requestCode(t.app, listed, 'register'),
        password: 'secret123',
        captcha: await solvedCaptcha(t.app),
      },
    });
    expect(registered.json().code).toBe(1);
    const res = await runs({ authorization: `Bearer ${registered.json().data.user.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1);
    const row = await t.app.context.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', listed)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
  });

  it('grants admin at start to listed accounts that already exist, and only to them', async () => {
    const later = uniqueEmail();
    const before = await createSeller(t.app, { account: later });
    const bystander = await createSeller(t.app);
    expect((await runs(before.headers)).statusCode).toBe(403);
    // What start does with ADMIN_ACCOUNTS (platform/context.ts), as after a restart with the account added.
    expect(await grantListedAdmins(t.app.context.db, [` ${later.toUpperCase()} `])).toBe(1);
    expect((await runs(await signInAgain(before))).statusCode).toBe(200);
    expect((await runs(bystander.headers)).statusCode).toBe(403);
  });

  it('lets an operator in: the role, not the list, decides', async () => {
    const operator = await createSeller(t.app);
    await t.app.context.db
      .updateTable('users')
      .set({ role: 'operator' })
      .where('id', '=', operator.user.id)
      .execute();
    const headers = await signInAgain(operator);
    expect((await runs(headers)).statusCode).toBe(200);
    const info = await t.app.inject({ url: API.info, headers });
    expect(info.json().data.user.operator).toBe(true);
  });
});

describeEachEngine("one seller cannot touch another's records", (engine) => {
  const t = useTestApp(engine);

  it("neither reads nor deletes another seller's saved filter set", async () => {
    const first = await createSeller(t.app);
    const second = await createSeller(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: API.savedFiltersSave,
      headers: first.headers,
      payload: { name: 'mine', query: {} },
    });
    const id = saved.json().data.id as number;
    const list = (headers: Record<string, string>) =>
      t.app.inject({ url: API.savedFiltersList, headers }).then((res) => res.json().data.rows as unknown[]);
    expect(await list(second.headers)).toEqual([]);
    const removed = await t.app.inject({
      method: 'POST',
      url: API.savedFiltersDelete,
      headers: second.headers,
      payload: { id },
    });
    expect(removed.json().code).not.toBe(1);
    expect(await list(first.headers)).toHaveLength(1);
  });
});

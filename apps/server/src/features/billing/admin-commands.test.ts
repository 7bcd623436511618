import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller, uniqueEmail } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { runCouponsCommand } from './coupons-admin.js';
import { runMoneyCommand } from './money-admin.js';
import { runPlansCommand } from './plans-admin.js';
import { balancesOf, PLANS, postOrder } from '../../../test/support/billing.js';

describeEachEngine('billing admin commands', (engine) => {
  const t = useTestApp(engine);
  const run = async (command: typeof runPlansCommand, args: string[]) => {
    const lines: string[] = [];
    const code = await command(t.app.context.db, args, (line) => lines.push(line)).catch((error: Error) => {
      lines.push(error.message);
      return 2;
    });
    return { code, out: lines.join('\n') };
  };
  const powerPlans = async () =>
    (await t.app.inject({ method: 'POST', url: API.planIndex, payload: { type: 2 } })).json().data.plan;

  it('lists, edits, retires and brings back plans; an order keeps what it bought', async () => {
    const list = await run(runPlansCommand, ['list']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('101\tpower\t算力包 / Power pack\t10.00 (was 10.00) cny\t100 power');

    const seller = await createSeller(t.app);
    const before = (await postOrder(t.app, seller, { id: PLANS.power500 })).json().data;
    const edited = await run(runPlansCommand, ['edit', '102', '--discount', '39.5', '--tag-en', 'Big pack']);
    expect(edited.code).toBe(0);
    const plan = (await powerPlans()).find((p: { id: number }) => p.id === 102);
    expect(plan).toMatchObject({ discount: 39.5, price: 50 });
    const order = await t.app.context.db
      .selectFrom('orders')
      .select('amount')
      .where('order_no', '=', before.order_no)
      .executeTakeFirstOrThrow();
    expect(order.amount).toBe(4500);

    expect((await run(runPlansCommand, ['retire', '102'])).code).toBe(0);
    expect((await powerPlans()).map((p: { id: number }) => p.id)).not.toContain(102);
    expect((await run(runPlansCommand, ['list'])).out).toContain('[retired]');
    expect((await run(runPlansCommand, ['unretire', '102'])).code).toBe(0);
    expect((await powerPlans()).map((p: { id: number }) => p.id)).toContain(102);
  });

  it('creates a plan from a file, sanitizing what sellers see and refusing what is wrong', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-plan-'));
    const file = (name: string, plan: object) => {
      const target = path.join(dir, name);
      fs.writeFileSync(target, JSON.stringify(plan));
      return target;
    };
    const plan = {
      kind: 'power',
      tag: { 'zh-CN': '尝鲜包', 'en-US': 'Taster' },
      discount: 1,
      price: 2,
      currency: 'cny',
      num: 5,
      unit: 'count',
      unit_text: { 'zh-CN': '算力', 'en-US': 'power' },
      description: { 'zh-CN': '<p>试用<script>alert(1)</script></p>', 'en-US': '<p>Try it</p>' },
    };
    const created = await run(runPlansCommand, ['create', file('ok.json', plan)]);
    expect(created.code).toBe(0);
    expect(created.out).toContain('sellers see: <p>试用</p>');
    const listed = (await powerPlans())[0];
    expect(listed).toMatchObject({ tag: '尝鲜包', discount: 1, num: 5, power: 5, data: '<p>试用</p>' });

    const bad = await run(runPlansCommand, ['create', file('bad.json', { ...plan, discount: 3 })]);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('above the original price');
    const badModule = await run(runPlansCommand, [
      'create',
      file('module.json', {
        ...plan,
        kind: 'membership',
        unit: 'month',
        level: 2,
        level_text: plan.tag,
        modules: ['nope'],
      }),
    ]);
    expect(badModule.out).toContain('there is no module nope');
    expect((await run(runPlansCommand, ['edit', '101', '--discount', 'cheap'])).out).toContain(
      '--discount cheap',
    );
    expect((await run(runPlansCommand, ['retire', '9999'])).out).toContain('there is no plan 9999');
    expect((await run(runPlansCommand, ['frobnicate'])).out).toContain('usage: npm run plans');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates and disables coupons that the order form then honours', async () => {
    const seller = await createSeller(t.app, { account: uniqueEmail() });
    const created = await run(runCouponsCommand, [
      'create',
      '--code',
      'spring-10',
      '--percent',
      '10',
      '--plans',
      `${PLANS.yearly}`,
      '--user',
      seller.account,
    ]);
    expect(created.code).toBe(0);
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: API.couponCheck,
        headers: seller.headers,
        payload: { id: PLANS.yearly, coupon: 'SPRING-10' },
      });
    expect((await check()).json().data.price).toBe(809.1);
    expect(
      (await run(runCouponsCommand, ['create', '--code', 'x', '--amount', '5', '--percent', '5'])).out,
    ).toContain('give --amount or --percent');
    expect((await run(runCouponsCommand, ['create', '--code', 'SPRING-10', '--amount', '5'])).out).toContain(
      'exists',
    );
    expect((await run(runCouponsCommand, ['disable', 'spring-10'])).code).toBe(0);
    expect((await check()).json().msg).toBe('优惠券不存在');
  });

  it('credits a seller’s money balance, which then pays an order', async () => {
    const seller = await createSeller(t.app);
    const credited = await run(runMoneyCommand, ['credit', seller.account, '12.5', '--reason', 'refund']);
    expect(credited.out).toBe(`credited 12.50 to ${seller.account}: balance 12.50`);
    expect((await postOrder(t.app, seller, { id: PLANS.power100 })).json().data.pay_status).toBe(true);
    expect(await balancesOf(t.app, seller.user.id)).toEqual({ money: 250, power: 10_000 });
    expect((await run(runMoneyCommand, ['balance', seller.account])).out).toBe('2.50');
    expect((await run(runMoneyCommand, ['credit', seller.account, '-3'])).code).toBe(2);
    expect((await run(runMoneyCommand, ['credit', 'nobody@example.com', '3'])).out).toContain('no account');
  });
});

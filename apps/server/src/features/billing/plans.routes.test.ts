import { API, TOOLS, builtModuleKeys } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { PLANS } from '../../../test/support/billing.js';

describeEachEngine('plans and modules', (engine) => {
  const t = useTestApp(engine);
  const plans = (body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: API.planIndex, payload: body });

  // The plan includes modules 1-4; only those whose tool is built are offered (contract TOOLS).
  const MODULES: Record<number, [string, string]> = {
    1: ['asin_fx_update', 'ASIN 分析报告'],
    2: ['sc_fx_update', '市场分析报告'],
    3: ['ai_pantent', '侵权风险分析'],
    4: ['ai_listing', 'AI Listing 生成'],
  };
  const built = builtModuleKeys();
  const builtIds = [1, 2, 3, 4].filter((id) => built.has(MODULES[id]![0]));
  const builtNames = builtIds.map((id) => MODULES[id]![1]);

  it('sells only the modules that are built', async () => {
    expect(builtIds).toContain(4);
    for (const key of ['asin_fx_update', 'sc_fx_update', 'ai_pantent']) {
      const tool = TOOLS.find((t) => t.mold === key);
      expect(built.has(key)).toBe(tool?.built === true);
    }
    const monthly = (await plans({ lang: 1 })).json().data.plan[0];
    expect(monthly.module_names).toEqual(
      builtIds.map(
        (id) =>
          ({
            1: 'ASIN analysis report',
            2: 'Market analysis report',
            3: 'Infringement risk analysis',
            4: 'AI listing generator',
          })[id],
      ),
    );
  });

  it('lists the memberships cheapest first in Chinese by default, with the SPEC §3 fields', async () => {
    const res = await plans({ lang: 0 });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.plan;
    expect(list.map((p: { id: number }) => p.id)).toEqual([PLANS.monthly, PLANS.quarterly, PLANS.yearly]);
    expect(list[0]).toEqual({
      id: 1,
      kind: 'membership',
      tag: '月度会员',
      discount: 99,
      price: 139,
      currency: 'cny',
      num: 1,
      type: { unit: 'month', unit_text: '月' },
      data: expect.stringContaining('<li>'),
      level: 2,
      level_text: '专业版会员',
      modules: builtIds,
      module_names: builtNames,
      power: 100,
    });
    expect(list[0].data).not.toMatch(/ASIN 分析|市场分析|侵权风险/);
    const discounts = list.map((p: { discount: number }) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => a - b));
  });

  it('lists the power top-ups with type 2, in English with lang 1', async () => {
    const list = (await plans({ lang: 1, type: 2 })).json().data.plan;
    expect(list.map((p: { id: number }) => p.id)).toEqual([PLANS.power100, PLANS.power500, PLANS.power2000]);
    expect(list[1]).toMatchObject({
      kind: 'power',
      tag: 'Power pack',
      num: 500,
      type: { unit: 'count', unit_text: 'power' },
      power: 500,
      discount: 45,
      price: 50,
    });
  });

  it('answers with no body at all, and refuses a lang other than 0 or 1', async () => {
    expect((await t.app.inject({ method: 'POST', url: API.planIndex })).json().data.plan).toHaveLength(3);
    const res = await plans({ lang: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('lang');
  });

  it('hides a retired plan and sanitizes a description that carries script', async () => {
    const { db } = t.app.context;
    await db.updateTable('plans').set({ retired_at: Date.now() }).where('id', '=', PLANS.power500).execute();
    await db
      .updateTable('plans')
      .set({
        description_en:
          '<p onclick="steal()">Fast<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.com">ok</a><img src=x onerror=alert(3)></p>',
      })
      .where('id', '=', PLANS.power100)
      .execute();
    const list = (await plans({ lang: 1, type: 2 })).json().data.plan;
    expect(list.map((p: { id: number }) => p.id)).toEqual([PLANS.power100, PLANS.power2000]);
    const html: string = list[0].data;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toBe(
      '<p>Fast <a target="_blank" rel="noopener noreferrer">x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    await db.updateTable('plans').set({ retired_at: null }).where('id', '=', PLANS.power500).execute();
  });

  it('lists the billable modules with ids, paths, names and power costs', async () => {
    const res = await t.app.inject({ url: API.moduleIndex, headers: { 'x-lang': 'en-US' } });
    const mold = res.json().data.mold;
    expect(mold.map((m: { key: string }) => m.key)).toEqual([
      'asin_fx_update',
      'sc_fx_update',
      'ai_pantent',
      'ai_listing',
    ]);
    expect(mold[0]).toEqual({
      key: 'asin_fx_update',
      id: 1,
      path: '/products/asin_fx/index',
      value: 'ASIN analysis report',
      name_zh: 'ASIN 分析报告',
      name_en: 'ASIN analysis report',
      cost: 10,
    });
  });

  it('offers the sandbox for both ways to pay when no real gateway is configured', async () => {
    const res = await t.app.inject({ url: API.payMethods });
    expect(res.json().data.methods).toEqual([
      { type: 0, gateway: 'sandbox', event: 'alipay' },
      { type: 1, gateway: 'sandbox', event: 'stripe' },
    ]);
  });
});

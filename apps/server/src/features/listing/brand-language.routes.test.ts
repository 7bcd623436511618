import { API, CREATIVITY_LEVELS, type Generation } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { getBalance } from '../../platform/power/power-ledger.js';
import { eventsOf, givePower } from '../../../test/support/listing.js';

const input = {
  productName: 'Stainless Steel Water Bottle 750ml',
  description: 'Double wall vacuum insulation keeps drinks cold for 24 hours. Leak proof lid.',
  keywords: 'hydro flask, yeti, insulated bottle',
  marketplace: 'US',
  creativity: 'normal',
};

const copyText = (g: Generation) =>
  [g.listing!.title, ...g.listing!.bullets, g.listing!.description, g.listing!.searchTerms].join('\n');

describeEachEngine('other brands’ marks and untranslatable input in listings', (engine) => {
  const t = useTestApp(engine);

  const generate = async (headers: Record<string, string>, body: object = input) =>
    t.app.inject({ method: 'POST', url: API.listingGenerate, headers, payload: body });
  const generated = async (headers: Record<string, string>, body: object = input) => {
    const res = await generate(headers, body);
    const done = eventsOf(res.body).at(-1);
    expect(done?.event, res.body).toBe('done');
    return done!.data.generation as Generation;
  };

  it('never writes a competitor brand keyword into the copy, and passes without it', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 1000);
    for (const creativity of CREATIVITY_LEVELS) {
      const generation = await generated(seller.headers, { ...input, creativity });
      expect(copyText(generation), creativity).not.toMatch(/hydro|flask|yeti/i);
      expect(copyText(generation)).toMatch(/insulated bottle/i);
      expect(generation.report).toMatchObject({ passes: true });
    }
  });

  it('keeps the seller’s own brand in the copy', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 500);
    const generation = await generated(seller.headers, {
      ...input,
      productName: 'YETI Steel Water Bottle 750ml',
      keywords: 'yeti bottle, hydro flask',
      brand: 'Yeti',
    });
    expect(generation.listing!.title).toMatch(/^YETI Steel Water Bottle/);
    expect(copyText(generation)).not.toMatch(/hydro|flask/i);
    expect(generation.report!.findings.filter((f) => f.rule === 'text.brand')).toEqual([]);
    expect(generation.report).toMatchObject({ passes: true });
  });

  it('fails a listing naming a competitor brand, in the check and in the history', async () => {
    const seller = await createSeller(t.app);
    const headers = { ...seller.headers, 'x-lang': 'en-US' };
    await givePower(t.app, seller.user.id, 500);
    const listing = {
      title: 'Stainless Steel Water Bottle 750ml, Hydro Flask, Yeti',
      bullets: ['Made for yeti: steel water bottle for buyers looking for yeti'],
      description: 'A steel bottle.',
      searchTerms: 'thermos',
    };
    const check = await t.app.inject({
      method: 'POST',
      url: API.listingCheck,
      headers,
      payload: { ...listing, keywords: input.keywords },
    });
    const report = check.json().data as Generation['report'] & object;
    expect(report.passes).toBe(false);
    expect(report.score).toBeLessThanOrEqual(50);
    const brandFindings = report.findings.filter((f) => f.rule === 'text.brand');
    expect(brandFindings.map((f) => [f.field, f.severity, f.params.brand])).toEqual([
      ['title', 'error', 'Hydro Flask'],
      ['title', 'error', 'YETI'],
      ['bullets', 'error', 'YETI'],
    ]);
    expect(brandFindings[0]!.message).toContain('Hydro Flask');
    // A seller's edit that brings a competitor in makes the saved listing fail in the history too.
    const generation = await generated(headers);
    const saved = await t.app.inject({
      method: 'POST',
      url: API.generationUpdate,
      headers,
      payload: { id: generation.id, listing },
    });
    expect(saved.json().data.report.passes).toBe(false);
    const history = await t.app.inject({ url: API.generationList, headers });
    expect(history.json().data.rows[0]).toMatchObject({ id: generation.id, passes: false });
  });

  it('refuses a field the offline generator cannot translate before any charge, naming it', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 500);
    const chinese = {
      ...input,
      keywords: 'insulated bottle',
      description: '750ml 保温杯，24小时保冷，12小时保温',
    };
    const en = await generate({ ...seller.headers, 'x-lang': 'en-US' }, chinese);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 400,
      msg: 'The offline generator does not translate: the description is not in English. Write the description in English, or ask the administrator to configure a language model',
      data: { field: 'description' },
    });
    const zh = await generate(seller.headers, {
      ...chinese,
      description: 'Steel bottle',
      keywords: '保温杯',
    });
    expect(zh.json()).toMatchObject({
      msg: '离线生成器不会翻译：关键词不是英语。请用英语填写关键词，或由管理员配置大模型',
      data: { field: 'keywords' },
    });
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(500);
    const history = await t.app.inject({ url: API.generationList, headers: seller.headers });
    expect(history.json().data.total).toBe(0);
  });
});

import { API, type Generation } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { getBalance } from '../../platform/power/power-ledger.js';
import { eventsOf, givePower, ledgerRows } from '../../../test/support/listing.js';

const input = {
  productName: 'Stainless Steel Water Bottle 750ml',
  description: 'Double wall vacuum insulation keeps drinks cold for 24 hours. Leak proof lid.',
  keywords: 'water bottle, insulated bottle, thermos',
  marketplace: 'US',
  creativity: 'normal',
};

describeEachEngine('AI listing generation (offline)', (engine) => {
  const t = useTestApp(engine);

  const generate = async (headers: Record<string, string>, body: object = input) =>
    t.app.inject({ method: 'POST', url: API.listingGenerate, headers, payload: body });

  it('shows the cost and who writes before generating', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 500);
    const res = await t.app.inject({ url: API.listingCost, headers: seller.headers });
    expect(res.json().data).toEqual({
      cost: 2,
      balance: 5,
      generator: { provider: 'offline', model: 'rule-based', ruleBased: true },
    });
  });

  it('streams a listing that passes every rule, saves it and charges once', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 500);
    const res = await generate(seller.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(res.body);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.map((e) => e.data.text).join('')).toMatch(/^TITLE: Stainless Steel Water Bottle 750ml/);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const generation = done.data.generation as Generation;
    expect(generation.report).toMatchObject({ passes: true });
    expect(generation.report!.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(generation.report!.coverage.missing).toEqual([]);
    expect(generation).toMatchObject({ kind: 'listing', power: 2, generator: { ruleBased: true } });
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(300);
    const charges = (await ledgerRows(t.app, seller.user.id)).filter((r) => r.amount < 0);
    expect(charges).toEqual([
      expect.objectContaining({ amount: -200, idempotency_key: `ai-generation:${generation.id}` }),
    ]);
  });

  it('keeps the history: list, reopen, edit and save, delete; only for its owner', async () => {
    const seller = await createSeller(t.app);
    const other = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 1000);
    for (const name of ['Yoga Mat', 'Desk Lamp'])
      await generate(seller.headers, { ...input, productName: name });
    const list = await t.app.inject({ url: `${API.generationList}?size=1`, headers: seller.headers });
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.rows).toEqual([
      expect.objectContaining({ productName: 'Desk Lamp', passes: true }),
    ]);
    const id = list.json().data.rows[0].id as number;

    const detail = await t.app.inject({ url: `${API.generationDetail}?id=${id}`, headers: seller.headers });
    expect(detail.json().data.listing.title).toMatch(/^Desk Lamp/);

    const edited = { ...detail.json().data.listing, title: 'Desk Lamp Free Shipping' };
    const saved = await t.app.inject({
      method: 'POST',
      url: API.generationUpdate,
      headers: seller.headers,
      payload: { id, listing: edited },
    });
    expect(saved.json().data.listing.title).toBe('Desk Lamp Free Shipping');
    expect(saved.json().data.report.passes).toBe(false);
    expect(saved.json().data.report.findings).toContainEqual(
      expect.objectContaining({ rule: 'text.promotional', message: '不能使用促销用语：free shipping' }),
    );

    // Another seller sees nothing of it, and changes nothing.
    for (const res of [
      await t.app.inject({ url: `${API.generationDetail}?id=${id}`, headers: other.headers }),
      await t.app.inject({
        method: 'POST',
        url: API.generationUpdate,
        headers: other.headers,
        payload: { id, listing: edited },
      }),
      await t.app.inject({
        method: 'POST',
        url: API.generationDelete,
        headers: other.headers,
        payload: { id },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: API.generationList, headers: other.headers })).json().data.total).toBe(
      0,
    );

    const removed = await t.app.inject({
      method: 'POST',
      url: API.generationDelete,
      headers: seller.headers,
      payload: { id },
    });
    expect(removed.json().code).toBe(1);
    expect(
      (await t.app.inject({ url: `${API.generationDetail}?id=${id}`, headers: seller.headers })).statusCode,
    ).toBe(404);
  });

  it('answers 996 and charges nothing when the balance is short', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 199);
    const res = await generate(seller.headers);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 996, msg: '算力不足，请充值' });
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(199);
    const list = await t.app.inject({ url: API.generationList, headers: seller.headers });
    expect(list.json().data.total).toBe(0);
  });

  it('needs a signed-in seller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.listingGenerate,
      payload: input,
      headers: { 'x-lang': 'en-US' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('Please log in first');
  });

  it('refuses bad input with a clear message, counting characters as a person does', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 500);
    const en = { ...seller.headers, 'x-lang': 'en-US' };
    const cases: [object, string][] = [
      [{ ...input, productName: '   ' }, 'Product name cannot be empty'],
      [{ ...input, productName: undefined }, 'Product name cannot be empty'],
      [{ ...input, productName: '瓶'.repeat(101) }, 'Product name cannot be longer than 100 characters'],
      [{ ...input, description: '水'.repeat(401) }, 'Description cannot be longer than 400 characters'],
      [{ ...input, keywords: ' ,,， , ' }, 'Keywords cannot be only commas; separate keywords with commas'],
      [{ ...input, keywords: 'k'.repeat(401) }, 'Keywords cannot be longer than 400 characters'],
    ];
    for (const [body, msg] of cases) {
      const res = await generate(en, body);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const zh = await generate(seller.headers, { ...input, productName: '' });
    expect(zh.json().msg).toBe('产品名称不能为空');
    // 100 Chinese characters are within the limit; the offline generator then says it cannot translate.
    const chinese = await generate(en, { ...input, productName: '瓶'.repeat(100), keywords: '' });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().msg).toContain('the product name is not in English');
    // Nothing usable at all: the generator asks for words in the marketplace's language.
    const symbols = await generate(en, { ...input, productName: '750 ### 12', keywords: '' });
    expect(symbols.json().msg).toContain('give the product name or keywords in English');
    // An emoji is one character: 100 of them are allowed.
    const emoji = await generate(en, { ...input, productName: `Bottle ${'👍🏽'.repeat(93)}` });
    expect(emoji.statusCode).toBe(200);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(300);
  });

  it('checks a pasted listing: score, findings, coverage and rewrites', async () => {
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: API.listingCheck,
      headers: { ...seller.headers, 'x-lang': 'en-US' },
      payload: {
        marketplace: 'US',
        title: 'Water Bottle!!! Bottle Bottle Best Seller',
        bullets: ['keeps drinks cold.'],
        description: 'Visit www.example.com',
        searchTerms: 'thermos thermos',
        keywords: 'water bottle, yoga mat',
      },
    });
    const report = res.json().data;
    expect(report.passes).toBe(false);
    expect(report.score).toBeLessThan(60);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        rule: 'title.bannedCharacter',
        field: 'title',
        message: 'The title cannot use these characters: !',
      }),
    );
    expect(report.coverage.missing).toEqual(['yoga mat']);
    expect(report.repaired.bullets[0]).toBe('Keeps drinks cold');
    expect(report.repairs).toContainEqual(
      expect.objectContaining({ field: 'searchTerms', after: 'thermos' }),
    );
  });

  it('writes copywriting by the same rules into the same history', async () => {
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 500);
    const res = await t.app.inject({
      method: 'POST',
      url: API.copywritingGenerate,
      headers: seller.headers,
      payload: { ...input, kind: 'aplusHeadline' },
    });
    const done = eventsOf(res.body).at(-1)!;
    expect(done.event).toBe('done');
    const generation = done.data.generation as Generation;
    expect(generation).toMatchObject({ kind: 'copywriting', copyReport: { passes: true } });
    expect(generation.copy!.length).toBeGreaterThan(1);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(300);
    const list = await t.app.inject({
      url: `${API.generationList}?kind=copywriting`,
      headers: seller.headers,
    });
    expect(list.json().data.rows).toEqual([expect.objectContaining({ kind: 'copywriting' })]);
  });
});

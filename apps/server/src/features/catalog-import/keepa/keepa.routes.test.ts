import { API } from '@asinasin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../../test/support/factories.js';
import { startFakeKeepa, type FakeKeepa } from '../../../../test/support/fake-keepa.js';
import { addKeepaProducts, trackedBottle } from '../../../../test/support/keepa-products.js';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';

describeEachEngine('Keepa history on demand (/api/research/keepa-history)', (engine) => {
  const env: Record<string, string> = { KEEPA_API_KEY: 'test-keepa-key' };
  let keepa: FakeKeepa;
  beforeAll(async () => {
    keepa = await startFakeKeepa();
    addKeepaProducts(keepa, [trackedBottle('B0ONDEMAND')]);
    env.KEEPA_BASE_URL = keepa.url;
  });
  afterAll(() => keepa.close());
  const t = useTestApp(engine, env);
  let seller: Seller;
  beforeAll(async () => {
    seller = await createSeller(t.app);
  });

  const ask = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: API.keepaHistory,
      headers: { ...seller.headers, 'x-lang': 'en-US' },
      payload: body as object,
    });
  const finished = async (jobId: string) => {
    await expect
      .poll(async () => (await t.app.context.jobs.find(jobId))?.state, { timeout: 30_000 })
      .toBe('done');
    return (await t.app.context.jobs.find(jobId))!.progress;
  };

  it('imports a researched product and names the ASIN Keepa does not know', async () => {
    const res = await ask({ marketplace: 'US', asins: ['b0ondemand', 'B0NOSUCH00'] });
    expect(res.json().code).toBe(1);
    expect(await finished(res.json().data.jobId)).toMatchObject({
      phase: 'done',
      imported: 1,
      unknown: ['B0NOSUCH00'],
      message: '1 products imported from Keepa, 1 unknown to Keepa',
    });
    const history = await t.app.inject({
      method: 'POST',
      url: API.productHistory,
      headers: seller.headers,
      payload: { marketplace: 'US', asins: ['B0ONDEMAND'] },
    });
    expect(history.json().data.products[0].series).toHaveLength(4);
  });

  it('says a key without tokens stopped the work, and refuses what is not an ASIN', async () => {
    keepa.state.tokensLeft = 0;
    keepa.state.refillRate = 0;
    const res = await ask({ marketplace: 'US', asins: ['B0ONDEMAND'] });
    expect(await finished(res.json().data.jobId)).toMatchObject({
      phase: 'stopped',
      stopped: { reason: 'no-tokens' },
      message: expect.stringMatching(/no tokens left/),
    });
    const bad = await ask({ marketplace: 'US', asins: ['garlic press'] });
    expect(bad.json().code).not.toBe(1);
    expect(bad.json().msg).toMatch(/asins/);
  });

  it("lets an operator fetch a category's best-seller list as a job, and no seller", async () => {
    keepa.state.tokensLeft = 1000;
    keepa.state.refillRate = 20;
    keepa.state.bestSellers.set('289814', ['B0ONDEMAND', 'B0NOSUCH00']);
    const list = (headers: Record<string, string>, body: object) =>
      t.app.inject({
        method: 'POST',
        url: API.keepaBestSellers,
        headers: { ...headers, 'x-lang': 'en-US' },
        payload: body,
      });
    const refused = await list(seller.headers, { marketplace: 'US', category: '289814' });
    expect(refused.statusCode).toBe(403);
    const operator = await createSeller(t.app);
    await t.app.context.db
      .updateTable('users')
      .set({ role: 'operator' })
      .where('id', '=', operator.user.id)
      .execute();
    // a new session: a cached one keeps the role it was read with for a while
    const headers = { authorization: `Bearer ${await t.app.context.sessions.create(operator.user.id)}` };
    const bad = await list(headers, { marketplace: 'US', category: 'toys' });
    expect(bad.json().code).not.toBe(1);
    expect(bad.json().msg).toMatch(/category/);
    const res = await list(headers, { marketplace: 'US', category: '289814' });
    expect(res.json().code).toBe(1);
    expect(await finished(res.json().data.jobId)).toMatchObject({
      phase: 'done',
      listed: 2,
      imported: 1,
      unknown: ['B0NOSUCH00'],
      message: "2 best sellers of category 289814 imported, 1 products' history read from Keepa",
    });
  });
});

describe('Keepa history without a key', () => {
  const t = useTestApp('sqlite');
  it('tells the seller the operator has set no Keepa key', async () => {
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: API.keepaHistory,
      headers: { ...seller.headers, 'x-lang': 'en-US' },
      payload: { marketplace: 'US', asins: ['B0ONDEMAND'] },
    });
    expect(res.json()).toMatchObject({ msg: expect.stringMatching(/no Keepa key/) });
    expect(res.json().code).not.toBe(1);
  });
});

import { API, WATCH_CATEGORIES_MAX } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { addKeepaProducts, trackedBottle } from '../../../test/support/keepa-products.js';
import { describeEachEngine } from '../../../test/support/test-app.js';
import { useWatchApp, watchCalls } from '../../../test/support/watch-app.js';

const NODE = '289814';
const asins = (n: number, prefix = 'B0CAT') =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(5, '0')}`);

/*
 * The fake Keepa answers GET /bestsellers as Keepa documents it ("Request Best Sellers":
 * { bestSellersList: { domainId, lastUpdate, categoryId, asinList } }, 50 tokens a list).
 */
describeEachEngine('watched categories (/api/watch/*) through Keepa best-seller lists', (engine) => {
  const { t, fakes } = useWatchApp(engine);
  const { call, list, refresh } = watchCalls(t);
  let owner: Seller;
  let other: Seller;
  beforeAll(async () => {
    owner = await createSeller(t.app);
    other = await createSeller(t.app);
  });
  const listFetches = () => fakes.keepa.requests.filter((u) => u.pathname === '/bestsellers').length;

  it('refuses a category that is not a browse node, and more than the bound, in both languages', async () => {
    const bad = (
      await call(owner, API.watchAdd, { kind: 'category', marketplace: 'US', target: 'Kitchen' })
    ).json();
    expect(bad.code).not.toBe(1);
    expect(bad.msg).toMatch(/target/);
    const seller = await createSeller(t.app);
    for (let i = 0; i < WATCH_CATEGORIES_MAX; i++) {
      const res = await call(seller, API.watchAdd, {
        kind: 'category',
        marketplace: 'US',
        target: `${1000 + i}`,
      });
      expect(res.json().code).toBe(1);
    }
    const over = { kind: 'category', marketplace: 'US', target: '5000' };
    const en = (await call(seller, API.watchAdd, over, 'en-US')).json();
    expect(en.code).not.toBe(1);
    expect(en.msg).toMatch(new RegExp(`at most ${WATCH_CATEGORIES_MAX} categories`));
    expect((await call(seller, API.watchAdd, over, 'zh-CN')).json().msg).toMatch(/最多关注 20 个类目/);
    // the bound is the categories': a product still goes in
    const product = { kind: 'product', marketplace: 'US', target: 'B0CAT99999' };
    expect((await call(seller, API.watchAdd, product)).json().code).toBe(1);
  });

  it('keeps a seller’s watched category their own, and offers the catalog’s categories', async () => {
    const added = (
      await call(other, API.watchAdd, { kind: 'category', marketplace: 'US', target: ' 777 ' })
    ).json();
    expect(added.data).toMatchObject({ kind: 'category', target: '777', list: { state: 'pending' } });
    expect((await call(owner, API.watchRemove, { id: added.data.id })).json().code).not.toBe(1);
    expect((await list(owner)).items).toEqual([]);
    expect((await call(other, API.watchRemove, { id: added.data.id })).json().code).toBe(1);
    const offered = (await call(owner, `${API.watchCategories}?marketplace=US`)).json();
    expect(offered).toMatchObject({ code: 1, data: { categories: expect.any(Array) } });
    expect((await call(owner, `${API.watchCategories}?marketplace=XX`)).json().code).not.toBe(1);
  });

  it('fetches a category once for every seller watching it, then alerts a new top-10 entrant and a watched product’s move', async () => {
    const first = asins(20);
    addKeepaProducts(
      fakes.keepa,
      [...first, 'B0NEW00001'].map((a) => trackedBottle(a)),
    );
    fakes.keepa.state.bestSellers.set(NODE, first);
    for (const seller of [owner, other]) {
      const res = await call(seller, API.watchAdd, { kind: 'category', marketplace: 'US', target: NODE });
      expect(res.json()).toMatchObject({ code: 1, data: { list: { state: 'pending' } } });
    }
    // the owner also watches the list's second product
    await call(owner, API.watchAdd, { kind: 'product', marketplace: 'US', target: first[1] });
    expect(
      (await call(owner, API.watchWebhook, { url: fakes.receiver.url, format: 'wecom' })).json().code,
    ).toBe(1);

    const before = listFetches();
    const job = await refresh(owner);
    expect(job.progress).toMatchObject({ phase: 'done', alerts: 0, categories: { fetched: 1, reused: 0 } });
    expect(listFetches()).toBe(before + 1);
    const mine = (await list(owner)).items.find((i: { kind: string }) => i.kind === 'category');
    expect(mine.state.top10).toEqual(first.slice(0, 10));
    expect(mine.list).toMatchObject({ state: 'fresh', reason: null });
    const period = t.app.context.config.WATCH_REFRESH_MINUTES * 60_000;
    expect(mine.list.nextAt - mine.list.fetchedAt).toBe(period);

    // the list is in the catalog now: its node is offered, named by its products' category path
    const offered = (await call(other, `${API.watchCategories}?marketplace=US`)).json().data.categories;
    expect(offered).toContainEqual({ node: NODE, path: expect.stringContaining('>') });

    // the second seller's refresh in the same period reads the same list: no second fetch
    expect((await refresh(other)).progress).toMatchObject({ categories: { fetched: 0, reused: 1 } });
    expect(listFetches()).toBe(before + 1);

    // a period later, Keepa's list has a newcomer on top and the watched product 8 places down
    const next = ['B0NEW00001', first[0]!, ...first.slice(2, 9), first[1]!, ...first.slice(9)];
    fakes.keepa.state.bestSellers.set(NODE, next);
    await t.app.context.db
      .updateTable('watch_category_lists')
      .set((eb) => ({ fetched_at: eb('fetched_at', '-', period), next_at: eb('next_at', '-', period) }))
      .execute();
    const second = await refresh(owner);
    expect(second.progress).toMatchObject({ categories: { fetched: 1 } });
    const { alerts } = await list(owner);
    // (the watched product's own item may alert too: the newcomer is in the catalog now)
    const ofCategory = alerts.filter((a: { itemKind: string }) => a.itemKind === 'category');
    expect(ofCategory).toHaveLength(2);
    const byKind = Object.fromEntries(ofCategory.map((a: { kind: string }) => [a.kind, a]));
    expect(byKind.competitor).toMatchObject({
      itemKind: 'category',
      target: NODE,
      detail: 'B0NEW00001',
      after: 1,
    });
    expect(byKind.listRank).toMatchObject({ detail: first[1], before: 2, after: 10 });
    expect(fakes.receiver.bodies.at(-1)).toMatchObject({
      msgtype: 'text',
      text: { content: expect.stringContaining('B0NEW00001') },
    });
    // the other seller sees the newcomer at their next refresh, from the same list
    expect((await list(other)).alerts).toEqual([]);
    expect((await refresh(other)).progress).toMatchObject({ categories: { fetched: 0, reused: 1 } });
    const theirs = (await list(other)).alerts;
    expect(theirs.map((a: { kind: string; detail: string }) => [a.kind, a.detail])).toEqual([
      ['competitor', 'B0NEW00001'],
    ]);
  });
  it('keeps a category’s list through its period after its last watcher stops, then drops it', async () => {
    const [node, kept] = ['172282', '172283'];
    fakes.keepa.state.bestSellers.set(node, asins(3, 'B0DROP'));
    fakes.keepa.state.bestSellers.set(kept, asins(3, 'B0KEPT'));
    const [first, second] = [await createSeller(t.app), await createSeller(t.app)];
    const watch = async (seller: Seller, target: string) =>
      (await call(seller, API.watchAdd, { kind: 'category', marketplace: 'US', target })).json().data
        .id as number;
    const lists = () =>
      t.app.context.db
        .selectFrom('watch_category_lists')
        .select('asins')
        .where('category', '=', node)
        .execute();

    const id = await watch(first, node);
    await refresh(first);
    // a seller cannot remove another's item
    expect((await call(second, API.watchRemove, { id })).json().code).not.toBe(1);
    expect((await call(first, API.watchRemove, { id })).json().code).toBe(1);
    // nobody watches it now, yet a refresh within its period keeps it...
    await watch(second, kept);
    await refresh(second);
    expect(await lists()).toHaveLength(1);
    // ...so a seller who watches it again reads it with no second fetch
    const fetches = listFetches();
    const again = await watch(second, node);
    expect((await refresh(second)).progress).toMatchObject({ categories: { fetched: 0, reused: 2 } });
    expect(listFetches()).toBe(fetches);
    expect((await call(second, API.watchRemove, { id: again })).json().code).toBe(1);
    // once its period is over, the next refresh drops the list nobody watches
    await t.app.context.db
      .updateTable('watch_category_lists')
      .set({ next_at: Date.now() - 1 })
      .where('category', '=', node)
      .execute();
    await refresh(second);
    expect(await lists()).toEqual([]);
  });

  it('says why a category has no list, and does not ask Keepa again before its next refresh', async () => {
    const seller = await createSeller(t.app);
    await call(seller, API.watchAdd, { kind: 'category', marketplace: 'US', target: '999' });
    const before = listFetches();
    await refresh(seller);
    expect(listFetches()).toBe(before + 1);
    const [item] = (await list(seller)).items;
    expect(item.list).toMatchObject({
      state: 'failed',
      fetchedAt: null,
      reason: 'no-list',
    });
    expect(item.list.nextAt).toBeGreaterThan(Date.now());
    // each ask costs Keepa tokens: "refresh now" again waits for the next refresh
    await refresh(seller);
    expect(listFetches()).toBe(before + 1);
  });
});

describe('watched categories within the day’s Keepa budget', () => {
  const { t, fakes } = useWatchApp('sqlite', { KEEPA_DAILY_TOKENS: '40' });
  beforeAll(() => {
    fakes.keepa.state.bestSellers.set(NODE, asins(3));
  });
  const { call, list, refresh } = watchCalls(t);

  it('never asks past the budget: the category waits for the next day and says so', async () => {
    const seller = await createSeller(t.app);
    await call(seller, API.watchAdd, { kind: 'category', marketplace: 'US', target: NODE });
    const job = await refresh(seller);
    expect(job.progress).toMatchObject({ phase: 'stopped', stopped: { reason: 'budget' } });
    expect(fakes.keepa.requests.filter((u) => u.pathname === '/bestsellers')).toHaveLength(0);
    const [item] = (await list(seller)).items;
    const midnight = new Date(new Date().toISOString().slice(0, 10)).getTime() + 86_400_000;
    expect(item.list).toMatchObject({
      state: 'waiting',
      fetchedAt: null,
      reason: 'budget',
    });
    // the next UTC day (a refresh across midnight may already be past it)
    expect([midnight, midnight + 86_400_000]).toContain(item.list.nextAt);
    expect(item.state).toBeNull();
  });
});

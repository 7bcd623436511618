import { API } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { addKeepaProducts, movedOn, trackedBottle } from '../../../test/support/keepa-products.js';
import { describeEachEngine } from '../../../test/support/test-app.js';
import { useWatchApp, watchCalls } from '../../../test/support/watch-app.js';

describeEachEngine('watch list (/api/watch/*) with Keepa', (engine) => {
  const { t, fakes } = useWatchApp(engine);
  let owner: Seller;
  let other: Seller;
  beforeAll(async () => {
    owner = await createSeller(t.app);
    other = await createSeller(t.app);
  });

  const { call, list, refresh } = watchCalls(t);

  it('answers 401 to a visitor and a clear message to a bad target or an empty list', async () => {
    expect((await call(null, API.watchList)).statusCode).toBe(401);
    const bad = await call(owner, API.watchAdd, {
      kind: 'product',
      marketplace: 'US',
      target: 'not-an-asin',
    });
    expect(bad.json().code).not.toBe(1);
    expect(bad.json().msg).toMatch(/target/);
    const empty = await call(owner, API.watchRefresh, {}, 'en-US');
    expect(empty.json()).toMatchObject({ msg: expect.stringMatching(/watch list is empty/) });
    expect(empty.json().code).not.toBe(1);
  });

  it('keeps each seller’s items their own', async () => {
    const added = (
      await call(other, API.watchAdd, { kind: 'keyword', marketplace: 'US', target: '  Steel  Bottle ' })
    ).json();
    expect(added.data).toMatchObject({
      kind: 'keyword',
      target: 'steel bottle',
      thresholds: { rankJumpPct: 30 },
    });
    const again = (
      await call(other, API.watchAdd, { kind: 'keyword', marketplace: 'US', target: 'steel bottle' })
    ).json();
    expect(again.data.id).toBe(added.data.id);
    expect((await list(owner)).items).toEqual([]);
    for (const res of [
      await call(owner, API.watchRemove, { id: added.data.id }),
      await call(owner, API.watchThresholds, {
        id: added.data.id,
        thresholds: { rankJumpPct: 5, priceChangePct: 5, keywordRankMove: 1 },
      }),
    ]) {
      expect(res.json().code).not.toBe(1);
    }
    expect((await list(other)).items).toHaveLength(1);
    expect((await call(other, API.watchRemove, { id: added.data.id })).json().code).toBe(1);
    expect((await list(other)).items).toEqual([]);
  });

  it('refreshes a watched product from Keepa, fills its history, and alerts a change past the thresholds to the app and the webhook', async () => {
    const bottle = trackedBottle('B0WATCH001');
    addKeepaProducts(fakes.keepa, [bottle]);
    const item = (
      await call(owner, API.watchAdd, { kind: 'product', marketplace: 'US', target: 'b0watch001' })
    ).json().data;
    expect(
      (await call(owner, API.watchWebhook, { url: fakes.receiver.url, format: 'slack' })).json().code,
    ).toBe(1);

    const first = await refresh(owner);
    expect(first.progress).toMatchObject({ phase: 'done', items: 1, alerts: 0, keepaConfigured: true });
    const watched = await list(owner);
    expect(watched).toMatchObject({
      keepaConfigured: true,
      alerts: [],
      webhook: { url: fakes.receiver.url, format: 'slack' },
    });
    expect(watched.items[0]).toMatchObject({
      id: item.id,
      target: 'B0WATCH001',
      state: { rank: 1900, price: 21.49 },
    });
    const history = (
      await call(owner, API.productHistory, { marketplace: 'US', asins: ['B0WATCH001'] })
    ).json();
    expect(history.data.products[0].series).toHaveLength(4);

    // Keepa sees the rank halve and the price rise by a fifth
    addKeepaProducts(fakes.keepa, [movedOn(bottle, { rank: 0.5, price: 1.2 })]);
    const second = await refresh(owner);
    expect(second.progress).toMatchObject({ alerts: 2 });
    const { alerts } = await list(owner);
    expect(alerts.map((a: { kind: string }) => a.kind).sort()).toEqual(['price', 'rank']);
    expect(alerts.find((a: { kind: string }) => a.kind === 'rank')).toMatchObject({
      before: 1900,
      after: 950,
      read: false,
    });
    expect(fakes.receiver.bodies.at(-1)).toEqual({ text: expect.stringContaining('B0WATCH001') });
    expect((await list(other)).alerts).toEqual([]);

    expect(
      (await call(owner, API.watchAlertsRead, { ids: alerts.map((a: { id: number }) => a.id) })).json().code,
    ).toBe(1);
    expect((await list(owner)).alerts.every((a: { read: boolean }) => a.read)).toBe(true);
  });
});

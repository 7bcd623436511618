import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSalesObservations, loadSalesModel, productHistories } from '../../../catalog/index.js';
import { KeepaClient } from '../../../platform/keepa/keepa-client.js';
import type { KeepaBudget } from '../../../platform/keepa/keepa-budget.js';
import { startFakeKeepa, type FakeKeepa } from '../../../../test/support/fake-keepa.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';
import { addKeepaProducts, trackedBottle } from '../../../../test/support/keepa-products.js';
import { importKeepaHistory, type KeepaImportProgress } from './keepa-import.js';

const t = useTestCatalog();

function budget(): KeepaBudget {
  const days = new Map<string, number>();
  return {
    spent: async (d) => days.get(d) ?? 0,
    spend: async (d, n) => void days.set(d, (days.get(d) ?? 0) + n),
  };
}

describe('Keepa history import', () => {
  let keepa: FakeKeepa;
  beforeEach(async () => {
    keepa = await startFakeKeepa();
    addKeepaProducts(keepa, [trackedBottle('B0KEEPA001'), trackedBottle('B0KEEPA002')]);
  });
  afterEach(() => keepa.close());
  const client = (dailyTokens = 1000) =>
    new KeepaClient({ apiKey: 'test-keepa-key', baseUrl: keepa.url, dailyTokens, budget: budget() });

  it('writes each Keepa point as a snapshot of a Keepa run, and the product’s current values', async () => {
    keepa.state.unknownFields = true;
    const result = await importKeepaHistory(t.catalog, client(), {
      marketplace: 'US',
      asins: ['B0KEEPA001', 'b0keepa002', 'B0NOSUCH00'],
    });
    expect(result).toMatchObject({
      imported: ['B0KEEPA001', 'B0KEEPA002'],
      unknown: ['B0NOSUCH00'],
      stopped: null,
    });

    const { products } = await productHistories(t.catalog, loadSalesModel(), {
      marketplace: 'US',
      asins: ['B0KEEPA001'],
    });
    const [bottle] = products;
    expect(bottle!.product).toMatchObject({
      title: 'Insulated steel bottle B0KEEPA001',
      bsr: 1900,
      bsrCategory: 'Home & Kitchen',
      subBsr: 14,
      subBsrCategory: 'Water Bottles',
      price: 21.49,
      rating: 4.5,
      ratingCount: 402,
      boughtPastMonth: 400,
    });
    expect(bottle!.series.map((p) => [p.bsr, p.rootBsr, p.price, p.boughtPastMonth])).toEqual([
      [5200, 5200, 24.99, 200],
      [3100, 3100, 22.99, 300],
      [2400, 2400, 21.49, 300],
      [1900, 1900, 21.49, 400],
    ]);
    // Keepa's own series, each holding its value until its next point
    expect(bottle!.series.map((p) => [p.amazonPrice, p.newPrice, p.fbaPrice, p.subBsr])).toEqual([
      [25.99, 24.99, null, 40],
      [25.99, 22.99, null, 25],
      [25.99, 21.49, 21.99, 18],
      [25.99, 21.49, 21.99, 14],
    ]);
    expect(new Set(bottle!.series.map((p) => p.subBsrCategory))).toEqual(new Set(['Water Bottles']));
    expect(bottle!.rankDrops).toEqual({ d30: 40, d90: 110, d180: 200 });
    const dropsRun = bottle!.sources.find((s) => s.runId === bottle!.fieldSources.rank_drops_30)!;
    expect(dropsRun.fileName).toMatch(/^Keepa products US /);
    const history = bottle!.sources.find((s) => s.observations > 0)!;
    expect(history).toMatchObject({ kind: 'snapshots', format: 'keepa-history', observations: 4 });
    expect(history.fileName).toMatch(/^Keepa history US /);
    // the first point's time is Keepa's minute converted back: 60 days before, to the minute
    expect(new Date(bottle!.series[0]!.observedAt).getUTCSeconds()).toBe(0);
  });

  it('leaves the rank drops and Keepa series empty where Keepa has none', async () => {
    const bare = trackedBottle('B0KEEPA003');
    delete bare.drops;
    delete bare.subRank;
    bare.points = bare.points.map(({ amazon: _a, fba: _f, ...rest }) => rest);
    addKeepaProducts(keepa, [bare]);
    await importKeepaHistory(t.catalog, client(), { marketplace: 'US', asins: ['B0KEEPA003'] });
    const [product] = (
      await productHistories(t.catalog, loadSalesModel(), { marketplace: 'US', asins: ['B0KEEPA003'] })
    ).products;
    expect(product!.rankDrops).toEqual({ d30: null, d90: null, d180: null });
    expect(product!.series.every((p) => p.amazonPrice === null && p.fbaPrice === null)).toBe(true);
    expect(product!.series.every((p) => p.subBsr === null && p.subBsrCategory === null)).toBe(true);
    expect(product!.series.map((p) => p.newPrice)).toEqual([24.99, 22.99, 21.49, 21.49]);
  });

  it('gives the calibration each month of Keepa’s monthlySold as a lower bound at its rank', async () => {
    await importKeepaHistory(t.catalog, client(), { marketplace: 'US', asins: ['B0KEEPA001'] });
    const observations = await findSalesObservations(t.catalog, 'US', 'Home & Kitchen');
    // 60 days of history: two or three calendar months, each its own censored observation
    expect(observations.length).toBeGreaterThanOrEqual(2);
    expect(observations.every((o) => o.asin === 'B0KEEPA001' && o.isLowerBound)).toBe(true);
    const latest = observations.find((o) => o.units === 400)!;
    // the latest figure (a day ago) stands at the ranks of its 30 days: 29, 6 and 0 days before it
    expect(latest.bsr).toBeCloseTo((3100 + 2400 + 1900) / 3);
    expect(new Set(observations.map((o) => o.units)).size).toBeGreaterThanOrEqual(2);
    expect(await findSalesObservations(t.catalog, 'US', 'Books')).toEqual([]);
  });

  it('imports the same answer again without a duplicate row', async () => {
    await importKeepaHistory(t.catalog, client(), { marketplace: 'US', asins: ['B0KEEPA001'] });
    await importKeepaHistory(t.catalog, client(), { marketplace: 'US', asins: ['B0KEEPA001'] });
    expect(await t.count('product_snapshots')).toBe(4);
  });

  it('stops at the daily budget with what it imported, and says when it goes on', async () => {
    const asins = Array.from({ length: 25 }, (_, i) => `B0KEEPB${String(i).padStart(3, '0')}`);
    addKeepaProducts(
      keepa,
      asins.map((a) => trackedBottle(a)),
    );
    const progress: KeepaImportProgress[] = [];
    // 20 ASINs (the first batch) are counted at 40 tokens; the next 5 at 10 more than the 45 left
    const result = await importKeepaHistory(
      t.catalog,
      client(45),
      { marketplace: 'US', asins },
      {
        onProgress: async (p) => void progress.push(p),
      },
    );
    expect(result.imported).toHaveLength(20);
    expect(result.stopped).toMatchObject({ reason: 'budget' });
    expect(result.stopped!.resumesAt).toMatch(/T00:00:00.000Z$/);
    expect(progress.at(-1)).toMatchObject({ done: 20, total: 25 });
  });

  it('waits out Keepa’s 429 and reports the wait as progress', async () => {
    keepa.state.throttleCalls = 1;
    const progress: KeepaImportProgress[] = [];
    const result = await importKeepaHistory(
      t.catalog,
      client(),
      { marketplace: 'US', asins: ['B0KEEPA001'] },
      {
        onProgress: async (p) => void progress.push(p),
      },
    );
    expect(result.imported).toEqual(['B0KEEPA001']);
    expect(progress.some((p) => p.waiting !== null && p.waiting.needed === 2)).toBe(true);
  });
});

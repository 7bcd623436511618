import { hotProductsQuery } from '@asinasin/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hotProducts, productHistories, loadSalesModel } from '../../../catalog/index.js';
import { KeepaClient } from '../../../platform/keepa/keepa-client.js';
import type { KeepaBudget } from '../../../platform/keepa/keepa-budget.js';
import { startFakeKeepa, type FakeKeepa } from '../../../../test/support/fake-keepa.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';
import { addKeepaProducts, trackedBottle } from '../../../../test/support/keepa-products.js';
import { importKeepaBestSellers, type BestSellersProgress } from './keepa-bestsellers.js';

const t = useTestCatalog();
const DAY_MS = 86_400_000;
const NODE = '289814';

function budget(): KeepaBudget {
  const days = new Map<string, number>();
  return {
    spent: async (d) => days.get(d) ?? 0,
    spend: async (d, n) => void days.set(d, (days.get(d) ?? 0) + n),
  };
}

/*
 * The fake answers GET /bestsellers?key&domain&category as Keepa documents it (Keepa API
 * documentation, "Request Best Sellers"): { bestSellersList: { domainId, lastUpdate, categoryId,
 * asinList } } with the token fields, 50 tokens a list.
 */
describe('Keepa best-seller lists into the catalog', () => {
  let keepa: FakeKeepa;
  beforeEach(async () => {
    keepa = await startFakeKeepa();
    addKeepaProducts(
      keepa,
      ['B0BEST0001', 'B0BEST0002', 'B0BEST0003'].map((a) => trackedBottle(a)),
    );
  });
  afterEach(() => keepa.close());
  const client = (dailyTokens = 1000) =>
    new KeepaClient({ apiKey: 'test-keepa-key', baseUrl: keepa.url, dailyTokens, budget: budget() });

  it('stores the list as a dated node snapshot, so a product new to it is a new entrant', async () => {
    const now = Date.now();
    keepa.state.bestSellers.set(NODE, ['B0BEST0001', 'B0BEST0002']);
    const before = await importKeepaBestSellers(
      t.catalog,
      client(),
      { marketplace: 'US', category: NODE },
      { now: new Date(now - 7 * DAY_MS) },
    );
    expect(before).toMatchObject({ listed: 2, stopped: null });
    keepa.state.bestSellers.set(NODE, ['B0BEST0003', 'B0BEST0001', 'B0BEST0002']);
    const progress: BestSellersProgress[] = [];
    const after = await importKeepaBestSellers(
      t.catalog,
      client(),
      { marketplace: 'US', category: NODE },
      { now: new Date(now), onProgress: async (p) => void progress.push(p) },
    );
    expect(after.products.imported).toEqual(['B0BEST0003', 'B0BEST0001', 'B0BEST0002']);
    expect(progress[0]).toEqual({ phase: 'list', category: NODE });
    expect(progress.at(-1)).toMatchObject({ phase: 'products', listed: 3, done: 3, total: 3 });
    expect(
      keepa.requests
        .filter((u) => u.pathname === '/bestsellers')
        .at(-1)!
        .searchParams.get('domain'),
    ).toBe('1');

    const entrants = await hotProducts(
      t.catalog,
      hotProductsQuery.parse({ kind: 'newEntrants', marketplace: 'US' }),
    );
    expect(entrants.rows.map((r) => [r.asin, r.entry?.rank])).toEqual([['B0BEST0003', 1]]);
    expect(entrants.rows[0]!.entry).toMatchObject({ node: NODE });

    // the list's rank is a node rank, its run a Keepa best-seller file; Keepa's history follows it
    const [product] = (
      await productHistories(t.catalog, loadSalesModel(), { marketplace: 'US', asins: ['B0BEST0003'] })
    ).products;
    const listed = product!.series.find((p) => p.browseNode === NODE)!;
    expect(listed).toMatchObject({ bsr: 1, rootBsr: null });
    const run = product!.sources.find((s) => s.runId === listed.runId)!;
    expect(run).toMatchObject({ kind: 'snapshots', format: 'bestseller-list' });
    expect(run.fileName).toMatch(new RegExp(`^Keepa best sellers US ${NODE} `));
    expect(product!.product.title).toBe('Insulated steel bottle B0BEST0003');
  });

  it('says when Keepa has no list for the category, and stops at the daily budget', async () => {
    const none = await importKeepaBestSellers(t.catalog, client(), { marketplace: 'US', category: '999' });
    expect(none).toMatchObject({ listed: 0, runId: null, stopped: null });
    expect(await t.count('product_snapshots')).toBe(0);

    keepa.state.bestSellers.set(NODE, ['B0BEST0001', 'B0BEST0002']);
    // a budget of 53: the list's 50 tokens leave 3, short of the 4 its two products are counted at
    const spent = await importKeepaBestSellers(t.catalog, client(53), { marketplace: 'US', category: NODE });
    expect(spent).toMatchObject({ listed: 2, stopped: { reason: 'budget' } });
    expect(spent.products.imported).toEqual([]);
    // the list itself is in: two ranks of one dated snapshot
    expect(await t.count('product_snapshots')).toBe(2);
    const nothing = await importKeepaBestSellers(t.catalog, client(10), {
      marketplace: 'US',
      category: NODE,
    });
    expect(nothing).toMatchObject({ listed: 0, runId: null, stopped: { reason: 'budget' } });
  });

  it('tells the wait for Keepa tokens while it asks for the list, then reads it', async () => {
    keepa.state.bestSellers.set(NODE, ['B0BEST0001']);
    // Keepa answers 429 once (not enough tokens), then serves after the refill (a list's 50
    // tokens come within one refill at 100 a minute)
    keepa.state.throttleCalls = 1;
    keepa.state.refillRate = 100;
    const progress: BestSellersProgress[] = [];
    const result = await importKeepaBestSellers(
      t.catalog,
      client(),
      { marketplace: 'US', category: NODE },
      { products: 0, onProgress: async (p) => void progress.push(p) },
    );
    expect(result).toMatchObject({ listed: 1, asins: ['B0BEST0001'], stopped: null });
    expect(progress[1]).toMatchObject({
      phase: 'list',
      category: NODE,
      waiting: { needed: 50, until: expect.any(String) },
    });
    expect(result.products.imported).toEqual([]);
  });
});

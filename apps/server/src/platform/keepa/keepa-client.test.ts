import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeKeepa, type FakeKeepa } from '../../../test/support/fake-keepa.js';
import { budgetDay, type KeepaBudget } from './keepa-budget.js';
import { KeepaClient, KeepaError, type TokenWait } from './keepa-client.js';
import { isUnknownProduct, keepaHistory } from './keepa-history.js';
import { dateToKeepaMinute, keepaMinuteToDate } from './keepa-time.js';

function memoryBudget(): KeepaBudget & { days: Map<string, number> } {
  const days = new Map<string, number>();
  return {
    days,
    spent: async (day) => days.get(day) ?? 0,
    spend: async (day, tokens) => void days.set(day, (days.get(day) ?? 0) + tokens),
  };
}

describe('Keepa time', () => {
  it('counts minutes from 2011-01-01 UTC both ways', () => {
    expect(keepaMinuteToDate(0).toISOString()).toBe('2011-01-01T00:00:00.000Z');
    expect(keepaMinuteToDate(1440).toISOString()).toBe('2011-01-02T00:00:00.000Z');
    // 2026-11-26 12:34 UTC, computed by hand: days since 2011-01-01 × 1440 + 754
    const at = new Date('2026-11-26T12:34:00Z');
    const days = (Date.UTC(2026, 10, 26) - Date.UTC(2011, 0, 1)) / 86_400_000;
    expect(dateToKeepaMinute(at)).toBe(days * 1440 + 754);
    expect(keepaMinuteToDate(dateToKeepaMinute(at))).toEqual(at);
    expect(dateToKeepaMinute(new Date('2026-11-26T12:34:59Z'))).toBe(days * 1440 + 754);
  });
});

describe('Keepa client against a fake Keepa', () => {
  let keepa: FakeKeepa;
  beforeEach(async () => {
    keepa = await startFakeKeepa();
    keepa.state.products.set('B0KEEPA001', {
      asin: 'B0KEEPA001',
      title: 'Steel bottle',
      categories: [
        [1055398, 'Home & Kitchen'],
        [289814, 'Water Bottles'],
      ],
      subRank: { categoryId: 289814, rank: 12 },
      drops: { d30: 25, d90: 80, d180: 150 },
      points: [
        {
          at: new Date('2026-10-01T00:00Z'),
          newPrice: 19.99,
          amazon: 21.5,
          rank: 900,
          rating: 4.5,
          ratingCount: 100,
        },
        { at: new Date('2026-10-05T08:00Z'), rank: 700, monthlySold: 300 },
        { at: new Date('2026-10-09T10:00Z'), newPrice: null, fba: 18.49, ratingCount: 120 },
      ],
    });
  });
  afterEach(() => keepa.close());

  const client = (budget = memoryBudget(), dailyTokens = 1000, apiKey: string | null = 'test-keepa-key') =>
    new KeepaClient({ apiKey: apiKey ?? undefined, baseUrl: keepa.url, dailyTokens, budget });

  it('reads a product’s history as observations that hold each series until its next point', async () => {
    const budget = memoryBudget();
    const [product] = await client(budget).products('US', ['B0KEEPA001']);
    const history = keepaHistory('US', product!);
    expect(history).toMatchObject({
      title: 'Steel bottle',
      categoryPath: 'Home & Kitchen > Water Bottles',
      rootCategory: 'Home & Kitchen',
      currency: 'USD',
      subRank: { category: 'Water Bottles', rank: 12 },
      rankDrops: { d30: 25, d90: 80, d180: 150 },
    });
    expect(history.observations).toEqual([
      expect.objectContaining({
        at: new Date('2026-10-01T00:00Z'),
        newPrice: 19.99,
        amazonPrice: 21.5,
        rootRank: 900,
        rating: 4.5,
      }),
      expect.objectContaining({
        at: new Date('2026-10-05T08:00Z'),
        newPrice: 19.99,
        rootRank: 700,
        monthlySold: 300,
      }),
      expect.objectContaining({
        at: new Date('2026-10-09T10:00Z'),
        newPrice: null,
        fbaPrice: 18.49,
        ratingCount: 120,
        rootRank: 700,
      }),
    ]);
    expect(budget.days.get(budgetDay(new Date()))).toBe(2);
    expect(keepa.requests[0]!.searchParams.get('domain')).toBe('1');
  });

  it('tolerates fields it does not know, and tells an ASIN Keepa does not know', async () => {
    keepa.state.unknownFields = true;
    const products = await client().products('US', ['B0KEEPA001', 'B0NOSUCH00']);
    expect(products.map(isUnknownProduct)).toEqual([false, true]);
  });

  it('waits for the refill when Keepa says 429, and says so first', async () => {
    keepa.state.throttleCalls = 2;
    const waits: TokenWait[] = [];
    const products = await client().products('US', ['B0KEEPA001'], { onWait: (w) => void waits.push(w) });
    expect(products).toHaveLength(1);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toMatchObject({ needed: 2 });
  });

  it('stops at the daily budget before calling Keepa', async () => {
    const budget = memoryBudget();
    budget.days.set(budgetDay(new Date()), 999);
    const error = await client(budget, 1000)
      .products('US', ['B0KEEPA001'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeepaError);
    expect(error).toMatchObject({ reason: 'budget' });
    expect((error as KeepaError).resumesAt!.getTime()).toBeGreaterThan(Date.now());
    expect(keepa.requests).toHaveLength(0);
  });

  it('gives a key without tokens and refill, a wrong key and a missing key their own reasons', async () => {
    keepa.state.tokensLeft = 0;
    keepa.state.refillRate = 0;
    await expect(client().products('US', ['B0KEEPA001'])).rejects.toMatchObject({ reason: 'no-tokens' });
    await expect(client(memoryBudget(), 1000, 'wrong').products('US', ['B0KEEPA001'])).rejects.toMatchObject({
      reason: 'bad-key',
    });
    await expect(client(memoryBudget(), 1000, null).products('US', ['B0KEEPA001'])).rejects.toMatchObject({
      reason: 'no-key',
    });
  });

  it('reads a category’s best-seller list', async () => {
    keepa.state.bestSellers.set('1055398', ['B0KEEPA001', 'B0KEEPA002']);
    expect(await client().bestSellers('US', '1055398')).toEqual(['B0KEEPA001', 'B0KEEPA002']);
  });
});

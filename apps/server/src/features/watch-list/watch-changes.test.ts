import type { WatchState } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { changesOf } from './watch-changes.js';

const thresholds = { rankJumpPct: 30, priceChangePct: 10, keywordRankMove: 5 };
const state = (s: Partial<WatchState>): WatchState => ({
  title: null,
  rank: null,
  rankCategory: 'Home & Kitchen',
  price: null,
  currency: 'USD',
  top10: [],
  keywordRank: null,
  observedAt: null,
  ...s,
});

describe('watch list changes', () => {
  it('alerts a rank jump and a price change over the thresholds, either way', () => {
    expect(
      changesOf(state({ rank: 1000, price: 20 }), state({ rank: 600, price: 22.5 }), thresholds),
    ).toEqual([
      { kind: 'rank', before: 1000, after: 600, detail: 'Home & Kitchen' },
      { kind: 'price', before: 20, after: 22.5, detail: 'USD' },
    ]);
    expect(changesOf(state({ rank: 1000 }), state({ rank: 1300 }), thresholds)).toMatchObject([
      { kind: 'rank' },
    ]);
  });

  it('keeps quiet under the thresholds, on a first refresh and across categories or currencies', () => {
    expect(changesOf(state({ rank: 1000, price: 20 }), state({ rank: 800, price: 21 }), thresholds)).toEqual(
      [],
    );
    expect(changesOf(null, state({ rank: 1, price: 1 }), thresholds)).toEqual([]);
    expect(
      changesOf(state({ rank: 1000 }), state({ rank: 10, rankCategory: 'Water Bottles' }), thresholds),
    ).toEqual([]);
    expect(changesOf(state({ price: 20 }), state({ price: 2000, currency: 'JPY' }), thresholds)).toEqual([]);
  });

  it('names each new product of the top 10 with its place, and a keyword rank move', () => {
    const before = state({ top10: ['B0A0000001', 'B0A0000002'], keywordRank: 40 });
    const after = state({ top10: ['B0A0000001', 'B0A0000003', 'B0A0000002'], keywordRank: 30 });
    expect(changesOf(before, after, thresholds)).toEqual([
      { kind: 'competitor', before: null, after: 2, detail: 'B0A0000003' },
      { kind: 'keywordRank', before: 40, after: 30, detail: null },
    ]);
    expect(changesOf(state({ top10: [] }), after, thresholds)).toEqual([]);
  });
});

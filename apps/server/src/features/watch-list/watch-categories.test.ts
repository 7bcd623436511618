import type { WatchState } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { categoryState, listRankChanges } from './watch-categories.js';
import type { CategoryListRow } from './watch-category.repository.js';

const at = Date.UTC(2026, 10, 27, 6);
const row = (asins: string[], fetched: number | null = at): CategoryListRow => ({
  marketplace: 'US',
  category: '289814',
  asins: JSON.stringify(asins),
  fetched_at: fetched,
  state: 'fresh',
  reason: null,
  next_at: null,
  updated_at: at,
});
const list = (...asins: string[]) => categoryState(row(asins), 'Home & Kitchen')!;
const ranks = Array.from({ length: 12 }, (_, i) => `B0LIST${String(i).padStart(4, '0')}`);

describe('a watched category between two lists', () => {
  it('reads a fetched list as its top 10 and whole list, and nothing before a first fetch', () => {
    const state = list(...ranks);
    expect(state).toMatchObject({ title: 'Home & Kitchen', observedAt: new Date(at).toISOString() });
    expect(state.top10).toEqual(ranks.slice(0, 10));
    expect(state.list).toEqual(ranks);
    expect(categoryState(row([], null), null)).toBeNull();
    expect(categoryState(undefined, null)).toBeNull();
  });

  it('tells a watched product’s move of at least the places set, its entry and its exit', () => {
    const before = list(...ranks);
    const watched = new Set([ranks[1]!, ranks[3]!, ranks[11]!, 'B0ELSEWHER']);
    // ranks[1] moves 2 → 5 (3 places: under 5), ranks[3] 4 → 10 (6 places), ranks[11] leaves
    const after = list(
      ranks[0]!,
      ranks[2]!,
      ranks[4]!,
      ranks[5]!,
      ranks[1]!,
      ranks[6]!,
      ranks[7]!,
      ranks[8]!,
      ranks[9]!,
      ranks[3]!,
      'B0ELSEWHER',
    );
    expect(listRankChanges(before, after, watched, 5)).toEqual([
      { kind: 'listRank', before: 4, after: 10, detail: ranks[3] },
      { kind: 'listRank', before: 12, after: null, detail: ranks[11] },
      { kind: 'listRank', before: null, after: 11, detail: 'B0ELSEWHER' },
    ]);
    expect(listRankChanges(before, after, watched, 3)).toHaveLength(4);
  });

  it('alerts nothing on a first list, or from a state kept before lists were', () => {
    const after = list(...ranks);
    expect(listRankChanges(null, after, new Set([ranks[0]!]), 1)).toEqual([]);
    const old: WatchState = { ...after, list: undefined };
    expect(listRankChanges(old, after, new Set([ranks[0]!]), 1)).toEqual([]);
  });
});

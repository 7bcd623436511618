import { describe, expect, it } from 'vitest';
import { rangeErrors, rankingQuery, readRanking, writeRanking } from './ranking-url';

describe('hot-market URL state', () => {
  it('reads what it writes, and leaves defaults out', () => {
    const url =
      'marketplace=UK&parent=Toys+%26+Games&level=3&units.min=500&newShare.min=20&sort=price&order=asc&page=2';
    const state = readRanking(new URLSearchParams(url));
    expect(state).toMatchObject({
      tab: 'category',
      marketplace: 'UK',
      parent: 'Toys & Games',
      level: 3,
      ranges: { units: { min: '500' }, newShare: { min: '20' } },
      sort: 'price',
      order: 'asc',
      page: 2,
      size: 20,
    });
    expect(writeRanking(state).toString()).toBe(url);
    expect(writeRanking(readRanking(new URLSearchParams(''))).toString()).toBe('marketplace=US');
  });

  it('ignores what it does not know', () => {
    const state = readRanking(
      new URLSearchParams('marketplace=XX&sort=bogus&order=sideways&page=-1&level=99'),
    );
    expect(state).toMatchObject({ marketplace: 'US', page: 1, level: undefined });
    // no known sort: the server picks the default one (decisions/0038)
    expect(state.sort).toBeUndefined();
    expect(rankingQuery(state)).not.toHaveProperty('sort');
  });

  it('turns per cent into fractions, and runs nothing while a range is wrong', () => {
    const ok = readRanking(new URLSearchParams('fbaShare.min=50&fbaShare.max=90&products.max=10'));
    expect(rankingQuery(ok)).toMatchObject({ fbaShareMin: 0.5, fbaShareMax: 0.9, productsMax: 10 });
    const bad = readRanking(
      new URLSearchParams('price.min=40&price.max=15&rating.min=x&aplusShare.max=120&units.min=-1'),
    );
    expect(rangeErrors(bad.ranges).map((e) => `${e.metric}.${e.side}:${e.key}`)).toEqual([
      'units.min:negative',
      'price.min:minAboveMax',
      'rating.min:notNumber',
      'aplusShare.max:aboveHundred',
    ]);
    expect(rankingQuery(bad)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { asinsFromParam } from './asins';
import { checkFilters, readHotSearch, toQuery, writeHotSearch } from './hot-url';

describe('the asins of a link', () => {
  it('keeps what one comparison holds', () => {
    const many = Array.from({ length: 12 }, (_, i) => `B0TEST${String(i).padStart(4, '0')}`).join(',');
    expect(asinsFromParam(many)).toHaveLength(10);
  });
});

describe('hot products URL and filters', () => {
  it('round-trips through the URL and ignores values it does not know', () => {
    const params = new URLSearchParams(
      'kind=newEntrants&marketplace=UK&priceMin=5&sort=price&order=desc&page=2',
    );
    const state = readHotSearch(params);
    expect(state.view).toMatchObject({
      kind: 'newEntrants',
      sort: 'price',
      order: 'desc',
      page: 2,
      size: 50,
    });
    expect(writeHotSearch(state.filters, state.view).toString()).toBe(params.toString());
    expect(readHotSearch(new URLSearchParams('kind=hottest&marketplace=TR&page=-1')).view).toMatchObject({
      kind: 'boughtLeaders',
      page: 1,
    });
  });

  it('names a min above its max, a non-number and a negative value, and builds no query', () => {
    const base = readHotSearch(new URLSearchParams()).filters;
    const bad = { ...base, priceMin: '40', priceMax: '15', minRatingCount: '-1' };
    expect(checkFilters(bad)).toEqual({ priceMin: 'minAboveMax', minRatingCount: 'negative' });
    expect(checkFilters({ ...base, priceMax: 'cheap' })).toEqual({ priceMax: 'notNumber' });
    expect(toQuery(bad, readHotSearch(new URLSearchParams()).view)).toBeNull();
    expect(
      toQuery({ ...base, priceMax: '20', minRatingCount: '100' }, readHotSearch(new URLSearchParams()).view),
    ).toEqual({
      kind: 'boughtLeaders',
      marketplace: 'US',
      price: { min: undefined, max: 20 },
      ratingCount: { min: 100 },
      page: 1,
      size: 50,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { asinsFromParam, detailPath, parseAsins } from './asins';
import { checkFilters, readHotSearch, toQuery, writeHotSearch } from './hot-url';

describe('ASINs typed or pasted', () => {
  it('splits on newlines, commas and spaces, upper-cases, keeps each once and names the bad ones', () => {
    expect(parseAsins(' b0testaaa1\nB0TESTBBB2,B0TESTAAA1  nope，B1TESTCCC3 ')).toEqual({
      valid: ['B0TESTAAA1', 'B0TESTBBB2'],
      invalid: ['nope', 'B1TESTCCC3'],
    });
    expect(parseAsins('  ')).toEqual({ valid: [], invalid: [] });
  });

  it('reads a link’s asins and writes the detail link other screens use', () => {
    const many = Array.from({ length: 12 }, (_, i) => `B0TEST${String(i).padStart(4, '0')}`).join(',');
    expect(asinsFromParam(many)).toHaveLength(10);
    expect(detailPath('US', ['B0TESTAAA1', 'B0TESTBBB2'])).toBe(
      '/products/hot-product-detail?marketplace=US&asins=B0TESTAAA1,B0TESTBBB2',
    );
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

import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, type FilterValues } from './filters';
import { readSearch, writeSearch } from './url-state';

describe('the search in the URL', () => {
  it('writes a search and reads the same search back', () => {
    const values: FilterValues = {
      marketplace: 'UK',
      category: 'Toys & Games > Puzzles',
      keyword: 'wooden puzzle',
      excludeKeywords: 'plastic',
      price: { min: '15', max: '40' },
      bsrGrowthRate: { min: '-12.5' },
      sales30d: { max: '1000' },
      sellerCountries: ['CN', 'US'],
      fulfilment: ['FBA', 'AMZ'],
      sizeTiers: ['Small standard-size'],
      bestSeller: 'yes',
      video: 'no',
    };
    const view = { sort: 'sales30d', order: 'desc', page: 3, size: 100 } as const;
    const params = writeSearch(values, view);
    expect(params.get('price.min')).toBe('15');
    expect(params.getAll('fulfilment')).toEqual(['FBA', 'AMZ']);
    // through a real address bar: encoded and decoded again
    const reread = readSearch(new URL(`https://x.test/select/product?${params}`).searchParams);
    expect(reread).toEqual({ values, view, hasSearch: true });
  });

  it('leaves defaults and unset filters out of the URL, but always names the marketplace', () => {
    const params = writeSearch(
      { marketplace: 'US', price: { min: ' ' }, aplus: 'any', keyword: '' },
      DEFAULT_VIEW,
    );
    expect(params.toString()).toBe('marketplace=US');
  });

  it('a bare page names no search', () => {
    expect(readSearch(new URLSearchParams(''))).toEqual({
      values: { marketplace: 'US' },
      view: DEFAULT_VIEW,
      hasSearch: false,
    });
  });

  it('keeps what the seller typed, so a bad value is named rather than dropped', () => {
    const { values } = readSearch(new URLSearchParams('marketplace=US&price.min=abc&price.max=-1'));
    expect(values.price).toEqual({ min: 'abc', max: '-1' });
  });

  it('falls back to defaults for an unknown marketplace, sort, order, page, size, flag or fulfilment', () => {
    const state = readSearch(
      new URLSearchParams(
        'marketplace=XX&sort=title&order=up&page=0&size=500&bestSeller=maybe&fulfilment=DHL&fulfilment=FBM',
      ),
    );
    expect(state.values).toEqual({ marketplace: 'US', fulfilment: ['FBM'] });
    expect(state.view).toEqual(DEFAULT_VIEW);
  });
});

import { productSelectionQuery } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { toQuery, type FilterValues } from './filters';
import { fromQuery } from './saved-search';
import { readSearch, writeSearch } from './url-state';

describe('a saved query back into the form and the URL', () => {
  it('gives the values that make the same query again, growth rates back in per cent', () => {
    const values: FilterValues = {
      marketplace: 'UK',
      keyword: 'wooden puzzle',
      excludeKeywords: 'kids',
      category: 'Toys & Games',
      price: { min: '15', max: '40' },
      bsrGrowthRate: { min: '7' },
      salesGrowthRate: { max: '-12.5' },
      sellerCountries: ['CN'],
      fulfilment: ['FBA', 'FBM'],
      sizeTiers: ['Standard'],
      bestSeller: 'yes',
      video: 'no',
      source: 'keepa',
    };
    const view = { sort: 'price' as const, order: 'desc' as const, page: 4, size: 20 };
    const saved = productSelectionQuery.parse(JSON.parse(JSON.stringify(toQuery(values, view))));
    const back = fromQuery(saved);
    expect(back.values).toEqual(values);
    // a saved search opens at its first page
    expect(back.view).toEqual({ ...view, page: 1 });
    expect(toQuery(back.values, back.view)).toEqual({ ...toQuery(values, view), page: 1 });
    // and through the URL it is the same search
    const url = readSearch(writeSearch(back.values, back.view));
    expect(url.values).toEqual(values);
  });

  it('leaves out what the query does not set, and keeps a zero', () => {
    const back = fromQuery(productSelectionQuery.parse({ bsr: { min: 0 }, aplus: false }));
    expect(back.values).toEqual({ marketplace: 'US', bsr: { min: '0' }, aplus: 'no' });
    // no sort saved: the server's default sort (decisions/0038)
    expect(back.view).toEqual({ page: 1, size: 50 });
  });
});

import { productSelectionQuery } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, parseBound, toQuery, validateFilters, type FilterValues } from './filters';

const base: FilterValues = { marketplace: 'US' };
const keys = (values: FilterValues) => validateFilters(values).map((e) => `${e.name.join('.')}:${e.key}`);

describe('parseBound', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    [undefined, undefined],
    ['15', 15],
    [' 15.5 ', 15.5],
    ['-3', -3],
    ['.5', 0.5],
  ])('%j is %j', (text, value) => {
    expect(parseBound(text)).toBe(value);
  });

  it.each(['abc', '12abc', '1e3', '0x10', 'Infinity', '1,000', '--1', '1.2.3'])(
    '%j is not a number',
    (text) => {
      expect(parseBound(text)).toBeNaN();
    },
  );
});

describe('validateFilters', () => {
  it('accepts empty filters and open ranges', () => {
    expect(validateFilters(base)).toEqual([]);
    expect(validateFilters({ ...base, price: { min: '15' }, bsr: { max: '5000' } })).toEqual([]);
  });

  it('names a min above its max on the min box, and accepts equal bounds', () => {
    expect(keys({ ...base, price: { min: '40', max: '15' } })).toEqual(['price.min:minAboveMax']);
    expect(keys({ ...base, price: { min: '15', max: '15' } })).toEqual([]);
    // compared as numbers, not as text ("9" > "10" as text)
    expect(keys({ ...base, bsr: { min: '9', max: '10' } })).toEqual([]);
  });

  it('names a non-number in the box that has it', () => {
    expect(keys({ ...base, rating: { min: 'four', max: '5' }, weightG: { max: '12abc' } })).toEqual([
      'rating.min:notNumber',
      'weightG.max:notNumber',
    ]);
  });

  it('refuses negative values where none can exist, and allows them for moves and growth', () => {
    expect(keys({ ...base, price: { min: '-1' }, ratingCount: { max: '-5' } })).toEqual([
      'price.min:negative',
      'ratingCount.max:negative',
    ]);
    expect(
      keys({
        ...base,
        bsrGrowth: { min: '-500', max: '-10' },
        bsrGrowthRate: { min: '-50' },
        salesGrowthRate: { max: '-5' },
        newRatings30d: { min: '-3' },
      }),
    ).toEqual([]);
  });

  it('does not compare a pair when one side is already wrong', () => {
    expect(keys({ ...base, price: { min: 'x', max: '1' } })).toEqual(['price.min:notNumber']);
  });

  it('checks seller countries, size tiers and text lengths', () => {
    expect(keys({ ...base, sellerCountries: ['cn', 'US'] })).toEqual([]);
    expect(keys({ ...base, sellerCountries: ['China'] })).toEqual(['sellerCountries:country']);
    expect(keys({ ...base, sizeTiers: ['x'.repeat(61)] })).toEqual(['sizeTiers:tooLong']);
    expect(keys({ ...base, sizeTiers: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual([
      'sizeTiers:tooMany',
    ]);
    expect(keys({ ...base, keyword: 'k'.repeat(501) })).toEqual(['keyword:tooLong']);
  });

  it('takes its limits from the contract and names them, ranges first as the form shows them', () => {
    expect(
      validateFilters({
        ...base,
        category: 'c'.repeat(1001),
        sellerCountries: Array.from({ length: 51 }, () => 'CN'),
        price: { min: '-1' },
      }),
    ).toEqual([
      { name: ['price', 'min'], key: 'negative' },
      { name: ['category'], key: 'tooLong', params: { max: 1000 } },
      { name: ['sellerCountries'], key: 'tooMany', params: { max: 50 } },
    ]);
  });
});

describe('toQuery', () => {
  it('makes the API query: numbers, per cent as fractions, flags, lists, trimmed text', () => {
    const query = toQuery(
      {
        marketplace: 'UK',
        category: ' Toys & Games ',
        keyword: 'wooden  puzzle',
        excludeKeywords: '   ',
        price: { min: '15', max: '40' },
        bsrGrowthRate: { min: '25' },
        salesGrowthRate: { min: '-10', max: '7' },
        sellerCountries: ['cn', ' us', 'CN'],
        fulfilment: ['FBA'],
        bestSeller: 'yes',
        video: 'no',
        aplus: 'any',
      },
      { sort: 'price', order: 'desc', page: 2, size: 20 },
    );
    expect(query).toMatchObject({
      marketplace: 'UK',
      category: 'Toys & Games',
      keyword: 'wooden  puzzle',
      price: { min: 15, max: 40 },
      bsrGrowthRate: { min: 0.25 },
      salesGrowthRate: { min: -0.1, max: 0.07 },
      sellerCountries: ['CN', 'US'],
      fulfilment: ['FBA'],
      bestSeller: true,
      video: false,
      sort: 'price',
      order: 'desc',
      page: 2,
      size: 20,
    });
    expect(query.excludeKeywords).toBeUndefined();
    expect(query.aplus).toBeUndefined();
    expect(query.rating).toBeUndefined();
    // what the server accepts, unchanged
    expect(productSelectionQuery.parse(query)).toEqual(JSON.parse(JSON.stringify(query)));
  });

  it('sends only the bound that was given', () => {
    expect(toQuery({ ...base, bsr: { max: '5000' } }, DEFAULT_VIEW).bsr).toEqual({ max: 5000 });
  });
});

import { describe, expect, it } from 'vitest';
import { history, point } from '../test/fixtures';
import { asinsFromParam } from './asins';
import { priceKindsOf, priceSeriesOption } from './price-series';
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

describe('the price lines of one product', () => {
  it('draws each kind observed twice as its own stepped line, and names the others', () => {
    const h = history('B0TESTAAA1', [
      point('2026-08-01T00:00:00.000Z', { amazonPrice: 25.99, newPrice: 24.99, fbaPrice: 26.5 }),
      point('2026-08-20T00:00:00.000Z', { amazonPrice: null, newPrice: 21.49 }),
      point('2026-08-21T00:00:00.000Z', { amazonPrice: 24.5, newPrice: 21.49 }),
    ]);
    const kinds = priceKindsOf(h);
    expect(kinds).toEqual({ drawn: ['price', 'amazonPrice', 'newPrice'], empty: ['fbaPrice'] });
    const option = priceSeriesOption(h, kinds.drawn, {
      label: (k) => k,
      format: String,
      date: (iso) => iso,
    }) as { legend: { data: string[] }; series: { name: string; step: string; data: unknown[] }[] };
    expect(option.legend.data).toEqual(['price', 'amazonPrice', 'newPrice']);
    const amazon = option.series.find((s) => s.name === 'amazonPrice')!;
    // a moment without Amazon's offer is left out, not drawn as zero
    expect(amazon.data).toEqual([
      ['2026-08-01T00:00:00.000Z', 25.99],
      ['2026-08-21T00:00:00.000Z', 24.5],
    ]);
    expect(option.series.every((s) => s.step === 'end')).toBe(true);
  });
});

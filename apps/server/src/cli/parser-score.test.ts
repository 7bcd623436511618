import type { ProductPage, SearchPage } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { addScores, scorePage } from './parser-score.js';

const product: ProductPage = {
  kind: 'product',
  marketplace: 'UK',
  asin: 'B01GAWQSFW',
  title: 'Simple Leather Vintage Female Quartz Watch',
  brand: 'Lintimes',
  price: { amount: 12.98, currency: 'GBP' },
  priceCondition: 'used',
  rating: null,
  ratingCount: 0,
  bsr: null,
  dateFirstAvailable: '2016-05-29',
  weight: { value: 22.7, unit: 'g', of: 'package' },
  dimensions: null,
  imageUrl: null,
  boughtPastMonth: null,
};

describe('scorePage', () => {
  it('counts every field the page shows and reads them all when the parser agrees', () => {
    const { imageUrl: _image, boughtPastMonth: _bought, ...expected } = product;
    expect(scorePage(expected, product)).toEqual({ known: 8, read: 8, invented: 0, misses: [] });
  });

  it('misses a used price read as new, and counts a value the page does not show as invented', () => {
    const expected = { ...product, rating: null };
    const actual: ProductPage = {
      ...product,
      priceCondition: 'new',
      rating: 4.5,
      title: '  Simple Leather Vintage  Female Quartz Watch ',
    };
    const score = scorePage(expected, actual);
    expect(score).toMatchObject({ known: 8, read: 7, invented: 1 });
    expect(score.misses).toEqual([
      'price: expected {"amount":12.98,"condition":"used","currency":"GBP"}, got {"amount":12.98,"condition":"new","currency":"GBP"}',
      'rating: invented 4.5',
    ]);
  });

  it('scores results by position and counts items that are not results as invented', () => {
    const item = {
      title: 'Soap',
      price: { amount: 8.98, currency: 'EUR' },
      rating: null,
      ratingCount: null,
      sponsored: false,
    };
    const expected = {
      kind: 'search',
      marketplace: 'DE',
      keyword: 'seife',
      items: [{ position: 1, asin: '1731219210', title: 'Soap', price: { amount: 8.98, currency: 'EUR' } }],
    };
    const actual: SearchPage = {
      kind: 'search',
      marketplace: 'DE',
      keyword: 'seife',
      items: [
        { ...item, position: 1, asin: '1731219210' },
        { ...item, position: 2, asin: 'B07K3Y2XMG' },
      ],
    };
    const score = scorePage(expected, actual);
    expect(score).toMatchObject({ known: 5, read: 5, invented: 1 });
    expect(addScores([score, score])).toMatchObject({ known: 10, read: 10, invented: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  keywordMinerPath,
  marketDetailPath,
  productDetailPath,
  reverseAsinPath,
  termResearchPath,
} from './research-links';

describe('links between the research screens', () => {
  it('writes each screen’s address with its query encoded and ASIN lists readable', () => {
    expect(productDetailPath('US', ['B0TESTAAA1', 'B0TESTBBB2'])).toBe(
      '/products/hot-product-detail?marketplace=US&asins=B0TESTAAA1,B0TESTBBB2',
    );
    expect(reverseAsinPath('UK', ['B0TESTAAA1'])).toBe('/keyword/reverse?marketplace=UK&asins=B0TESTAAA1');
    expect(marketDetailPath('US', { node: 'Toys & Games > Puzzles' })).toBe(
      '/products/hot-market-detail?marketplace=US&node=Toys+%26+Games+%3E+Puzzles',
    );
    expect(marketDetailPath('US', { keyword: 'garlic press' })).toBe(
      '/products/hot-market-detail?marketplace=US&keyword=garlic+press',
    );
    expect(keywordMinerPath('US', 'yoga mat')).toBe('/keyword/miner?marketplace=US&seed=yoga+mat');
    expect(termResearchPath('US', 'a&b')).toBe('/search/research?marketplace=US&term=a%26b');
  });
});

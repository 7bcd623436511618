import type { BrandFlag } from '@asinasin/contract';

/** A product's brand-word flag for web tests: a live SION mark, in class 18 when the category is mapped. */
export const brandFlag = (asin: string, mapped: boolean): BrandFlag => ({
  asin,
  classes: mapped
    ? { categoryPath: 'Suitcases', category: 'Suitcases', classes: [18], basis: 'heading', note: null }
    : { categoryPath: 'Women', category: null, classes: [], basis: null, note: null },
  hits: [
    {
      words: 'Sion',
      mark: 'SION',
      owner: 'Sion Luggage Co',
      office: 'USPTO',
      serialNumber: '97100001',
      status: 'live',
      classes: [18],
      why: 'exact',
    },
  ],
});

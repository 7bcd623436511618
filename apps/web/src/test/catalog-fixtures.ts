import type { SelectedProduct } from '@asinasin/contract';

/**
 * A catalog product row as the research calls return it, for web tests (test values, never shown
 * to a seller): a UK toy with price, rating and BSR; every value the data can lack is null unless given.
 */
export function catalogProduct(overrides: Partial<SelectedProduct> = {}): SelectedProduct {
  return {
    marketplace: 'UK',
    asin: 'B000TOY001',
    title: 'Wooden puzzle',
    brand: 'Acme',
    imageUrl: null,
    categoryPath: 'Toys & Games > Puzzles',
    price: 19.99,
    currency: 'GBP',
    rating: 4.5,
    ratingCount: 1234,
    bsr: 2500,
    bsrCategory: 'Toys & Games',
    subBsr: null,
    subBsrCategory: null,
    sellerCount: null,
    sellerName: null,
    sellerCountry: null,
    fulfilment: null,
    weightG: null,
    volumeCm3: null,
    sizeTier: null,
    variantCount: null,
    rankDrops30: null,
    rankDrops90: null,
    rankDrops180: null,
    isBestSeller: null,
    isAmazonsChoice: null,
    hasAplus: null,
    hasVideo: null,
    dateFirstAvailable: null,
    boughtPastMonth: null,
    bsrGrowth: null,
    bsrGrowthRate: null,
    newRatings30d: null,
    sales30d: null,
    salesGrowthRate: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

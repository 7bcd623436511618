import { API, type HistoryPoint, type ProductHistory, type SelectedProduct } from '@asinasin/contract';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { fakeApi } from '../../../test/fake-api';

/** A product row as the API returns it (test values, never shown to a seller). */
export function product(overrides: Partial<SelectedProduct> = {}): SelectedProduct {
  return catalogProduct({
    marketplace: 'US',
    asin: 'B0TESTAAA1',
    title: 'Vanilla body wash',
    categoryPath: 'Beauty > Bath',
    price: 12,
    currency: 'USD',
    ratingCount: 1000,
    bsr: null,
    bsrCategory: null,
    boughtPastMonth: 2000,
    ...overrides,
  });
}

export function point(observedAt: string, overrides: Partial<HistoryPoint> = {}): HistoryPoint {
  return {
    observedAt,
    price: 12,
    currency: 'USD',
    bsr: 5,
    bsrCategory: null,
    browseNode: '111',
    rootBsr: null,
    rating: 4.5,
    ratingCount: 1000,
    boughtPastMonth: null,
    estimatedSales: null,
    amazonPrice: null,
    newPrice: null,
    fbaPrice: null,
    subBsr: null,
    subBsrCategory: null,
    runId: 2,
    ...overrides,
  };
}

export function history(asin: string, series: HistoryPoint[]): ProductHistory {
  return {
    product: product({ asin }),
    series,
    sources: [
      {
        runId: 1,
        kind: 'products',
        format: 'canonical',
        fileName: 'catalog.csv',
        importedAt: '2026-01-02T03:00:00.000Z',
        fields: ['price', 'title'],
        observations: 0,
      },
    ],
    fieldSources: { price: 1, title: 1 },
    salesMethod: { basis: null, observations: 0, computedAt: null },
    rankDrops: { d30: null, d90: null, d180: null },
  };
}

/** Answers /api/amazon/asin with these products; records the bodies. */
export function historyServer(products: ProductHistory[], missing: string[] = []) {
  fakeApi.on(API.productHistory, { products, missing });
}

export function historyBodies(): { asins: string[] }[] {
  return fakeApi.bodies(API.productHistory) as { asins: string[] }[];
}

import { API, type HistoryPoint, type ProductHistory, type SelectedProduct } from '@asinasin/contract';
import type { Mock } from 'vitest';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { jsonResponse } from '../../../test/render';

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
  };
}

/** Answers /api/amazon/asin with these products; records the bodies. */
export function historyServer(
  fetchMock: Mock<typeof fetch>,
  products: ProductHistory[],
  missing: string[] = [],
) {
  fetchMock.mockImplementation((input) => {
    if (String(input) === API.productHistory) {
      return Promise.resolve(jsonResponse({ code: 1, msg: '', data: { products, missing } }));
    }
    return Promise.resolve(jsonResponse({ code: 404, msg: 'nope', data: null }, 404));
  });
}

export function historyBodies(fetchMock: Mock<typeof fetch>): { asins: string[] }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === API.productHistory)
    .map(([, init]) => JSON.parse(String(init?.body)) as { asins: string[] });
}

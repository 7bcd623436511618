import { API, type SelectedProduct } from '@asinasin/contract';
import type { Mock } from 'vitest';
import { jsonResponse } from '../../../test/render';

/** A product row as the API returns it; every value the data can lack is null unless given. */
export function product(overrides: Partial<SelectedProduct> = {}): SelectedProduct {
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

export interface FakeServer {
  rows?: SelectedProduct[];
  total?: number;
  /** the catalog's product count in the site stats */
  catalogProducts?: number;
  /** answer the selection with this status and envelope instead */
  fail?: { status: number; code: number; msg: string };
}

/** Answers the calls the selection makes, like the existing page tests do. */
export function fakeServer(fetchMock: Mock<typeof fetch>, server: FakeServer) {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url === API.productSelection) {
      if (server.fail) {
        const { status, ...envelope } = server.fail;
        return Promise.resolve(jsonResponse({ ...envelope, data: null }, status));
      }
      const rows = server.rows ?? [];
      return Promise.resolve(
        jsonResponse({ code: 1, msg: '', data: { rows, total: server.total ?? rows.length } }),
      );
    }
    if (url === API.siteStats) {
      return Promise.resolve(
        jsonResponse({
          code: 1,
          msg: '',
          data: { products: server.catalogProducts ?? 100, dimensions: 23, marketplaces: 9, users: 1 },
        }),
      );
    }
    return Promise.resolve(jsonResponse({ code: 404, msg: 'nope', data: null }, 404));
  });
}

/** The bodies the page sent to the selection call, parsed. */
export function selectionBodies(fetchMock: Mock<typeof fetch>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === API.productSelection)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

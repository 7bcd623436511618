import {
  API,
  type CategoryMarket,
  type MarketDetail,
  type MarketRanking,
  type NicheResult,
} from '@asinasin/contract';
import { fakeApi } from '../../../test/fake-api';
import { catalogProduct } from '../../../test/catalog-fixtures';

/** A ranked category market as the API returns it; figures unknown unless given. */
export function categoryMarket(overrides: Partial<CategoryMarket> = {}): CategoryMarket {
  return {
    path: 'Toys & Games',
    name: 'Toys & Games',
    level: 1,
    parentPath: null,
    children: 2,
    products: 512,
    sample: 100,
    units: 12345,
    unitsLow: 8000,
    unitsHigh: 16000,
    withUnits: 100,
    boughtPastMonth: null,
    boughtKnown: 0,
    price: 19.5,
    currency: 'GBP',
    rating: 4.4,
    ratingCount: 830,
    concentrationBasis: 'units',
    brandTop3: 0.42,
    brandTop10: 0.7,
    brandKnown: 100,
    newShare: null,
    firstAvailableKnown: 90,
    asOf: null,
    fbaShare: null,
    fulfilmentKnown: 0,
    aplusShare: null,
    aplusKnown: 0,
    ...overrides,
  };
}

const figure = (value: number | null) =>
  value === null ? { value, reason: 'noSample' as const } : { value };
const tops = (v: number | null) => ({ top3: figure(v), top5: figure(v), top10: figure(v), top20: figure(v) });

/** A market detail with two products. */
export function marketDetail(overrides: Partial<MarketDetail> = {}): MarketDetail {
  const base = catalogProduct({
    dateFirstAvailable: '2020-05-01',
    sales30d: { units: 300, low: 200, high: 400, curve: 'UK/Toys & Games', calibrated: false },
  });
  return {
    marketplace: 'UK',
    node: 'Toys & Games > Puzzles',
    keyword: null,
    metrics: {
      sample: { rule: 'top 100', products: 2, ranked: 2, marketProducts: 2 },
      asOf: { value: null, reason: 'noSnapshot' as const, rule: 'newest snapshot' },
      units: { basis: 'sales_30d', withEstimate: 2, withoutEstimate: 0 },
      amazonReported: { boughtPastMonthSum: figure(null), products: 0 },
      concentration: { product: tops(1), brand: tops(1), seller: tops(null) },
      newProducts: {
        known: 2,
        months1: { productShare: figure(null), unitsShare: figure(null) },
        months3: { productShare: figure(null), unitsShare: figure(null) },
        months6: { productShare: figure(null), unitsShare: figure(null) },
        months12: { productShare: figure(null), unitsShare: figure(null) },
      },
      fulfilment: { FBA: figure(null), FBM: figure(null), AMZ: figure(null), unknown: figure(1) },
      aplus: { known: 0, share: figure(null) },
      video: { known: 0, share: figure(null) },
      average: { currency: 'GBP', price: figure(15), rating: figure(4.5), ratingCount: figure(900) },
      priceBands: {
        rule: 'quantiles',
        bands: { value: [{ from: 10, to: 20, products: 2, unitsShare: figure(1) }] },
      },
    },
    products: [
      base,
      { ...base, asin: 'B000TOY002', title: 'Jigsaw 1000', price: 10, dateFirstAvailable: '2021-02-01' },
    ],
    brands: { basis: 'units', known: 2, rows: [{ name: 'Acme', products: 2, share: 1 }] },
    sellers: { basis: null, known: 0, rows: [] },
    ratings: { known: 2, bins: [{ from: 4.5, to: 5, products: 2 }] },
    ratingCounts: { known: 2, bins: [{ from: 1000, to: 10000, products: 2 }] },
    listingAge: {
      unit: 'year',
      known: 2,
      bins: [
        { from: 2020, to: 2021, products: 1 },
        { from: 2021, to: 2022, products: 1 },
      ],
    },
    runs: [{ id: 2, kind: 'products', fileName: 'uk-toys.csv', finishedAt: '2026-01-01T00:00:00.000Z' }],
    ...overrides,
  };
}

export interface FakeMarkets {
  ranking?: Partial<MarketRanking>;
  niches?: NicheResult;
  detail?: MarketDetail;
  fail?: boolean;
}

/** Answers the hot-market calls. */
export function fakeMarkets(server: FakeMarkets) {
  if (server.fail) {
    for (const path of [API.marketRanking, API.categoryTree, API.marketNiches, API.marketDetail]) {
      fakeApi.fail(path, 500, '服务器开小差了', 500);
    }
    return;
  }
  const rows = server.ranking?.rows ?? [categoryMarket()];
  fakeApi.on(API.marketRanking, {
    rows,
    total: rows.length,
    computedAt: '2026-01-01T00:00:00.000Z',
    latestRun: { id: 2, kind: 'products', fileName: 'uk-toys.csv', finishedAt: null },
    ...server.ranking,
  });
  fakeApi.on(API.categoryTree, { parent: null, nodes: [] });
  if (server.niches) fakeApi.on(API.marketNiches, server.niches);
  fakeApi.on(API.marketDetail, server.detail ?? marketDetail());
}

/** The ranking calls' query strings. */
export function rankingQueries(): URLSearchParams[] {
  return fakeApi.calls(API.marketRanking).map((call) => call.url.searchParams);
}

import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dateToKeepaMinute } from '../../src/platform/keepa/keepa-time.js';

/** One observation of a fake product, in the catalog's units (prices in the marketplace's money). */
export interface FakeKeepaPoint {
  at: Date;
  amazon?: number | null;
  newPrice?: number | null;
  fba?: number | null;
  rank?: number | null;
  /** the rank in the product's `subRank` category at this moment */
  subRank?: number | null;
  rating?: number | null;
  ratingCount?: number | null;
  monthlySold?: number | null;
}

export interface FakeKeepaProduct {
  asin: string;
  domainId?: number;
  title?: string;
  brand?: string;
  /** root first: [[id, name], …] */
  categories?: [number, string][];
  points: FakeKeepaPoint[];
  /** a sub-category's current rank */
  subRank?: { categoryId: number; rank: number };
  drops?: { d30: number; d90: number; d180: number };
}

export interface FakeKeepaState {
  tokensLeft: number;
  refillRate: number;
  refillIn: number;
  /** answer every call 429 while this many calls are left (then serve again, as after a refill) */
  throttleCalls: number;
  /** add fields Keepa may send that this product does not know */
  unknownFields: boolean;
  products: Map<string, FakeKeepaProduct>;
  bestSellers: Map<string, string[]>;
  keys: Set<string>;
}

const seriesOf = (points: FakeKeepaPoint[], value: (p: FakeKeepaPoint) => number | null | undefined) =>
  points.flatMap((p) => {
    const v = value(p);
    return v === undefined ? [] : [dateToKeepaMinute(p.at), v === null ? -1 : v];
  });

const cents = (v: number | null | undefined) =>
  v === undefined ? undefined : v === null ? null : Math.round(v * 100);

/** A product object as Keepa writes it (Keepa API documentation, "Product Object"). */
export function keepaProductJson(p: FakeKeepaProduct, unknownFields = false): Record<string, unknown> {
  const csv: (number[] | null)[] = Array.from({ length: 36 }, () => null);
  csv[0] = seriesOf(p.points, (x) => cents(x.amazon));
  csv[1] = seriesOf(p.points, (x) => cents(x.newPrice));
  csv[3] = seriesOf(p.points, (x) => x.rank);
  csv[10] = seriesOf(p.points, (x) => cents(x.fba));
  csv[16] = seriesOf(p.points, (x) => (x.rating == null ? x.rating : Math.round(x.rating * 10)));
  csv[17] = seriesOf(p.points, (x) => x.ratingCount);
  const root = p.categories?.[0]?.[0];
  const last = p.points.at(-1);
  return {
    asin: p.asin,
    domainId: p.domainId ?? 1,
    productType: 0,
    title: p.title ?? null,
    brand: p.brand ?? null,
    categoryTree: p.categories?.map(([catId, name]) => ({ catId, name })) ?? null,
    rootCategory: root ?? null,
    salesRankReference: root ?? -1,
    salesRanks: {
      ...(root ? { [root]: seriesOf(p.points, (x) => x.rank) } : {}),
      ...(p.subRank
        ? {
            [p.subRank.categoryId]: p.points.some((x) => x.subRank !== undefined)
              ? seriesOf(p.points, (x) => x.subRank)
              : [dateToKeepaMinute(last!.at), p.subRank.rank],
          }
        : {}),
    },
    csv,
    monthlySold: last?.monthlySold ?? null,
    monthlySoldHistory: seriesOf(p.points, (x) => x.monthlySold),
    lastUpdate: last ? dateToKeepaMinute(last.at) : 0,
    stats: {
      current: [],
      salesRankDrops30: p.drops?.d30 ?? -1,
      salesRankDrops90: p.drops?.d90 ?? -1,
      salesRankDrops180: p.drops?.d180 ?? -1,
      ...(unknownFields ? { buyBoxStatsNew: { x: 1 } } : {}),
    },
    ...(unknownFields ? { someNewField2027: [1, 2, 3], variations: null } : {}),
  };
}

/**
 * A local server that speaks Keepa's JSON API: GET /product, /bestsellers, /token with `key`, the
 * token fields on every answer, 429 when the key lacks tokens. State is mutable by the test.
 */
export async function startFakeKeepa(initial: Partial<FakeKeepaState> = {}) {
  const state: FakeKeepaState = {
    tokensLeft: 1000,
    refillRate: 20,
    refillIn: 50,
    throttleCalls: 0,
    unknownFields: false,
    products: new Map(),
    bestSellers: new Map(),
    keys: new Set(['test-keepa-key']),
    ...initial,
  };
  const requests: URL[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-keepa');
    requests.push(url);
    const send = (status: number, body: Record<string, unknown>) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          timestamp: Date.now(),
          refillIn: state.refillIn,
          refillRate: state.refillRate,
          ...body,
        }),
      );
    };
    if (!state.keys.has(url.searchParams.get('key') ?? '')) {
      return send(400, { tokensLeft: 0, error: { type: 'invalidKey', message: 'Invalid API key' } });
    }
    if (state.throttleCalls > 0 || state.tokensLeft <= 0) {
      if (state.throttleCalls > 0) state.throttleCalls--;
      return send(429, { tokensLeft: Math.min(state.tokensLeft, 0) });
    }
    if (url.pathname === '/token') return send(200, { tokensLeft: state.tokensLeft });
    if (url.pathname === '/product') {
      const asins = (url.searchParams.get('asin') ?? '').split(',').filter(Boolean);
      const products = asins.map((asin) => {
        const known = state.products.get(asin);
        // an ASIN Keepa does not know comes back as an empty INVALID product
        return known
          ? keepaProductJson(known, state.unknownFields)
          : {
              asin,
              domainId: Number(url.searchParams.get('domain')),
              productType: 4,
              csv: null,
              title: null,
            };
      });
      // rating data costs one more token a product (Keepa API documentation, "Request Products")
      const consumed = asins.length * (url.searchParams.get('rating') === '1' ? 2 : 1);
      state.tokensLeft -= consumed;
      return send(200, { tokensLeft: state.tokensLeft, tokensConsumed: consumed, products });
    }
    if (url.pathname === '/bestsellers') {
      const category = url.searchParams.get('category') ?? '';
      const list = state.bestSellers.get(category);
      state.tokensLeft -= 50;
      return send(200, {
        tokensLeft: state.tokensLeft,
        tokensConsumed: 50,
        // Keepa API documentation, "Request Best Sellers": the answer's bestSellersList is a Best
        // Sellers object (domainId, lastUpdate in Keepa minutes, categoryId, asinList best first),
        // null when Keepa keeps no list for the category
        bestSellersList: list
          ? {
              domainId: Number(url.searchParams.get('domain')),
              lastUpdate: dateToKeepaMinute(new Date()),
              categoryId: Number(category),
              asinList: list,
            }
          : null,
      });
    }
    return send(404, { tokensLeft: state.tokensLeft, error: { message: 'unknown path' } });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeKeepa = Awaited<ReturnType<typeof startFakeKeepa>>;

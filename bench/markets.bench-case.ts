/**
 * The hot-market ranking for `npm run bench:catalog` (wired there later): `getIndustryBeltOne` over
 * every node of a marketplace, sorted by estimated units, through the HTTP API and as the same SQL
 * straight on DuckDB; also the time to recompute `category_markets` (after each import).
 *
 * DuckDB lets one process hold a catalog file, so the raw half runs before the server starts and
 * the API half while it runs, as catalog.bench.ts does with product selection:
 *   const raw = await rawMarketRanking(catalogFile(dataDir));
 *   // start the server, register a seller
 *   const api = await apiMarketRanking(server.baseUrl, user.token);
 *   printMarketRanking(raw, api);
 */
import { performance } from 'node:perf_hooks';
import { API, marketRankingQuery, type MarketRankingInput } from '@asinasin/contract';
import { rankingStatement } from '../apps/server/src/catalog/markets/markets.repository.js';
import { CatalogDb } from '../apps/server/src/platform/catalog/catalog-db.js';
import { migrateCatalog } from '../apps/server/src/platform/catalog/catalog-schema.js';
import { refreshCategoryMarkets } from '../apps/server/src/catalog/metrics/category-markets.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;

/** Every node (no level, no parent), by units, largest first; the first page and a deep one. */
const CASES: [string, MarketRankingInput][] = [
  ['every node by units, page 1', { marketplace: 'US', sort: 'units', order: 'desc', size: 100 }],
  ['every node by units, page 2', { marketplace: 'US', sort: 'units', order: 'desc', size: 100, page: 2 }],
  [
    'level 2, FBA ≥ 50 %, new ≥ 10 %',
    { marketplace: 'US', level: 2, fbaShareMin: 0.5, newShareMin: 0.1, sort: 'brandTop3', order: 'asc' },
  ],
];

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  rows: number;
  all: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function timeEach(run: (query: MarketRankingInput) => Promise<number>): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const [name, query] of CASES) {
    let rows = 0;
    for (let i = 0; i < WARM_UP; i++) rows = await run(query);
    const all: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await run(query);
      all.push(performance.now() - start);
    }
    const sorted = [...all].sort((a, b) => a - b);
    timings.push({ name, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), rows, all });
  }
  return timings;
}

/** The same statements on DuckDB in this process, after recomputing the table once (timed). */
export async function rawMarketRanking(
  duckdbPath: string,
): Promise<{ refreshSeconds: number; markets: number; timings: Timing[] }> {
  const catalog = await CatalogDb.open(duckdbPath, { memoryLimit: '512MB' });
  try {
    await migrateCatalog(catalog);
    const start = performance.now();
    const { markets } = await refreshCategoryMarkets(catalog);
    const refreshSeconds = (performance.now() - start) / 1000;
    const timings = await timeEach(async (input) => {
      // a case without a sort is timed on estimated units (the API picks one the catalog fills)
      const query = { sort: 'units' as const, order: 'desc' as const, ...marketRankingQuery.parse(input) };
      const { sql, params } = rankingStatement(query);
      // the statement carries the total: past the last page its one row has no node
      const rows = await catalog.all<{ path: string | null }>(sql, params);
      return rows.filter((row) => row.path !== null).length;
    });
    return { refreshSeconds, markets, timings };
  } finally {
    catalog.close();
  }
}

/** Through the HTTP API as a signed-in seller (`token` as the Authorization header). */
export function apiMarketRanking(baseUrl: string, token: string): Promise<Timing[]> {
  return timeEach(async (input) => {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    const res = await fetch(`${baseUrl}${API.marketRanking}?${query.toString()}`, {
      headers: { authorization: token },
    });
    const answer = (await res.json()) as { code: number; msg: string; data: { rows: unknown[] } };
    if (answer.code !== 1) throw new Error(`the API answered ${answer.code}: ${answer.msg}`);
    return answer.data.rows.length;
  });
}

export function printMarketRanking(raw: Awaited<ReturnType<typeof rawMarketRanking>>, api: Timing[]): void {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `\nhot-market ranking: category_markets of ${raw.markets.toLocaleString('en')} nodes recomputed in ${raw.refreshSeconds.toFixed(1)} s`,
  );
  console.log(`${'case'.padEnd(40)} ${'rows'.padStart(5)}   raw p50  raw p95   API p50  API p95   p95 ratio`);
  raw.timings.forEach((r, i) => {
    const a = api[i]!;
    if (r.rows !== a.rows) throw new Error(`${r.name}: the API gave ${a.rows} rows, DuckDB ${r.rows}`);
    console.log(
      `${r.name.padEnd(40)} ${String(a.rows).padStart(5)}   ${ms(r.p50)}  ${ms(r.p95)}   ${ms(a.p50)}  ${ms(a.p95)}   ${(a.p95 / r.p95).toFixed(2).padStart(9)}`,
    );
  });
}

/**
 * npm run bench:catalog — the research screens' heaviest calls over synthetic data (bench only,
 * never shown as data): product selection (ten representative filter sets) and the hot-market
 * ranking over every category node of a catalog of BENCH_PRODUCTS products (default 1,000,000),
 * then keyword mining over a Brand Analytics report of BENCH_TERMS terms (default 2,000,000). Each
 * runs through the HTTP API as a signed-in seller (the built server, its own process), and as the
 * same SQL straight on DuckDB in this process first; prints p50/p95 of each and the ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, productSelectionQuery, type ProductSelectionInput } from '@asinasin/contract';
import { DuckDBInstance } from '@duckdb/node-api';
import { registerSeller } from '../e2e/fixtures/api.js';
import { startServer } from '../e2e/fixtures/server.js';
import {
  selectionStatement,
  type KeywordMatch,
} from '../apps/server/src/catalog/products/product-selection.sql.js';
import { catalogFile } from '../apps/server/src/platform/catalog/catalog.js';
import { generateSyntheticCatalog } from './catalog-synthetic.js';
import { runKeywordsBench } from './keywords.bench-case.js';
import { apiMarketRanking, printMarketRanking, rawMarketRanking } from './markets.bench-case.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP = 3;

const FILTER_SETS: [string, ProductSelectionInput][] = [
  ['default: BSR order, page 1', {}],
  ['price 15-40, BSR 500-5000', { price: { min: 15, max: 40 }, bsr: { min: 500, max: 5000 } }],
  ['sales 300-1000 by sales desc', { sales30d: { min: 300, max: 1000 }, sort: 'sales30d', order: 'desc' }],
  ['category + rating ≥ 4.2', { category: 'Root 7', rating: { min: 4.2 } }],
  ['keyword "garlic press"', { keyword: 'garlic press' }],
  [
    'keyword + 3 excluded words',
    { keyword: 'portable', excludeKeywords: 'kids, baby, pet', price: { max: 60 } },
  ],
  // a part of words ("water", "watch"): the index finds every word holding it, as the scan does
  ['keyword part "wat", by sales', { keyword: 'wat', sort: 'sales30d', order: 'desc' }],
  [
    'growth > 0, new ratings ≥ 10, by growth rate',
    { bsrGrowth: { min: 1 }, newRatings30d: { min: 10 }, sort: 'bsrGrowthRate', order: 'desc' },
  ],
  [
    'FBA from CN, weight ≤ 500 g, A+',
    { fulfilment: ['FBA'], sellerCountries: ['CN'], weightG: { max: 500 }, aplus: true },
  ],
  [
    'seller count ≤ 3, ratings ≤ 200, page 50',
    { sellerCount: { max: 3 }, ratingCount: { max: 200 }, sort: 'ratingCount', page: 50 },
  ],
  [
    'the SPEC guidance, all at once',
    {
      category: 'Root 3 > Root 3 sub 2',
      price: { min: 15, max: 40 },
      bsr: { min: 500, max: 5000 },
      sales30d: { min: 300, max: 1000 },
      volumeCm3: { max: 20000 },
      variantCount: { max: 5 },
      sizeTiers: ['Large standard'],
      sort: 'price',
    },
  ],
  // the data-source filter (decisions/0061): a tenth of the products, and a fiftieth with a range
  ['source: Keepa (1 product in 10)', { source: 'keepa' }],
  ['source: a connection (1 in 50), price 15-40', { source: 'connection:1', price: { min: 15, max: 40 } }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

async function timeEach(
  run: (body: ProductSelectionInput) => Promise<number>,
  sets: [string, ProductSelectionInput][] = FILTER_SETS,
) {
  const results: { p50: number; p95: number; total: number; all: number[] }[] = [];
  for (const [, body] of sets) {
    let total = 0;
    for (let i = 0; i < WARM_UP; i++) total = await run(body);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      await run(body);
      times.push(performance.now() - start);
    }
    results.push({ ...summary(times), total, all: times });
  }
  return results;
}

/** The filter sets with keywords: timed again with the substring scan the word index replaced. */
const KEYWORD_SETS = FILTER_SETS.filter(([, body]) => body.keyword);

/**
 * The same statement the API runs, straight on DuckDB with the server's memory limit; then the
 * keyword sets as the substring scan over every title (what the word index replaced).
 */
async function rawEngine(dataDir: string) {
  const instance = await DuckDBInstance.create(catalogFile(dataDir), { memory_limit: '512MB' });
  const connection = await instance.connect();
  const statementOf = (keywords: KeywordMatch) => async (body: ProductSelectionInput) => {
    // a bench case without a sort is timed on the BSR sort (the API picks one the catalog fills)
    const query = { sort: 'bsr' as const, order: 'asc' as const, ...productSelectionQuery.parse(body) };
    const window = { limit: query.size, offset: (query.page - 1) * query.size };
    const { sql, params } = selectionStatement(query, window, keywords);
    const reader = await connection.runAndReadAll(sql, params);
    return Number(reader.getRows()[0]![0]);
  };
  const results = await timeEach(statementOf('index'));
  const scan = await timeEach(statementOf('scan'), KEYWORD_SETS);
  connection.closeSync();
  instance.closeSync();
  return { results, scan };
}

async function throughApi(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
  try {
    const { user } = await registerSeller(server.baseUrl);
    const selection = await timeEach(async (body) => {
      const res = await fetch(`${server.baseUrl}${API.productSelection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.token },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { code: number; msg: string; data: { total: number } };
      if (answer.code !== 1) throw new Error(`the API answered ${answer.code}: ${answer.msg}`);
      return answer.data.total;
    });
    return { selection, markets: await apiMarketRanking(server.baseUrl, user.token) };
  } finally {
    await server.stop();
  }
}

// BENCH_STAGES=keywords runs keyword mining alone (writing the products takes minutes)
const STAGES = (process.env.BENCH_STAGES ?? 'products,keywords').split(',');
if (!STAGES.includes('products')) {
  if (STAGES.includes('keywords')) await runKeywordsBench();
  process.exit(0);
}

// BENCH_CATALOG_DIR keeps the synthetic catalog between runs (10M products take minutes to write);
// a folder whose catalog was written for another BENCH_PRODUCTS is written again
const kept = process.env.BENCH_CATALOG_DIR;
const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));
const written = path.join(dataDir, `synthetic-${PRODUCTS}.done`);
if (kept && fs.existsSync(written)) {
  console.log(`\nsynthetic catalog of ${PRODUCTS.toLocaleString('en')} products kept in ${dataDir}`);
} else {
  if (kept) fs.rmSync(dataDir, { recursive: true, force: true });
  const generating = performance.now();
  const refreshSeconds = await generateSyntheticCatalog(dataDir, PRODUCTS);
  const fileMb = fs.statSync(catalogFile(dataDir)).size / 1024 / 1024;
  console.log(
    `\nsynthetic catalog: ${PRODUCTS.toLocaleString('en')} products with 3 snapshots for 4 in 5, written in ${((performance.now() - generating) / 1000).toFixed(1)} s, ${fileMb.toFixed(0)} MB`,
  );
  console.log(`history metrics and estimates of every product recomputed in ${refreshSeconds.toFixed(1)} s`);
  if (kept) fs.writeFileSync(written, new Date().toISOString());
}
const { results: raw, scan } = await rawEngine(dataDir);
// DuckDB lets one process hold the file: the raw halves run before the server starts
const rawMarkets = await rawMarketRanking(catalogFile(dataDir));
const { selection: api, markets: apiMarkets } = await throughApi(dataDir);

const ms = (value: number) => value.toFixed(1).padStart(7);
console.log(`\nproduct selection, ${ROUNDS} rounds each, one request at a time (ms)`);
console.log(
  `${'filter set'.padEnd(46)} ${'matches'.padStart(9)}   raw p50  raw p95   API p50  API p95   p95 ratio`,
);
FILTER_SETS.forEach(([name], i) => {
  const r = raw[i]!;
  const a = api[i]!;
  if (r.total !== a.total) throw new Error(`${name}: the API counted ${a.total}, DuckDB ${r.total}`);
  console.log(
    `${name.padEnd(46)} ${String(a.total).padStart(9)}   ${ms(r.p50)}  ${ms(r.p95)}   ${ms(a.p50)}  ${ms(a.p95)}   ${(a.p95 / r.p95).toFixed(2).padStart(9)}`,
  );
});
const rawAll = summary(raw.flatMap((r) => r.all));
const apiAll = summary(api.flatMap((a) => a.all));
console.log(
  `${'all filter sets'.padEnd(46)} ${''.padStart(9)}   ${ms(rawAll.p50)}  ${ms(rawAll.p95)}   ${ms(apiAll.p50)}  ${ms(apiAll.p95)}   ${(apiAll.p95 / rawAll.p95).toFixed(2).padStart(9)}`,
);
console.log(
  `aim: API p95 under 50 ms (${apiAll.p95.toFixed(1)} ms) and within 2x of the raw engine (${(apiAll.p95 / rawAll.p95).toFixed(2)}x)`,
);
console.log(`\nkeyword filters: the substring scan over every title against the word index (ms)`);
console.log(
  `${'filter set'.padEnd(46)} ${'matches'.padStart(9)}  scan p50 scan p95   raw p50   raw p95   API p50   API p95   API p95 / scan p95`,
);
KEYWORD_SETS.forEach(([name], k) => {
  const i = FILTER_SETS.findIndex(([other]) => other === name);
  const [s, r, a] = [scan[k]!, raw[i]!, api[i]!];
  if (s.total !== r.total) throw new Error(`${name}: the word index counted ${r.total}, the scan ${s.total}`);
  console.log(
    `${name.padEnd(46)} ${String(a.total).padStart(9)}  ${ms(s.p50)}  ${ms(s.p95)}  ${ms(r.p50)}  ${ms(r.p95)}  ${ms(a.p50)}  ${ms(a.p95)}   ${(a.p95 / s.p95).toFixed(2).padStart(9)}`,
  );
});
const apiKeywords = summary(
  KEYWORD_SETS.flatMap(([name]) => api[FILTER_SETS.findIndex(([n]) => n === name)]!.all),
);
console.log(`aim: keyword filters' API p95 ≤ 60 ms at 10M products (${apiKeywords.p95.toFixed(1)} ms here)`);
printMarketRanking(rawMarkets, apiMarkets);
if (STAGES.includes('keywords')) await runKeywordsBench();
if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });

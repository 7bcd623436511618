/**
 * Keyword mining over a synthetic Brand Analytics report of BENCH_TERMS search terms (default
 * 2,000,000; synthetic: bench only, never imported into a seller's catalog, never shown as data),
 * two weeks of it so the rank trend has a period to read. Each query runs four ways in one run: every
 * term tested and the word index, both as the SQL statements straight on DuckDB (periods, page +
 * count, word roots, trend), the newest week in memory in this process (decisions/0065), and the
 * HTTP API as a signed-in seller (the built server, its own process, which reads the week on
 * start); prints p50/p95 of each, and the memory index's build time and size.
 *
 * `catalog.bench.ts` wires `runKeywordsBench()`; `npx tsx bench/keywords.bench-case.ts` runs it alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, keywordMineQuery, type KeywordMineInput, type KeywordMineQuery } from '@asinasin/contract';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { registerSeller } from '../e2e/fixtures/api.js';
import { startServer } from '../e2e/fixtures/server.js';
import {
  minePageStatement,
  periodsStatement,
  rootsStatement,
  trendStatement,
  type TermMatch,
} from '../apps/server/src/catalog/keywords/keywords.sql.js';
import { mineKeywords, resolvePeriod } from '../apps/server/src/catalog/keywords/keywords.repository.js';
import { miningIndexFor } from '../apps/server/src/catalog/keywords/mining-index.js';
import { catalogFile, openCatalog } from '../apps/server/src/platform/catalog/catalog.js';
import { rebuildTermWords } from '../apps/server/src/platform/catalog/term-words.js';

const WORDS = (
  'for with and the women men kids set pack case cover holder stand organizer storage bag box ' +
  'garlic press lemon squeezer yoga mat water bottle phone charger cable lamp desk chair pillow ' +
  'blanket towel mug kettle knife board pan pot spoon fork cup bowl plate toy puzzle doll car ball ' +
  'bike helmet glove sock shirt hat wallet watch ring necklace brush comb mirror soap candle frame ' +
  'clock fan heater filter pump hose drill hammer saw tape glue pen pencil notebook marker ' +
  'stainless steel silicone wooden bamboo portable wireless magnetic waterproof large small mini ' +
  'heavy duty organic baby pet dog cat bird fish garden kitchen bath travel outdoor camping running ' +
  'black white red blue pink green gold silver 2 3 4 6 10 12 inch xl pro max plus gift christmas'
).split(' ');

const QUERIES: [string, KeywordMineInput][] = [
  ['seed "garlic"', { seed: 'garlic' }],
  ['phrase "garlic press"', { seed: 'garlic press', phrase: true }],
  [
    '"wireless" + rank ≤ 500k, 3-5 words',
    { seed: 'wireless', rank: { max: 500_000 }, wordCount: { min: 3, max: 5 } },
  ],
  ['"bamboo" + include + 2 excludes', { seed: 'bamboo', include: ['kitchen'], exclude: ['kids', 'pet'] }],
  [
    '"case" by click concentration, page 5',
    { seed: 'case', sort: 'clickConcentration', order: 'desc', page: 5 },
  ],
  ['"for" (common word) low concentration', { seed: 'for', clickConcentration: { max: 0.3 } }],
];

const TERMS = Number(process.env.BENCH_TERMS ?? 2_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARM_UP = 2;

/**
 * Writes two weekly reports of `terms` terms each straight with DuckDB (range() and hash()): terms of
 * 1 to 6 words drawn with a skew (frequent words come often, like real searches), unique by a
 * numbered suffix on a tenth, up to three clicked products with shares that sum to at most 1.
 */
export async function generateSyntheticSearchTerms(dataDir: string, terms = TERMS): Promise<number> {
  const started = performance.now();
  const catalog = await openCatalog(dataDir, '4GB');
  try {
    const list = `[${WORDS.map((w) => `'${w}'`).join(', ')}]`;
    const pick = (salt: number) =>
      `${list}[(((hash(i * 97 + ${salt}) % 1000003)::double / 1000003) ** 2 * ${WORDS.length})::integer + 1]`;
    const u = (salt: number) => `((hash(i * 97 + ${salt}) % 1000003)::double / 1000003)`;
    const [run] = await catalog.all<{ id: number }>(
      `insert into import_runs (kind, format, file_name, checksum, status, rows_read, accepted, started_at, finished_at)
       values ('search-terms', 'synthetic-bench', 'bench only, never shown', 'synthetic', 'done', $1, $1, now(), now())
       returning id`,
      [terms * 2],
    );
    for (const [start, end, salt] of [
      ['2024-01-07', '2024-01-13', 0],
      ['2024-01-14', '2024-01-20', 1],
    ] as const) {
      await catalog.run(`
        insert into search_terms (marketplace, department, search_term, period_start, period_end,
          search_frequency_rank, asin_1, click_share_1, conversion_share_1, asin_2, click_share_2,
          conversion_share_2, asin_3, click_share_3, conversion_share_3, run_id)
        select 'US', 'Amazon.com', term, date '${start}', date '${end}',
          -- the second week moves each rank by up to a fifth
          greatest(1, (i * (1 + ${salt} * (${u(9)} - 0.5) * 0.4))::integer),
          'B0' || lpad(upper(to_base((hash(i * 97 + 10) % 2000000)::bigint, 36)), 8, '0'), round(s1, 4), round(s1 * ${u(11)}, 4),
          'B0' || lpad(upper(to_base((hash(i * 97 + 12) % 2000000)::bigint, 36)), 8, '0'), round(s2, 4), round(s2 * ${u(13)}, 4),
          'B0' || lpad(upper(to_base((hash(i * 97 + 14) % 2000000)::bigint, 36)), 8, '0'), round(s3, 4), round(s3 * ${u(15)}, 4),
          ${run!.id}
        from (
          select i, s1, s1 * ${u(16)} as s2, s1 * ${u(16)} * ${u(17)} as s3,
            concat_ws(' ', ${pick(1)}, ${pick(2)},
              case when ${u(3)} < 0.8 then ${pick(4)} end, case when ${u(5)} < 0.5 then ${pick(6)} end,
              case when ${u(7)} < 0.2 then ${pick(8)} end, case when i % 10 = 0 then (i // 10)::varchar end) as term
          from (select i, 0.05 + ${u(18)} * 0.5 as s1 from range(1, ${terms + 1}) t(i))
        )
        -- a term once per period, as the importer keeps it
        qualify row_number() over (partition by term order by i) = 1`);
    }
    // the word index mining reads, as an import writes it
    await rebuildTermWords(catalog);
    await catalog.run('checkpoint');
  } finally {
    catalog.close();
  }
  return (performance.now() - started) / 1000;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

async function timeEach(run: (query: KeywordMineQuery) => Promise<number>, rounds: number) {
  const results: { p50: number; p95: number; total: number; all: number[] }[] = [];
  for (const [, input] of QUERIES) {
    const query = keywordMineQuery.parse(input);
    let total = 0;
    for (let i = 0; i < WARM_UP; i++) total = await run(query);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await run(query);
      times.push(performance.now() - start);
    }
    results.push({ ...summary(times), total, all: times });
  }
  return results;
}

/** What the API runs for one mining call, statement for statement, on one DuckDB connection. */
async function rawMine(
  connection: DuckDBConnection,
  query: KeywordMineQuery,
  match: TermMatch = 'index',
): Promise<number> {
  const rows = async (statement: { sql: string; params: unknown[] }) =>
    (await connection.runAndReadAll(statement.sql, statement.params as never)).getRowObjectsJS();
  const periods = await rows(periodsStatement(query.marketplace));
  const period = { start: String(periods[0]!.period_start), end: String(periods[0]!.period_end) };
  const [page] = await Promise.all([
    rows(minePageStatement(query, period, undefined, match)),
    rows(rootsStatement(query, period, undefined, undefined, match)),
  ]);
  const terms = page.map((row) => row.term).filter((term): term is string => typeof term === 'string');
  if (terms.length) await rows(trendStatement(query.marketplace, period, terms));
  return Number(page[0]?.total ?? 0);
}

/**
 * Reads the newest week into memory in this process, as the server does on start, and times mining
 * there (match, filters, sort, page, count, roots and trend, plus the two stamps each call reads).
 */
async function inMemory(dataDir: string, rounds: number) {
  const catalog = await openCatalog(dataDir, '512MB');
  try {
    const { periods } = await resolvePeriod(catalog, { marketplace: 'US' });
    // the heap and the typed arrays' memory outside it
    const heap = () => {
      globalThis.gc?.();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = heap();
    const started = performance.now();
    const index = await miningIndexFor(catalog, 'US', periods[0]!, periods);
    const seconds = (performance.now() - started) / 1000;
    const bytes = heap() - before;
    if (!index) throw new Error('the newest week was not read into memory');
    const times = await timeEach(async (query) => (await mineKeywords(catalog, query)).total, rounds);
    return {
      times,
      seconds,
      bytes,
      estimate: index.bytes,
      size: index.size,
      measured: globalThis.gc !== undefined,
    };
  } finally {
    catalog.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Builds the report, times every way, prints the table; the data folder is removed afterwards. */
export async function runKeywordsBench(terms = TERMS, rounds = ROUNDS): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-keywords-'));
  const seconds = await generateSyntheticSearchTerms(dataDir, terms);
  console.log(
    `\nsynthetic search terms: 2 weeks of ${terms.toLocaleString('en')} terms, written in ${seconds.toFixed(1)} s; load average ${load()}`,
  );

  const memory = await inMemory(dataDir, rounds);
  const instance = await DuckDBInstance.create(catalogFile(dataDir), { memory_limit: '512MB' });
  const connection = await instance.connect();
  const raw = await timeEach((query) => rawMine(connection, query), rounds);
  // the same calls testing every term of the period: what the word index replaced
  const scan = await timeEach((query) => rawMine(connection, query, 'scan'), rounds);
  connection.closeSync();
  instance.closeSync();

  // the server reads the newest week on start; the warm-up calls wait for it
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
  let api: Awaited<ReturnType<typeof timeEach>>;
  try {
    const { user } = await registerSeller(server.baseUrl);
    const mine = async (query: KeywordMineQuery) => {
      const res = await fetch(`${server.baseUrl}${API.keywordMine}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.token },
        body: JSON.stringify(query),
      });
      const answer = (await res.json()) as { code: number; msg: string; data: { total: number } };
      if (answer.code !== 1) throw new Error(`the API answered ${answer.code}: ${answer.msg}`);
      return answer.data.total;
    };
    // the first call waits for the server's read of the week; the next ones pay the collection of
    // the read's garbage (a one-time pause after each import): the rounds time the steady state
    for (const [, input] of [...QUERIES, ...QUERIES]) await mine(keywordMineQuery.parse(input));
    api = await timeEach(mine, rounds);
  } finally {
    await server.stop(); // removes dataDir
  }

  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `\nkeyword mining, ${rounds} rounds each, one call at a time (ms); load average ${load()}\n` +
      'scan: every term tested (raw DuckDB); SQL: the word index (raw DuckDB); memory: in process; API: HTTP',
  );
  console.log(
    `${'query'.padEnd(40)} ${'matches'.padStart(8)}  scan p50 scan p95   SQL p50  SQL p95  mem p50  mem p95   API p50  API p95`,
  );
  QUERIES.forEach(([name], i) => {
    const [s, r, m, a] = [scan[i]!, raw[i]!, memory.times[i]!, api[i]!];
    if (new Set([s.total, r.total, m.total, a.total]).size !== 1)
      throw new Error(
        `${name}: counts differ: scan ${s.total}, SQL ${r.total}, memory ${m.total}, API ${a.total}`,
      );
    console.log(
      `${name.padEnd(40)} ${String(a.total).padStart(8)} ${[s, r, m, a].map((x) => `${ms(x.p50)} ${ms(x.p95)}`).join(' ')}`,
    );
  });
  const all = (runs: { all: number[] }[]) => summary(runs.flatMap((x) => x.all));
  const row = [scan, raw, memory.times, api].map(all);
  console.log(
    `${'all queries'.padEnd(40)} ${''.padStart(8)} ${row.map((x) => `${ms(x.p50)} ${ms(x.p95)}`).join(' ')}`,
  );
  const heap = memory.measured
    ? `${(memory.bytes / 2 ** 20).toFixed(0)} MB measured (heap and typed arrays)`
    : 'heap not measured (run node with --expose-gc)';
  console.log(
    `the newest week in memory: ${memory.size.toLocaleString('en')} terms read in ${memory.seconds.toFixed(1)} s, ${heap}, ` +
      `${(memory.estimate / 2 ** 20).toFixed(0)} MB by the index's estimate (${(memory.estimate / memory.size).toFixed(0)} bytes a term)`,
  );
  console.log(
    `aim: keyword mining's API p95 ≤ 50 ms at 2M terms: ${row[3]!.p95.toFixed(1)} ms here (${row[3]!.p95 <= 50 ? 'met' : 'not met'}); the scan's p95 ${row[0]!.p95.toFixed(1)} ms, the SQL index's ${row[1]!.p95.toFixed(1)} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await runKeywordsBench();
}

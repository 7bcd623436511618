/**
 * Keyword mining over a synthetic Brand Analytics report of BENCH_TERMS search terms (default
 * 2,000,000; synthetic: bench only, never imported into a seller's catalog, never shown as data),
 * two weeks of it so the rank trend has a period to read. Each query runs through the HTTP API as a
 * signed-in seller (the built server, its own process) and as the same statements straight on
 * DuckDB (periods, page + count, word roots, trend: what the API runs); prints p50/p95 and the ratio.
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

/** Builds the report, times both ways, prints the table; the data folder is removed afterwards. */
export async function runKeywordsBench(terms = TERMS, rounds = ROUNDS): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-keywords-'));
  const seconds = await generateSyntheticSearchTerms(dataDir, terms);
  console.log(
    `\nsynthetic search terms: 2 weeks of ${terms.toLocaleString('en')} terms, written in ${seconds.toFixed(1)} s`,
  );

  const instance = await DuckDBInstance.create(catalogFile(dataDir), { memory_limit: '512MB' });
  const connection = await instance.connect();
  const raw = await timeEach((query) => rawMine(connection, query), rounds);
  // the same calls testing every term of the period: what the word index replaced
  const scan = await timeEach((query) => rawMine(connection, query, 'scan'), rounds);
  connection.closeSync();
  instance.closeSync();

  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
  let api: Awaited<ReturnType<typeof timeEach>>;
  try {
    const { user } = await registerSeller(server.baseUrl);
    api = await timeEach(async (query) => {
      const res = await fetch(`${server.baseUrl}${API.keywordMine}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.token },
        body: JSON.stringify(query),
      });
      const answer = (await res.json()) as { code: number; msg: string; data: { total: number } };
      if (answer.code !== 1) throw new Error(`the API answered ${answer.code}: ${answer.msg}`);
      return answer.data.total;
    }, rounds);
  } finally {
    await server.stop(); // removes dataDir
  }

  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(`\nkeyword mining, ${rounds} rounds each, one request at a time (ms)`);
  console.log(
    `${'query'.padEnd(44)} ${'matches'.padStart(9)}   raw p50  raw p95   API p50  API p95   p95 ratio`,
  );
  QUERIES.forEach(([name], i) => {
    const r = raw[i]!;
    const a = api[i]!;
    if (r.total !== a.total) throw new Error(`${name}: the API counted ${a.total}, DuckDB ${r.total}`);
    console.log(
      `${name.padEnd(44)} ${String(a.total).padStart(9)}   ${ms(r.p50)}  ${ms(r.p95)}   ${ms(a.p50)}  ${ms(a.p95)}   ${(a.p95 / r.p95).toFixed(2).padStart(9)}`,
    );
  });
  const rawAll = summary(raw.flatMap((r) => r.all));
  const apiAll = summary(api.flatMap((a) => a.all));
  console.log(
    `${'all queries'.padEnd(44)} ${''.padStart(9)}   ${ms(rawAll.p50)}  ${ms(rawAll.p95)}   ${ms(apiAll.p50)}  ${ms(apiAll.p95)}   ${(apiAll.p95 / rawAll.p95).toFixed(2).padStart(9)}`,
  );
  console.log(`\nkeyword mining: testing every term of the period against the word index (ms)`);
  console.log(
    `${'query'.padEnd(44)} ${'matches'.padStart(9)}  scan p50 scan p95   raw p95   API p95   API p95 / scan p95`,
  );
  QUERIES.forEach(([name], i) => {
    const [s, r, a] = [scan[i]!, raw[i]!, api[i]!];
    if (s.total !== r.total)
      throw new Error(`${name}: the word index counted ${r.total}, the scan ${s.total}`);
    console.log(
      `${name.padEnd(44)} ${String(a.total).padStart(9)}  ${ms(s.p50)}  ${ms(s.p95)}  ${ms(r.p95)}  ${ms(a.p95)}   ${(a.p95 / s.p95).toFixed(2).padStart(9)}`,
    );
  });
  const scanAll = summary(scan.flatMap((s) => s.all));
  console.log(
    `aim: keyword mining's API p95 ≤ 50 ms at 2M terms (${apiAll.p95.toFixed(1)} ms here; the scan's raw p95 ${scanAll.p95.toFixed(1)} ms, ${(scanAll.p95 / rawAll.p95).toFixed(2)}x the index's)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await runKeywordsBench();
}

/**
 * The trademark part of npm run bench:ip: trademark search over synthetic marks (BENCH_MARKS, a
 * comma list, default 100,000 and 1,000,000; bench only, never imported into a seller's catalog,
 * never shown as data) against a brute-force baseline in the same run: every mark's forms compared
 * in a plain loop in this process (the same tests, no columns, no index). Prints p50/p95 of each
 * and the ratio, and the first search's time (it reads the marks into memory); at 100,000 also the
 * search testing every mark in DuckDB (no index).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { distance } from 'fastest-levenshtein';
import { markKeys, searchTrademarks } from '../apps/server/src/catalog/index.js';
import { openCatalog } from '../apps/server/src/platform/catalog/catalog.js';
import { allowedDistance } from '../apps/server/src/catalog/trademarks/trademark-search.js';

const SIZES = (process.env.BENCH_MARKS ?? '100000,1000000').split(',').map(Number);
/** few rounds, full size: 8 brands × 5 rounds is 40 timings per figure */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BASELINE_ROUNDS = Number(process.env.BENCH_BASELINE_ROUNDS ?? 2);
/** the search without its index is slow at 1,000,000: measured up to this size only */
const SCAN_UP_TO = 100_000;
const SYLLABLES = (
  'ka ko ki mo ma mi lu lo la ne no na ri ro ra sa so su te to ta vi vo va ze zo za bel bor bri ' +
  'cor cal dan del fin flo gar gen hal hel jan jor kel lin mar mel nor pal per quin ran sel tor ul ven wil xan yor zen'
).split(' ');
const SUFFIXES = ['', '', '', ' home', ' pro', ' tech', ' kids', 'ly', 'ex', ' life'];
const OFFICES = ['USPTO', 'EUIPO', 'DPMA', 'WIPO'];
const BRANDS = ['Sunny Home', 'Korvax', 'Lumiere', 'Pyth0n', 'Marvelo', 'TURCOOL', 'Zenbel Pro', 'Kitchenly'];

/** A deterministic pseudo-random sequence: the same marks every run. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

interface Keys {
  compact: string;
  skeleton: string;
  phonetic1: string;
  phonetic2: string;
  length: number;
}

export async function generate(dataDir: string, marks: number) {
  const rng = numbers(7);
  const next = (n: number) => rng.next().value! % n;
  const file = path.join(dataDir, 'marks.ndjson');
  const fd = fs.openSync(file, 'w');
  const memory: Keys[] = [];
  let lines: string[] = [];
  for (let i = 0; i < marks; i++) {
    let mark = '';
    const parts = 2 + next(2);
    for (let p = 0; p < parts; p++) mark += SYLLABLES[next(SYLLABLES.length)];
    mark = mark[0]!.toUpperCase() + mark.slice(1) + SUFFIXES[next(SUFFIXES.length)];
    const keys = markKeys(mark);
    memory.push({ ...keys, length: keys.skeleton.length });
    lines.push(
      JSON.stringify({
        id: `SYN:${i}`,
        mark_key: i + 1,
        mark,
        norm: keys.norm,
        compact: keys.compact,
        skeleton: keys.skeleton,
        mark_length: keys.skeleton.length,
        pinyin: keys.pinyin,
        phonetic1: keys.phonetic1,
        phonetic2: keys.phonetic2,
        office: OFFICES[next(4)],
        serial_number: String(90_000_000 + i),
        status: next(3) === 0 ? 'dead' : 'live',
        classes: [1 + next(45)],
        format: 'synthetic-bench',
        run_id: 0,
      }),
    );
    if (lines.length === 50_000) {
      fs.writeSync(fd, lines.join('\n') + '\n');
      lines = [];
    }
  }
  if (lines.length) fs.writeSync(fd, lines.join('\n') + '\n');
  fs.closeSync(fd);
  const catalog = await openCatalog(dataDir, '2GB');
  await catalog.run(
    `insert into trademarks (id, mark_key, mark, norm, compact, skeleton, mark_length, pinyin, phonetic1, phonetic2,
       office, serial_number, status, classes, format, run_id, updated_at)
     select id, mark_key, mark, norm, compact, skeleton, mark_length, pinyin, phonetic1, phonetic2, office,
       serial_number, status, classes, format, run_id, now() from read_json('${file}', format = 'newline_delimited',
       columns = {id: 'varchar', mark_key: 'bigint', mark: 'varchar', norm: 'varchar', compact: 'varchar', skeleton: 'varchar',
         mark_length: 'integer', pinyin: 'varchar', phonetic1: 'varchar', phonetic2: 'varchar', office: 'varchar',
         serial_number: 'varchar', status: 'varchar', classes: 'integer[]', format: 'varchar', run_id: 'integer'})`,
  );
  fs.rmSync(file);
  // the first search after an import reads the marks into memory (mark-index.ts): timed on its own
  const loading = performance.now();
  await searchTrademarks(catalog, { trademark: 'first', page: 1, size: 20 });
  const indexSeconds = (performance.now() - loading) / 1000;
  return { catalog, memory, indexSeconds };
}

/** The same tests as the search, on every mark, in a loop: what the search would cost with no columns. */
function bruteForce(memory: Keys[], brand: string): number {
  const probe = markKeys(brand);
  const d = allowedDistance(probe.skeleton.length);
  let found = 0;
  for (const m of memory) {
    if (
      m.compact === probe.compact ||
      m.skeleton === probe.skeleton ||
      (probe.phonetic1.length >= 2 &&
        Math.abs(m.length - probe.skeleton.length) <= 3 &&
        (m.phonetic1 === probe.phonetic1 ||
          m.phonetic1 === probe.phonetic2 ||
          m.phonetic2 === probe.phonetic1)) ||
      (d > 0 && distance(m.skeleton, probe.skeleton) <= d) ||
      (probe.skeleton.length >= 4 && m.skeleton.includes(probe.skeleton)) ||
      (m.length >= 4 && probe.skeleton.includes(m.skeleton))
    ) {
      found++;
    }
  }
  return found;
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function time(run: (brand: string) => Promise<unknown> | unknown, rounds = ROUNDS, warmUp = true) {
  const times: number[] = [];
  if (warmUp) for (const brand of BRANDS) await run(brand);
  for (let r = 0; r < rounds; r++) {
    for (const brand of BRANDS) {
      const start = performance.now();
      await run(brand);
      times.push(performance.now() - start);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: p(sorted, 0.5), p95: p(sorted, 0.95) };
}

const row = (name: string, r: { p50: number; p95: number }) =>
  `  ${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`;

async function benchSize(marks: number): Promise<{ marks: number; p95: number; baselineP95: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-trademarks-'));
  try {
    const started = performance.now();
    const { catalog, memory, indexSeconds } = await generate(dataDir, marks);
    console.log(
      `trademarks: ${marks.toLocaleString('en')} synthetic marks written in ${((performance.now() - started) / 1000).toFixed(1)} s (first search, which reads them into memory: ${indexSeconds.toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB)`,
    );
    try {
      const search = await time((trademark) =>
        searchTrademarks(catalog, { trademark, page: 1, size: 20 }, { use: 'index' }),
      );
      const filtered = await time((trademark) =>
        searchTrademarks(
          catalog,
          { trademark, page: 1, size: 20, classes: [9, 21], status: 'live' },
          { use: 'index' },
        ),
      );
      // the loop takes seconds a brand at 1,000,000 marks and has nothing to warm: fewer rounds
      const baseline = await time((brand) => bruteForce(memory, brand), BASELINE_ROUNDS, false);
      console.log(
        `trademark search over ${marks.toLocaleString('en')} marks, ${BRANDS.length} brands × ${ROUNDS} rounds (aim: p95 ≤ 100 ms)`,
      );
      console.log(row('search by the in-memory index (live first, page of 20)', search));
      console.log(row('search with classes 9, 21 and live only', filtered));
      if (marks <= SCAN_UP_TO) {
        const scan = await time((trademark) =>
          searchTrademarks(catalog, { trademark, page: 1, size: 20 }, { use: 'scan' }),
        );
        console.log(row('search without the index (every mark tested)', scan));
      }
      console.log(row(`brute-force baseline (every mark in a loop, ${BASELINE_ROUNDS} rounds)`, baseline));
      console.log(`  ratio baseline / search at p95: ${(baseline.p95 / search.p95).toFixed(2)}×`);
      return { marks, p95: search.p95, baselineP95: baseline.p95 };
    } finally {
      catalog.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runTrademarkBench(): Promise<{ marks: number; p95: number; baselineP95: number }[]> {
  const results = [];
  for (const marks of SIZES) results.push(await benchSize(marks));
  return results;
}

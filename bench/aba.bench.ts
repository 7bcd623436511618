/**
 * npm run bench:aba — imports a synthetic Brand Analytics Search Terms report (BENCH_TERMS terms,
 * default 2,000,000; synthetic: bench only, never shown as data) as the Seller Central CSV and as
 * the SP-API JSON, and prints terms per second, peak memory, and the ratio to DuckDB's own
 * read_csv of the same CSV, each in a process of its own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const TERMS = Number(process.env.BENCH_TERMS ?? 2_000_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-aba-'));
const asin = (n: number) => `B0${n.toString(36).toUpperCase().padStart(8, '0')}`;
const share = (n: number, k: number) => (((n * 7919 + k * 104729) % 1000) / 4000).toFixed(4);

async function write(file: string, lines: (n: number) => string, head: string, tail: string) {
  const out = fs.createWriteStream(file);
  out.write(head);
  let chunk = '';
  for (let n = 1; n <= TERMS; n++) {
    chunk += lines(n);
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      chunk = '';
    }
  }
  out.write(chunk + tail);
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

const csv = path.join(dir, 'search-terms.csv');
const json = path.join(dir, 'search-terms.json');
const header = ['Department', 'Search Term', 'Search Frequency Rank'].concat(
  [1, 2, 3].flatMap((k) => [
    `#${k} Clicked ASIN`,
    `#${k} Product Title`,
    `#${k} Click Share`,
    `#${k} Conversion Share`,
  ]),
);
await write(
  csv,
  (n) =>
    `Amazon.com,synthetic term ${n},${n},${[1, 2, 3].map((k) => `${asin(n * 3 + k)},Product ${n}-${k},${share(n, k)},${share(n, k + 3)}`).join(',')}\n`,
  'Department=["Amazon.com"],Reporting Range=["Weekly"],Select week=["Week 23 | 2021-06-06 - 2021-06-12"]\n' +
    header.join(',') +
    '\n',
  '',
);
await write(
  json,
  (n) =>
    [1, 2, 3]
      .map(
        (k) =>
          `${n === 1 && k === 1 ? '' : ','}{"departmentName":"Amazon.com","searchTerm":"synthetic term ${n}","searchFrequencyRank":${n},"clickedAsin":"${asin(n * 3 + k)}","clickShareRank":${k},"clickShare":${share(n, k)},"conversionShare":${share(n, k + 3)}}\n`,
      )
      .join(''),
  '{"reportSpecification":{"reportType":"GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT","reportOptions":{"reportPeriod":"WEEK"},"dataStartTime":"2021-06-06","dataEndTime":"2021-06-12","marketplaceIds":["ATVPDKIKX0DER"]},"dataByDepartmentAndSearchTerm":[\n',
  ']}\n',
);

interface Run {
  rows: number;
  seconds: number;
  maxRssMb: number;
}
async function run(...args: string[]): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'aba-run.ts'), ...args],
    {
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as Run;
}

const size = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(0)} MB`;
const sizes = { csv: size(csv), json: size(json) };
const baseline = await run('read_csv', csv);
const fromCsv = await run('import', csv, 'US');
const fromJson = await run('import', json);
fs.rmSync(dir, { recursive: true, force: true });

const line = (name: string, r: Run) =>
  `${name.padEnd(34)} ${r.rows.toLocaleString('en').padStart(10)} terms  ${r.seconds.toFixed(1).padStart(6)} s  ${Math.round(
    r.rows / r.seconds,
  )
    .toLocaleString('en')
    .padStart(10)} terms/s  peak RSS ${r.maxRssMb.toFixed(0).padStart(5)} MB`;
console.log(
  `\nSearch Terms import, ${TERMS.toLocaleString('en')} synthetic terms (CSV ${sizes.csv}, JSON ${sizes.json} with 3 items a term)`,
);
console.log(line('DuckDB read_csv alone (baseline)', baseline));
console.log(line('import, Seller Central CSV', fromCsv));
console.log(line('import, SP-API JSON', fromJson));
console.log(
  `CSV import takes ${(fromCsv.seconds / baseline.seconds).toFixed(2)}x the time of read_csv (aim ≤ 3); JSON ${(fromJson.seconds / baseline.seconds).toFixed(2)}x`,
);
console.log(`aim: ≥ 400,000 terms/s and peak RSS < 1,024 MB`);

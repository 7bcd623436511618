/**
 * npm run bench:web — the JavaScript a browser fetches before the home page can start: the entry
 * script of the built index.html plus every `modulepreload` it lists, each gzipped with node:zlib at
 * level 9 (what a static server or CDN precompressing assets would send). Prints each chunk, the
 * total and its ratio to the first-load budget. kB are 1000 bytes, as Vite prints them.
 *
 * By default it builds the web app into a temporary folder (with a manifest, so it can also say what
 * the home route loads right after the entry). `--dist <folder>` reads an existing build instead,
 * e.g. `npm run bench:web -- --dist apps/web/dist`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The first load's budget: 234.5 kB reached (docs/speed.md) plus a small margin. `npm test` checks
 * it on the build the end-to-end tests use (scripts/test.sh), so a regression fails the suite.
 */
const BUDGET_BYTES = 240_000;
const GZIP_LEVEL = 9;
/**
 * What the entry fetches at once for the home page (`/`), by manifest key ending: the route's page
 * and Chinese messages, the endpoints (response schemas) of the shell's first calls, dayjs with its locale.
 */
const AFTER_ENTRY = [
  'src/features/home/pages/home-page.tsx',
  'src/features/home/i18n/zh-CN.json',
  'src/lib/shell-endpoints.ts',
  'node_modules/dayjs/locale/zh-cn.js',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function buildIntoTemp(): { dist: string; cleanup: () => void } {
  const dist = mkdtempSync(path.join(tmpdir(), 'asinasin-web-bench-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];
}

/** The entry module script and the modulepreload links of index.html, in document order. */
export function firstLoadScripts(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isEntry = /^<script/i.test(tag) && attribute(tag, 'type') === 'module' && attribute(tag, 'src');
    const isPreload = /^<link/i.test(tag) && attribute(tag, 'rel') === 'modulepreload';
    const url = isEntry ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined;
    if (url && !files.includes(url)) files.push(url);
  }
  return files;
}

function gzipSize(file: string): { raw: number; gz: number } {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gz: gzipSync(bytes, { level: GZIP_LEVEL }).length };
}

/** Chunks fetched right after the first load (AFTER_ENTRY and their static imports). */
function afterEntryFiles(manifest: Manifest, alreadyLoaded: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const ending of AFTER_ENTRY) {
    const key = Object.keys(manifest).find((k) => k.endsWith(ending));
    if (key) visit(key);
    else console.warn(`not in the build: ${ending}`);
  }
  return [...files].filter((file) => !alreadyLoaded.has(file));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const distArg = process.argv.indexOf('--dist');
const build =
  distArg >= 0
    ? // relative to where npm was started, not to this workspace
      {
        dist: path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[distArg + 1] ?? ''),
        cleanup: () => {},
      }
    : buildIntoTemp();
try {
  const html = readFileSync(path.join(build.dist, 'index.html'), 'utf8');
  const scripts = firstLoadScripts(html);
  if (scripts.length === 0) throw new Error('index.html names no entry script');
  const rows = scripts.map((url) => ({ url, ...gzipSize(path.join(build.dist, url.replace(/^\//, ''))) }));
  const total = rows.reduce((sum, row) => sum + row.gz, 0);

  const shown = build.dist.startsWith(root) ? path.relative(root, build.dist) : 'a fresh build';
  console.log(`\nFirst load of ${shown}: entry + modulepreload`);
  console.log(`gzip level ${GZIP_LEVEL} (node:zlib), kB = 1000 bytes`);
  for (const row of [...rows].sort((a, b) => b.gz - a.gz)) {
    console.log(`${kB(row.gz).padStart(10)}  ${kB(row.raw).padStart(10)} raw  ${row.url}`);
  }
  console.log(`${kB(total).padStart(10)}  total of ${rows.length} scripts`);
  const ratio = total / BUDGET_BYTES;
  console.log(`budget ratio ${ratio.toFixed(2)} of ${kB(BUDGET_BYTES)} (aim ≤ 1.00)`);

  const manifestFile = path.join(build.dist, '.vite/manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const loaded = new Set(scripts.map((url) => url.replace(/^\//, '')));
    const extra = afterEntryFiles(manifest, loaded).map((file) => gzipSize(path.join(build.dist, file)).gz);
    const added = extra.reduce((sum, size) => sum + size, 0);
    console.log(
      `then, for the home page, ${extra.length} more chunks (route, messages, response schemas, dayjs): ` +
        `${kB(added)}, ${kB(total + added)} in all`,
    );
  }
  if (ratio > 1) process.exitCode = 1;
} finally {
  build.cleanup();
}

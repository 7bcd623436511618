import { performance } from 'node:perf_hooks';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { learnBasis, PREFIX, project, restLength } from './drawing-basis.js';
import { strongest } from './drawing-strongest.js';
import { lap, type DrawingSearchSplit } from './drawing-search-split.js';
import { DESCRIPTOR_LENGTH as L } from './drawing-descriptor.js';

/*
 * The drawings' descriptors, read once from the catalog into one Float32Array (a row per drawing)
 * and read again only when an import changed them (the newest run and the count): a search then
 * scans memory, never the catalog's blobs: a compact prefix of every drawing first, then the full
 * descriptors of a few thousand at most (topDrawings; docs/data/design-patents.md has the method,
 * when it is exact, and the bench's figures at 100,000 drawings).
 */
interface LoadedIndex {
  version: string;
  numbers: string[];
  positions: Map<string, number>;
  /** a row per drawing: its descriptor as stored, for the exact scores */
  vectors: Float32Array;
  /** the basis of the compact prefix, learnt from these drawings (drawing-basis.ts) */
  basis: Float32Array;
  /** a row of PREFIX per drawing: its projection on the basis, what the first pass scans */
  prefixes: Float32Array;
  /** per drawing, the length of what its prefix leaves out (for the upper bound) */
  rests: Float32Array;
}

let cached: LoadedIndex | undefined;

async function versionOf(catalog: CatalogQueries): Promise<string> {
  const [row] = await catalog.all<{ runs: number | null; count: number }>(
    'select max(run_id) as runs, count(*) as count from design_patent_drawings',
  );
  return `${row?.runs ?? 0}/${row?.count ?? 0}`;
}

/** The read under way, so a search during a warm-up waits for it rather than reading again. */
let reading: { version: string; index: Promise<LoadedIndex> } | undefined;

/** The version read under way: the reads of one search (its page, the index's size) share it. */
let checking: { catalog: CatalogQueries; version: Promise<string> } | undefined;

function currentVersion(catalog: CatalogQueries): Promise<string> {
  if (checking?.catalog === catalog) return checking.version;
  const version = versionOf(catalog);
  checking = { catalog, version };
  const done = () => {
    if (checking?.version === version) checking = undefined;
  };
  version.then(done, done);
  return version;
}

async function loadIndex(catalog: CatalogQueries): Promise<LoadedIndex> {
  const version = await currentVersion(catalog);
  if (cached?.version === version) return cached;
  if (reading?.version !== version) {
    const index = readIndex(catalog, version);
    reading = { version, index };
    index
      .finally(() => {
        if (reading?.index === index) reading = undefined;
      })
      .catch(() => undefined);
  }
  return reading.index;
}

/**
 * Reads the drawings into memory ahead of the first image search (on start, after a design-patent
 * import), so no seller's search waits for the read (seconds at 100,000 drawings). A failure is
 * left for that search to meet and report.
 */
export function warmDrawingIndex(catalog: CatalogQueries): void {
  loadIndex(catalog).catch(() => undefined);
}

/** Rows transformed between two yields, so a load of 100,000 drawings leaves the server responsive. */
const CHUNK = 5000;

async function readIndex(catalog: CatalogQueries, version: string): Promise<LoadedIndex> {
  const rows = await catalog.all<{ patent_number: string; descriptor: Uint8Array }>(
    'select patent_number, descriptor from design_patent_drawings order by patent_number',
  );
  const n = rows.length;
  const vectors = new Float32Array(n * L);
  rows.forEach((row, i) => {
    const bytes = row.descriptor;
    vectors.set(
      new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
      i * L,
    );
  });
  const numbers = rows.map((row) => row.patent_number);
  rows.length = 0;
  const basis = learnBasis(vectors, n);
  const prefixes = new Float32Array(n * PREFIX);
  const rests = new Float32Array(n);
  for (let from = 0; from < n; from += CHUNK) {
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = from; i < Math.min(n, from + CHUNK); i++)
      rests[i] = restLength(vectors, i * L, project(basis, vectors, i * L, prefixes, i * PREFIX));
  }
  cached = {
    version,
    numbers,
    positions: new Map(numbers.map((number, i) => [number, i])),
    vectors,
    basis,
    prefixes,
    rests,
  };
  return cached;
}

function checkRotations(queries: Float32Array[]): void {
  if (queries.length === 0 || queries.length > 4) throw new Error('a query has 1 to 4 rotations');
}

/** The best dot product of row `i` with the queries (1 to 4 rotations). */
function bestDot(vectors: Float32Array, i: number, queries: Float32Array[]): number {
  const [q0, q1 = q0, q2 = q0, q3 = q0] = queries as [Float32Array, ...Float32Array[]];
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  for (let j = 0, at = i * L; j < L; j++, at++) {
    const v = vectors[at]!;
    d0 += q0![j]! * v;
    d1 += q1![j]! * v;
    d2 += q2![j]! * v;
    d3 += q3![j]! * v;
  }
  return Math.max(d0, d1, d2, d3);
}

/** The descriptor's two parts are unit length each: a cosine is the dot product over 2. */
const similarityOf = (dot: number) => Math.max(0, dot) / 2;

/** Scores of every indexed drawing for a query, read by patent number (patent number → 0..1). */
export interface DrawingScores {
  get(patentNumber: string): number | undefined;
}

/** Every indexed drawing's best similarity to the query (over its rotations): each one scored. */
export async function scoreDrawings(
  catalog: CatalogQueries,
  queries: Float32Array[],
): Promise<DrawingScores> {
  const index = await loadIndex(catalog);
  checkRotations(queries);
  const scores = new Float32Array(index.numbers.length);
  for (let i = 0; i < scores.length; i++) scores[i] = similarityOf(bestDot(index.vectors, i, queries));
  return {
    get: (patentNumber) => {
      const at = index.positions.get(patentNumber);
      return at === undefined ? undefined : scores[at];
    },
  };
}

/** Drawings scored in full in any case: the best by prefix (the rest of the page's end's rivals). */
const CANDIDATES = 400;
/** At most this many drawings are scored in full by a search (the candidates and the bound's). */
const FULL_SCORES = 3000;
/** float rounding in a bound (a prefix, a rest length): a bound is never allowed to undercut */
const SLACK = 1e-3;

/**
 * The `k` drawings most like the query (best rotation), best first, among `only` (patent
 * numbers) when given, without scoring every drawing in full. A first pass reads each drawing's
 * compact prefix (drawing-basis.ts) against every rotation, in one loop over typed arrays: an
 * estimate of its score and an upper bound. The CANDIDATES best by estimate are scored in full,
 * then, highest bound first, every drawing whose bound beats the k-th best score so far, until
 * none can or FULL_SCORES drawings were scored. When the bound rules out the rest first (every
 * index of up to FULL_SCORES drawings, and most queries with one clear match), the result is
 * exactly brute force's top k; otherwise a drawing outside the candidates that the estimate
 * ranked low could be missed (bench:ip measures how often against brute force).
 */
export async function topDrawings(
  catalog: CatalogQueries,
  queries: Float32Array[],
  k: number,
  only?: Iterable<string>,
  split?: DrawingSearchSplit,
): Promise<{ patentNumber: string; score: number }[]> {
  let at = performance.now();
  const index = await loadIndex(catalog);
  at = lap(split, 'read', at);
  checkRotations(queries);
  const n = index.numbers.length;
  // the rotations' prefixes side by side (4 per direction) and their rests; a missing one repeats
  const q = new Float32Array(PREFIX * 4);
  const one = new Float32Array(PREFIX);
  const r = [0, 0, 0, 0];
  for (let turn = 0; turn < 4; turn++) {
    const query = queries[Math.min(turn, queries.length - 1)]!;
    r[turn] = restLength(query, 0, project(index.basis, query, 0, one, 0)) + SLACK;
    for (let c = 0; c < PREFIX; c++) q[c * 4 + turn] = one[c]!;
  }
  const [r0, r1, r2, r3] = r as [number, number, number, number];
  at = lap(split, 'project', at);
  const estimates = new Float32Array(n).fill(-Infinity);
  const bounds = new Float32Array(n).fill(-Infinity);
  const { prefixes, rests } = index;
  const scan = (i: number) => {
    let d0 = 0;
    let d1 = 0;
    let d2 = 0;
    let d3 = 0;
    for (let c = 0, p = i * PREFIX, j = 0; c < PREFIX; c++, p++, j += 4) {
      const v = prefixes[p]!;
      d0 += q[j]! * v;
      d1 += q[j + 1]! * v;
      d2 += q[j + 2]! * v;
      d3 += q[j + 3]! * v;
    }
    const rest = rests[i]! + SLACK;
    estimates[i] = Math.max(d0, d1, d2, d3);
    bounds[i] = Math.max(d0 + r0 * rest, d1 + r1 * rest, d2 + r2 * rest, d3 + r3 * rest);
  };
  if (only) {
    for (const number of only) {
      const position = index.positions.get(number);
      if (position !== undefined) scan(position);
    }
  } else for (let i = 0; i < n; i++) scan(i);
  at = lap(split, 'scan', at);
  const best = new TopK(k);
  const scored = new Uint8Array(n);
  const candidates = strongest(estimates, Math.max(k, CANDIDATES));
  for (const i of candidates) {
    best.offer(i, bestDot(index.vectors, i, queries));
    scored[i] = 1;
  }
  const open = Array.from(strongest(bounds, FULL_SCORES - candidates.length)).filter(
    (i) => scored[i] === 0 && bounds[i]! > best.floor(),
  );
  open.sort((a, b) => bounds[b]! - bounds[a]!);
  for (const i of open) {
    if (bounds[i]! <= best.floor()) break;
    best.offer(i, bestDot(index.vectors, i, queries));
  }
  lap(split, 'rescore', at);
  return best.entries().map(({ position, value }) => ({
    patentNumber: index.numbers[position]!,
    score: similarityOf(value),
  }));
}

/** The k largest values offered, kept sorted (k is a page's end: small). */
class TopK {
  private kept: { position: number; value: number }[] = [];
  constructor(private readonly k: number) {}
  /** the value to beat: the k-th largest, or -Infinity while fewer than k are kept */
  floor(): number {
    return this.kept.length < this.k ? -Infinity : this.kept[this.k - 1]!.value;
  }
  offer(position: number, value: number): void {
    if (this.k === 0 || value <= this.floor()) return;
    let at = this.kept.length;
    while (at > 0 && this.kept[at - 1]!.value < value) at--;
    this.kept.splice(at, 0, { position, value });
    if (this.kept.length > this.k) this.kept.pop();
  }
  positions(): number[] {
    return this.kept.map((entry) => entry.position);
  }
  entries(): { position: number; value: number }[] {
    return this.kept;
  }
}

/** How many drawings the index holds. */
export async function indexedDrawings(catalog: CatalogQueries): Promise<number> {
  return (await loadIndex(catalog)).numbers.length;
}

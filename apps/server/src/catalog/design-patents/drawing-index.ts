import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { COARSE_PREFIX, restNorm, toCoarseFirst } from './drawing-coarse.js';
import { DESCRIPTOR_LENGTH as L } from './drawing-descriptor.js';

/*
 * The drawings' descriptors, read once from the catalog into one Float32Array (a row per drawing)
 * and read again only when an import changed them (the newest run and the count): a search then
 * scans memory, never the catalog's blobs. The scan is exact — every drawing is scored against all
 * of the query's rotations in one pass over its row — so its top results are brute force's
 * (docs/data/design-patents.md has the method and the bench's figures at 100,000 drawings).
 */
interface LoadedIndex {
  version: string;
  numbers: string[];
  positions: Map<string, number>;
  /** a row per drawing: its descriptor coarse first (drawing-coarse.ts), same dot products */
  vectors: Float32Array;
  /** per drawing, the length of its coefficients after the prefix */
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

async function loadIndex(catalog: CatalogQueries): Promise<LoadedIndex> {
  const version = await versionOf(catalog);
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

async function readIndex(catalog: CatalogQueries, version: string): Promise<LoadedIndex> {
  const rows = await catalog.all<{ patent_number: string; descriptor: Uint8Array }>(
    'select patent_number, descriptor from design_patent_drawings order by patent_number',
  );
  const vectors = new Float32Array(rows.length * L);
  const rests = new Float32Array(rows.length);
  rows.forEach((row, i) => {
    const bytes = row.descriptor;
    const descriptor = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    vectors.set(toCoarseFirst(descriptor), i * L);
    rests[i] = restNorm(vectors, i * L);
  });
  const numbers = rows.map((row) => row.patent_number);
  cached = { version, numbers, positions: new Map(numbers.map((number, i) => [number, i])), vectors, rests };
  return cached;
}

function coarseQueries(queries: Float32Array[]): Float32Array[] {
  if (queries.length === 0 || queries.length > 4) throw new Error('a query has 1 to 4 rotations');
  return queries.map(toCoarseFirst);
}

/** The best dot product of row `i` with the queries over coefficients [from, to). */
function bestDot(
  vectors: Float32Array,
  i: number,
  queries: Float32Array[],
  from: number,
  to: number,
): number {
  const [q0, q1 = q0, q2 = q0, q3 = q0] = queries as [Float32Array, ...Float32Array[]];
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  for (let j = from, at = i * L + from; j < to; j++, at++) {
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
  const coarse = coarseQueries(queries);
  const scores = new Float32Array(index.numbers.length);
  for (let i = 0; i < scores.length; i++) scores[i] = similarityOf(bestDot(index.vectors, i, coarse, 0, L));
  return {
    get: (patentNumber) => {
      const at = index.positions.get(patentNumber);
      return at === undefined ? undefined : scores[at];
    },
  };
}

/**
 * The `k` drawings most like the query (best rotation), best first, among `only` (patent
 * numbers) when given: exactly brute force's top k, without scoring every drawing in full. A first
 * pass reads each drawing's coarse prefix and bounds its score from above (drawing-coarse.ts);
 * the best k by prefix are scored in full, then every drawing whose bound beats the k-th best so
 * far, highest bound first, until none can.
 */
export async function topDrawings(
  catalog: CatalogQueries,
  queries: Float32Array[],
  k: number,
  only?: Iterable<string>,
): Promise<{ patentNumber: string; score: number }[]> {
  const index = await loadIndex(catalog);
  const coarse = coarseQueries(queries);
  const queryRests = coarse.map((q) => restNorm(q));
  const n = index.numbers.length;
  const prefix = new Float32Array(n).fill(-Infinity);
  const bounds = new Float32Array(n).fill(-Infinity);
  const [q0, q1 = q0, q2 = q0, q3 = q0] = coarse as [Float32Array, ...Float32Array[]];
  const [r0, r1 = r0, r2 = r0, r3 = r0] = queryRests as [number, ...number[]];
  const scan = (i: number) => {
    let d0 = 0;
    let d1 = 0;
    let d2 = 0;
    let d3 = 0;
    for (let j = 0, at = i * L; j < COARSE_PREFIX; j++, at++) {
      const v = index.vectors[at]!;
      d0 += q0![j]! * v;
      d1 += q1![j]! * v;
      d2 += q2![j]! * v;
      d3 += q3![j]! * v;
    }
    const rest = index.rests[i]!;
    prefix[i] = Math.max(d0, d1, d2, d3);
    bounds[i] = Math.max(d0 + r0! * rest, d1 + r1! * rest, d2 + r2! * rest, d3 + r3! * rest);
  };
  if (only) {
    for (const number of only) {
      const at = index.positions.get(number);
      if (at !== undefined) scan(at);
    }
  } else for (let i = 0; i < n; i++) scan(i);
  const best = new TopK(k);
  const seeds = new TopK(k);
  for (let i = 0; i < n; i++) if (prefix[i]! > -Infinity) seeds.offer(i, prefix[i]!);
  const done = new Set<number>();
  for (const i of seeds.positions()) {
    best.offer(i, bestDot(index.vectors, i, coarse, 0, L));
    done.add(i);
  }
  const open: number[] = [];
  for (let i = 0; i < n; i++) if (bounds[i]! > best.floor() && !done.has(i)) open.push(i);
  open.sort((a, b) => bounds[b]! - bounds[a]!);
  for (const i of open) {
    if (bounds[i]! <= best.floor()) break;
    best.offer(i, bestDot(index.vectors, i, coarse, 0, L));
  }
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

import { DESCRIPTOR_LENGTH } from './drawing-descriptor.js';

/*
 * An orthonormal Haar transform of a drawing descriptor, its coefficients ordered coarse first
 * (docs/data/design-patents.md, "How a search stays fast"). Orthonormal: every dot product, so
 * every similarity, is unchanged; coarse first: most of a drawing's energy sits in a short prefix
 * (its ink layout at low resolution, its edge histograms pooled), so a dot product over the prefix
 * plus |rest of query| × |rest of drawing| bounds the full one from above, and a search can skip
 * every drawing whose bound is below the k-th best exact score: the same results as scoring all.
 */
const INK_SIDE = 16;
const HOG_CELLS = 4;
const HOG_BINS = 8;
const INK = INK_SIDE * INK_SIDE;

/** Coarse coefficients kept in the prefix: ink and edges at levels ≤ PREFIX_LEVEL. */
const PREFIX_LEVEL = 2;

/** In-place full orthonormal 1-D Haar of `n` values (a power of two) at `at + i * stride`. */
const tmp = new Float64Array(INK_SIDE);
function haar(v: Float64Array, at: number, n: number, stride: number): void {
  for (let len = n; len > 1; len >>= 1) {
    const half = len >> 1;
    for (let i = 0; i < half; i++) {
      const a = v[at + 2 * i * stride]!;
      const b = v[at + (2 * i + 1) * stride]!;
      tmp[i] = (a + b) * Math.SQRT1_2;
      tmp[half + i] = (a - b) * Math.SQRT1_2;
    }
    for (let i = 0; i < len; i++) v[at + i * stride] = tmp[i]!;
  }
}

/** 0 for the mean, then 1, 2, 2, 3, 3, 3, 3, …: how fine a Haar coefficient is. */
const levelOf = (i: number) => (i === 0 ? 0 : Math.floor(Math.log2(i)) + 1);

/** The descriptor positions (after the transform) in coarse-first order, and the prefix length. */
function coarseOrder(): { order: Uint16Array; prefix: number } {
  const ranked: { at: number; level: number }[] = [];
  for (let y = 0; y < INK_SIDE; y++)
    for (let x = 0; x < INK_SIDE; x++)
      ranked.push({ at: y * INK_SIDE + x, level: Math.max(levelOf(y), levelOf(x)) });
  for (let cy = 0; cy < HOG_CELLS; cy++)
    for (let cx = 0; cx < HOG_CELLS; cx++)
      for (let b = 0; b < HOG_BINS; b++)
        ranked.push({
          at: INK + (cy * HOG_CELLS + cx) * HOG_BINS + b,
          level: Math.max(levelOf(cy), levelOf(cx), levelOf(b)),
        });
  ranked.sort((a, b) => a.level - b.level || a.at - b.at);
  return {
    order: Uint16Array.from(ranked.map((r) => r.at)),
    prefix: ranked.filter((r) => r.level <= PREFIX_LEVEL).length,
  };
}

const { order: ORDER, prefix } = coarseOrder();
/** How many leading coefficients of a coarse descriptor the first pass of a search reads. */
export const COARSE_PREFIX = prefix;

/** scratch, reused: an index load transforms every drawing (100,000 at the bench) */
const work = new Float64Array(DESCRIPTOR_LENGTH);

/** The descriptor Haar-transformed (ink grid in 2-D, edges over rows, columns and bins), coarse first. */
export function toCoarseFirst(descriptor: Float32Array): Float32Array {
  const v = work;
  v.set(descriptor);
  for (let y = 0; y < INK_SIDE; y++) haar(v, y * INK_SIDE, INK_SIDE, 1);
  for (let x = 0; x < INK_SIDE; x++) haar(v, x, INK_SIDE, INK_SIDE);
  for (let cell = 0; cell < HOG_CELLS * HOG_CELLS; cell++) haar(v, INK + cell * HOG_BINS, HOG_BINS, 1);
  for (let cy = 0; cy < HOG_CELLS; cy++)
    for (let b = 0; b < HOG_BINS; b++) haar(v, INK + cy * HOG_CELLS * HOG_BINS + b, HOG_CELLS, HOG_BINS);
  for (let cx = 0; cx < HOG_CELLS; cx++)
    for (let b = 0; b < HOG_BINS; b++) haar(v, INK + cx * HOG_BINS + b, HOG_CELLS, HOG_CELLS * HOG_BINS);
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  for (let i = 0; i < DESCRIPTOR_LENGTH; i++) out[i] = v[ORDER[i]!]!;
  return out;
}

/** The length of a vector's coefficients after the prefix. */
export function restNorm(v: Float32Array, offset = 0): number {
  let sum = 0;
  for (let i = COARSE_PREFIX; i < DESCRIPTOR_LENGTH; i++) sum += v[offset + i]! * v[offset + i]!;
  return Math.sqrt(sum);
}

import { DESCRIPTOR_LENGTH as L } from './drawing-descriptor.js';

/*
 * A compact prefix of the drawing descriptors (docs/data/design-patents.md, "How a search stays
 * fast"): an orthonormal basis of the PREFIX directions that hold most of the indexed drawings'
 * energy (principal components of their uncentred second moments, learnt at load from a sample).
 * A drawing's prefix is its projection on that basis, its rest the length of what is left. For any
 * query, prefix · prefix ranks the drawings nearly as the full dot product does, and
 * prefix · prefix + |query rest| × |drawing rest| bounds the full dot product from above
 * (Cauchy–Schwarz), whatever the basis learnt.
 */

/** Directions kept in the prefix: 384 floats become 32 (a twelfth of the scan's reads); 64 ranked no better (docs/data/design-patents.md). */
export const PREFIX = 32;
/** Drawings the basis is learnt from: spread evenly over the index. */
const SAMPLE = 3000;
/** Rounds of subspace iteration: the basis need not be the exact eigenvectors to be orthonormal. */
const ROUNDS = 12;

/** Orthonormalises the columns of `q` (L × PREFIX, column-major) in place, modified Gram–Schmidt. */
function orthonormalise(q: Float64Array): void {
  let spare = 0;
  for (let c = 0; c < PREFIX; c++) {
    const col = q.subarray(c * L, (c + 1) * L);
    for (let attempt = 0; ; attempt++) {
      for (let p = 0; p < c; p++) {
        const prev = q.subarray(p * L, (p + 1) * L);
        let dot = 0;
        for (let i = 0; i < L; i++) dot += col[i]! * prev[i]!;
        for (let i = 0; i < L; i++) col[i]! -= dot * prev[i]!;
      }
      let norm = 0;
      for (let i = 0; i < L; i++) norm += col[i]! * col[i]!;
      norm = Math.sqrt(norm);
      if (norm > 1e-9 || attempt > L) {
        for (let i = 0; i < L; i++) col[i]! /= norm || 1;
        break;
      }
      // a direction the sample does not reach (fewer drawings than PREFIX): any unused axis
      col.fill(0);
      col[spare++ % L] = 1;
    }
  }
}

/**
 * The basis (PREFIX rows of L, orthonormal) learnt from the first `count` rows of `vectors`. The
 * start is fixed, so the same drawings give the same basis.
 */
export function learnBasis(vectors: Float32Array, count: number): Float32Array {
  const moments = new Float64Array(L * L);
  const step = Math.max(1, Math.floor(count / SAMPLE));
  for (let row = 0; row < count; row += step) {
    const at = row * L;
    for (let a = 0; a < L; a++) {
      const va = vectors[at + a]!;
      if (va === 0) continue;
      for (let b = a; b < L; b++) moments[a * L + b]! += va * vectors[at + b]!;
    }
  }
  for (let a = 0; a < L; a++) for (let b = 0; b < a; b++) moments[a * L + b] = moments[b * L + a]!;
  let q = new Float64Array(L * PREFIX);
  for (let c = 0; c < PREFIX; c++) for (let i = 0; i < L; i++) q[c * L + i] = Math.sin(1 + c * 7.1 + i * 3.3);
  orthonormalise(q);
  for (let round = 0; round < ROUNDS; round++) {
    const next = new Float64Array(L * PREFIX);
    for (let c = 0; c < PREFIX; c++) {
      const col = q.subarray(c * L, (c + 1) * L);
      for (let a = 0; a < L; a++) {
        let sum = 0;
        const rowAt = a * L;
        for (let b = 0; b < L; b++) sum += moments[rowAt + b]! * col[b]!;
        next[c * L + a] = sum;
      }
    }
    orthonormalise(next);
    q = next;
  }
  return Float32Array.from(q);
}

/** The projection of `vector` (from `offset`) on the basis, into `out` at `outAt`; returns its squared length. */
export function project(
  basis: Float32Array,
  vector: Float32Array,
  offset: number,
  out: Float32Array,
  outAt: number,
): number {
  let energy = 0;
  for (let c = 0; c < PREFIX; c++) {
    let dot = 0;
    for (let i = 0, b = c * L, v = offset; i < L; i++, b++, v++) dot += basis[b]! * vector[v]!;
    out[outAt + c] = dot;
    energy += dot * dot;
  }
  return energy;
}

/** The length of what the prefix leaves out, from the vector's and its prefix's squared lengths. */
export function restLength(vector: Float32Array, offset: number, prefixEnergy: number): number {
  let energy = 0;
  for (let i = offset; i < offset + L; i++) energy += vector[i]! * vector[i]!;
  return Math.sqrt(Math.max(0, energy - prefixEnergy));
}

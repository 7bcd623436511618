import { blobValue } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { useTestCatalog } from '../../../test/support/import-catalog.js';
import { learnBasis, PREFIX, project, restLength } from './drawing-basis.js';
import { DESCRIPTOR_LENGTH, similarity } from './drawing-descriptor.js';
import { indexedDrawings, topDrawings } from './drawing-index.js';

/*
 * The index's top k must be brute force's top k when it holds no more drawings than it may score
 * in full (drawing-index.ts skips drawings by an upper bound, never by a guess): checked on 3,000
 * drawings clustered around a few shapes, so that many drawings come close to a query and the
 * bound has work to do.
 */
const t = useTestCatalog();

function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648 - 0.5;
  };
}

/** A descriptor shaped like a real one: two unit-length parts (ink 256, edges 128). */
function unitParts(values: Float32Array): Float32Array {
  for (const [from, to] of [
    [0, 256],
    [256, DESCRIPTOR_LENGTH],
  ]) {
    let sum = 0;
    for (let i = from!; i < to!; i++) sum += values[i]! * values[i]!;
    for (let i = from!; i < to!; i++) values[i]! /= Math.sqrt(sum);
  }
  return values;
}

const next = random(3);
const shapes = Array.from({ length: 6 }, () =>
  unitParts(Float32Array.from({ length: DESCRIPTOR_LENGTH }, next)),
);
const near = (shape: Float32Array, noise: number) => unitParts(shape.map((v) => v + noise * next()));

describe('drawing index', () => {
  it('learns an orthonormal prefix that holds most of the energy and bounds the rest', () => {
    const sample = Array.from({ length: 200 }, (_, i) => near(shapes[i % shapes.length]!, 0.1));
    const vectors = new Float32Array(sample.length * DESCRIPTOR_LENGTH);
    sample.forEach((v, i) => vectors.set(v, i * DESCRIPTOR_LENGTH));
    const basis = learnBasis(vectors, sample.length);
    for (const [a, b] of [
      [0, 0],
      [0, 1],
      [5, PREFIX - 1],
    ] as const) {
      let dot = 0;
      for (let i = 0; i < DESCRIPTOR_LENGTH; i++)
        dot += basis[a * DESCRIPTOR_LENGTH + i]! * basis[b * DESCRIPTOR_LENGTH + i]!;
      expect(dot).toBeCloseTo(a === b ? 1 : 0, 4);
    }
    const [a, b] = [near(shapes[0]!, 0.02), near(shapes[1]!, 0.3)];
    const [pa, pb] = [new Float32Array(PREFIX), new Float32Array(PREFIX)];
    const [ea, eb] = [project(basis, a, 0, pa, 0), project(basis, b, 0, pb, 0)];
    // the six shapes span the sample: the prefix holds nearly all of a close copy's energy (2)
    expect(ea).toBeGreaterThan(1.9);
    let prefixDot = 0;
    for (let i = 0; i < PREFIX; i++) prefixDot += pa[i]! * pb[i]!;
    const bound = prefixDot + restLength(a, 0, ea) * restLength(b, 0, eb);
    expect(bound).toBeGreaterThanOrEqual(2 * similarity(a, b) - 1e-5);
    expect(prefixDot).toBeCloseTo(2 * similarity(a, b), 1);
  });

  it(
    'finds the same best drawings as scoring every one, with and without a filter',
    { timeout: 600_000 },
    async () => {
      const drawings = Array.from({ length: 3000 }, (_, i) => ({
        number: `USD${String(i).padStart(7, '0')}`,
        descriptor: near(shapes[i % shapes.length]!, 0.02 + (i % 7) * 0.01),
      }));
      for (const { number, descriptor } of drawings) {
        await t.catalog.run('insert into design_patent_drawings values ($1, $2, $3, $4, $5)', [
          number,
          blobValue(new Uint8Array([1])),
          '0',
          blobValue(new Uint8Array(descriptor.buffer)),
          1,
        ]);
      }
      expect(await indexedDrawings(t.catalog)).toBe(3000);
      const brute = (query: Float32Array[], k: number, only?: Set<string>) =>
        drawings
          .filter((d) => !only || only.has(d.number))
          .map((d) => ({ n: d.number, s: Math.max(...query.map((q) => similarity(q, d.descriptor))) }))
          .sort((x, y) => y.s - x.s)
          .slice(0, k)
          .map((d) => d.n);
      for (const shape of shapes.slice(0, 3)) {
        const query = [near(shape, 0.05), near(shapes[5]!, 0.3)];
        const found = await topDrawings(t.catalog, query, 20);
        expect(found.map((hit) => hit.patentNumber)).toEqual(brute(query, 20));
        expect(found[0]!.score).toBeGreaterThan(0.5);
        const only = new Set(drawings.filter((_, i) => i % 4 === 1).map((d) => d.number));
        const filtered = await topDrawings(t.catalog, query, 7, only);
        expect(filtered.map((hit) => hit.patentNumber)).toEqual(brute(query, 7, only));
      }
    },
  );
});

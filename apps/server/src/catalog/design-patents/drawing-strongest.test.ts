import { describe, expect, it } from 'vitest';
import { strongest } from './drawing-strongest.js';

/** The positions of the `count` largest finite values, by sorting every one: what strongest must match. */
function bySorting(values: Float32Array, count: number): number[] {
  return Array.from(values.keys())
    .filter((i) => values[i]! > -Infinity)
    .sort((a, b) => values[b]! - values[a]! || a - b)
    .slice(0, count)
    .sort((a, b) => a - b);
}

describe('strongest values of a typed array', () => {
  it('finds the positions of the largest values, skipping the ones left out (-Infinity)', () => {
    let x = 7;
    const next = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648) * 10;
    for (const [length, count] of [
      [1000, 20],
      [1000, 400],
      [50, 400],
      [5000, 1],
    ] as const) {
      // whole numbers 0..10, so that many values tie at the threshold
      const values = Float32Array.from({ length }, (_, i) => (i % 3 === 0 ? -Infinity : Math.round(next())));
      const found = Array.from(strongest(values, count));
      expect(found).toHaveLength(Math.min(count, bySorting(values, length).length));
      const expected = bySorting(values, count);
      // with ties any of the tied positions may be taken: compare the values taken
      expect(found.map((i) => values[i]).sort()).toEqual(expected.map((i) => values[i]).sort());
      expect(found.every((i) => values[i]! > -Infinity)).toBe(true);
    }
    expect(Array.from(strongest(Float32Array.from([3, 1, 2]), 0))).toEqual([]);
  });
});

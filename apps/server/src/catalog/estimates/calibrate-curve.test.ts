import { describe, expect, it } from 'vitest';
import { calibrateCurve, fitPowerLaw, type SalesObservation } from './calibrate-curve.js';

/** Deterministic pseudo-random numbers (mulberry32), so the synthetic sample is the same every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const BUCKETS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 2000, 3000, 4000, 5000, 10000];

/** Synthetic sales drawn from a known curve: noise, a few wild products, and Amazon-style buckets. */
function sample(a: number, b: number, count: number, options: { censoredShare: number; seed: number }) {
  const next = random(options.seed);
  const normal = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  return Array.from({ length: count }, (_, i): SalesObservation => {
    const bsr = Math.round(10 ** (1 + next() * 4));
    const isWild = next() < 0.05;
    const units = a * bsr ** -b * Math.exp(0.25 * normal()) * (isWild ? 6 : 1);
    if (next() < options.censoredShare) {
      const floor = [...BUCKETS].reverse().find((bucket) => bucket <= units);
      if (floor) return { asin: `B0SYN${String(i).padStart(5, '0')}`, bsr, units: floor, isLowerBound: true };
    }
    return { asin: `B0SYN${String(i).padStart(5, '0')}`, bsr, units, isLowerBound: false };
  });
}

describe('calibrating the BSR curve', () => {
  it('recovers the coefficients it was drawn from, despite noise, outliers and bucketed bounds', () => {
    const fitted = fitPowerLaw(sample(30000, 0.85, 600, { censoredShare: 0.3, seed: 7 }));
    expect(fitted.b).toBeCloseTo(0.85, 1);
    expect(Math.abs(fitted.b - 0.85)).toBeLessThan(0.03);
    expect(Math.abs(fitted.a / 30000 - 1)).toBeLessThan(0.15);
  });

  it('recovers a different curve too (not a constant answer)', () => {
    const fitted = fitPowerLaw(sample(120000, 0.95, 600, { censoredShare: 0, seed: 11 }));
    expect(Math.abs(fitted.b - 0.95)).toBeLessThan(0.03);
    expect(Math.abs(fitted.a / 120000 - 1)).toBeLessThan(0.15);
  });

  it('does not let lower bounds drag the curve down to the bucket floors', () => {
    const data = sample(30000, 0.85, 600, { censoredShare: 0.6, seed: 3 });
    const naive = fitPowerLaw(data.map((o) => ({ ...o, isLowerBound: false })));
    const censored = fitPowerLaw(data);
    const at = (fit: { a: number; b: number }, bsr: number) => fit.a * bsr ** -fit.b;
    expect(at(censored, 1000)).toBeGreaterThan(at(naive, 1000));
    expect(Math.abs(at(censored, 1000) / (30000 * 1000 ** -0.85) - 1)).toBeLessThan(0.15);
  });

  it('measures its error on products it did not fit', () => {
    const result = calibrateCurve(sample(30000, 0.85, 600, { censoredShare: 0.3, seed: 5 }));
    expect(result.heldOut).toBeGreaterThan(50);
    expect(result.observations + result.heldOut).toBeLessThanOrEqual(600);
    // Noise of σ = 0.25 in log units: the median error is near 17 %, the 90th percentile near 40 %.
    expect(result.medianApe).toBeGreaterThan(0.08);
    expect(result.medianApe).toBeLessThan(0.3);
    expect(result.p90Ape).toBeGreaterThan(result.medianApe);
  });

  it('refuses to fit on too little', () => {
    expect(() => fitPowerLaw([{ asin: 'B0X', bsr: 10, units: 5, isLowerBound: false }])).toThrow(
      /at least 3/,
    );
  });
});

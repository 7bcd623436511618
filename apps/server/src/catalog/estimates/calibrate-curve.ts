import crypto from 'node:crypto';

export interface SalesObservation {
  asin: string;
  /** the product's average root-category rank over the period */
  bsr: number;
  /** units sold in 30 days; a lower bound when `isLowerBound` ("1K+ bought in past month") */
  units: number;
  isLowerBound: boolean;
}

export interface FittedCurve {
  a: number;
  b: number;
  observations: number;
  heldOut: number;
  /** absolute percentage error on held-out products with real sales, 0.12 = 12 % */
  medianApe: number;
  p90Ape: number;
}

const HUBER_K = 1.345;
const MAX_ITERATIONS = 100;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Weighted least squares of y = alpha - b·x. */
function weightedLine(x: number[], y: number[], w: number[]): { alpha: number; b: number } {
  let sw = 0,
    sx = 0,
    sy = 0;
  for (let i = 0; i < x.length; i++) {
    sw += w[i]!;
    sx += w[i]! * x[i]!;
    sy += w[i]! * y[i]!;
  }
  const mx = sx / sw;
  const my = sy / sw;
  let sxy = 0,
    sxx = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += w[i]! * (x[i]! - mx) * (y[i]! - my);
    sxx += w[i]! * (x[i]! - mx) ** 2;
  }
  const slope = sxy / sxx;
  return { alpha: my - slope * mx, b: -slope };
}

/**
 * Robust log-log fit of units = a · BSR^-b. Huber weights keep a few odd products (a promotion, a
 * stock-out) from bending the curve; a lower bound ("1K+ bought") only pulls the curve up when the
 * curve runs below it, as a censored observation should (its value is imputed as the larger of the
 * curve and the bound at each step).
 */
export function fitPowerLaw(observations: SalesObservation[]): { a: number; b: number } {
  const usable = observations.filter((o) => o.bsr >= 1 && o.units > 0);
  if (usable.filter((o) => !o.isLowerBound).length < 3) {
    throw new Error('at least 3 products with real sales are needed to fit a curve');
  }
  const x = usable.map((o) => Math.log(o.bsr));
  const bound = usable.map((o) => Math.log(o.units));
  let y = [...bound];
  let weights = usable.map(() => 1);
  let fit = weightedLine(x, y, weights);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const predicted = x.map((xi) => fit.alpha - fit.b * xi);
    y = usable.map((o, i) => (o.isLowerBound ? Math.max(predicted[i]!, bound[i]!) : bound[i]!));
    const residuals = y.map((yi, i) => yi - predicted[i]!);
    const scale = 1.4826 * quantile(residuals.map(Math.abs), 0.5) || 1e-9;
    weights = residuals.map((r) => (Math.abs(r) <= HUBER_K * scale ? 1 : (HUBER_K * scale) / Math.abs(r)));
    const next = weightedLine(x, y, weights);
    const isConverged = Math.abs(next.alpha - fit.alpha) < 1e-9 && Math.abs(next.b - fit.b) < 1e-9;
    fit = next;
    if (isConverged) break;
  }
  return { a: Math.exp(fit.alpha), b: fit.b };
}

/** The same products are always held out: one in five by a hash of the ASIN. */
const isHeldOut = (asin: string) => crypto.createHash('sha256').update(asin).digest()[0]! % 5 === 0;

/** Fits on four fifths of the products and measures the error on the fifth it never saw. */
export function calibrateCurve(observations: SalesObservation[]): FittedCurve {
  const training = observations.filter((o) => !isHeldOut(o.asin));
  const test = observations.filter((o) => isHeldOut(o.asin) && !o.isLowerBound && o.units > 0 && o.bsr >= 1);
  if (test.length < 2)
    throw new Error('too few products with real sales to measure the error on held-out ones');
  const { a, b } = fitPowerLaw(training);
  const errors = test.map((o) => Math.abs(a * o.bsr ** -b - o.units) / o.units);
  return {
    a,
    b,
    observations: training.length,
    heldOut: test.length,
    medianApe: quantile(errors, 0.5),
    p90Ape: quantile(errors, 0.9),
  };
}

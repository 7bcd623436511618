import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findShippedData } from '../../platform/shipped-data.js';

const curveSchema = z.object({
  marketplace: z.string(),
  rootCategory: z.string(),
  a: z.number().positive(),
  b: z.number().positive().max(3),
  source: z.string().min(1),
  /** present on curves fitted by `npm run calibrate` from a seller's own sales */
  calibration: z
    .object({
      calibratedAt: z.string(),
      observations: z.number().int(),
      heldOut: z.number().int(),
      medianApe: z.number(),
      p90Ape: z.number(),
    })
    .optional(),
});
export type SalesCurve = z.infer<typeof curveSchema>;

export const salesModelSchema = z.object({
  about: z.string().optional(),
  effectiveFrom: z.string(),
  band: z.object({ relative: z.number().positive().max(1), source: z.string() }),
  curves: z.array(curveSchema).min(1),
});
export type SalesModel = z.infer<typeof salesModelSchema>;

export function salesModelFile(): string {
  const dir = findShippedData('models', 'bsr-sales.json');
  if (!dir) throw new Error('data/models/bsr-sales.json is missing from this installation');
  return path.join(dir, 'bsr-sales.json');
}

export function loadSalesModel(file = salesModelFile()): SalesModel {
  return salesModelSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The most specific curve: marketplace and category, then category, then marketplace, then '*'. */
export function pickCurve(model: SalesModel, marketplace: string, rootCategory: string | null): SalesCurve {
  const score = (c: SalesCurve) =>
    (c.rootCategory === rootCategory ? 2 : c.rootCategory === '*' ? 0 : -10) +
    (c.marketplace === marketplace ? 1 : c.marketplace === '*' ? 0 : -10);
  const best = [...model.curves].sort((x, y) => score(y) - score(x))[0]!;
  if (score(best) < 0) throw new Error(`no curve matches ${marketplace}/${rootCategory}; add a '*' curve`);
  return best;
}

export type SalesEstimate =
  | {
      units: number;
      low: number;
      high: number;
      /** which curve made it, and whether it was fitted to real sales */
      curve: { marketplace: string; rootCategory: string; source: string; isCalibrated: boolean };
    }
  | { units: null; reason: string };

/**
 * The band around a curve's estimate, as factors of the units: the calibrated curve's measured
 * 90th-percentile error, or the model's stated band for an uncalibrated one. The product metrics
 * (SQL, metrics/product-metrics.ts) take the same factors, so both round the same band.
 */
export function bandFactors(model: SalesModel, curve: SalesCurve): { low: number; high: number } {
  const relative = curve.calibration?.p90Ape ?? model.band.relative;
  return { low: Math.max(0, 1 - relative), high: 1 + relative };
}

/** How an estimate names its curve: "<marketplace>/<root category>", '*' where the curve is generic. */
export function curveName(curve: SalesCurve): string {
  return `${curve.marketplace}/${curve.rootCategory}`;
}

/** Estimated units in 30 days from the root-category Best Sellers Rank, with its band. */
export function estimateMonthlySales(
  model: SalesModel,
  product: { marketplace: string; bsr: number | null; rootCategory: string | null },
): SalesEstimate {
  if (product.bsr === null || product.bsr < 1) {
    return { units: null, reason: 'no root-category Best Sellers Rank is known for this product' };
  }
  const curve = pickCurve(model, product.marketplace, product.rootCategory);
  const units = curve.a * product.bsr ** -curve.b;
  const band = bandFactors(model, curve);
  return {
    units: Math.round(units),
    low: Math.round(units * band.low),
    high: Math.round(units * band.high),
    curve: {
      marketplace: curve.marketplace,
      rootCategory: curve.rootCategory,
      source: curve.source,
      isCalibrated: curve.calibration !== undefined,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { estimateMonthlySales, loadSalesModel, pickCurve, type SalesModel } from './sales-model.js';

const model: SalesModel = {
  effectiveFrom: '2026-11-23',
  band: { relative: 0.4, source: 'test' },
  curves: [
    { marketplace: '*', rootCategory: '*', a: 30000, b: 0.82, source: 'generic' },
    { marketplace: '*', rootCategory: 'Electronics', a: 50000, b: 0.8, source: 'electronics' },
    { marketplace: 'US', rootCategory: 'Books', a: 159700, b: 0.871, source: 'books' },
    {
      marketplace: 'UK',
      rootCategory: 'Toys & Games',
      a: 20000,
      b: 0.9,
      source: 'calibrated',
      calibration: {
        calibratedAt: '2026-11-01',
        observations: 200,
        heldOut: 40,
        medianApe: 0.12,
        p90Ape: 0.25,
      },
    },
  ],
};

describe('monthly sales from BSR', () => {
  it('computes a × BSR^-b with the model band (hand-computed values)', () => {
    // 30000 × 1000^-0.82 = 30000 / 10^2.46 = 30000 / 288.40 = 104.02
    expect(estimateMonthlySales(model, { marketplace: 'DE', bsr: 1000, rootCategory: 'Garden' })).toEqual({
      units: 104,
      low: 62,
      high: 146,
      curve: { marketplace: '*', rootCategory: '*', source: 'generic', isCalibrated: false },
    });
    // 159700 × 100^-0.871 = 159700 / 10^1.742 = 159700 / 55.21 = 2892.6
    expect(estimateMonthlySales(model, { marketplace: 'US', bsr: 100, rootCategory: 'Books' })).toMatchObject(
      {
        units: 2893,
      },
    );
  });

  it('uses a calibrated curve’s measured error as its band', () => {
    // 20000 × 500^-0.9 = 20000 / 10^2.4288 = 20000 / 268.5 = 74.49; ±25 %
    expect(
      estimateMonthlySales(model, { marketplace: 'UK', bsr: 500, rootCategory: 'Toys & Games' }),
    ).toEqual({
      units: 74,
      low: 56,
      high: 93,
      curve: { marketplace: 'UK', rootCategory: 'Toys & Games', source: 'calibrated', isCalibrated: true },
    });
  });

  it('picks the most specific curve', () => {
    expect(pickCurve(model, 'JP', 'Electronics').source).toBe('electronics');
    expect(pickCurve(model, 'DE', 'Books').source).toBe('generic');
    expect(pickCurve(model, 'US', 'Books').source).toBe('books');
    expect(pickCurve(model, 'US', null).source).toBe('generic');
  });

  it('says why when there is no rank, instead of a number', () => {
    expect(estimateMonthlySales(model, { marketplace: 'US', bsr: null, rootCategory: null })).toEqual({
      units: null,
      reason: 'no root-category Best Sellers Rank is known for this product',
    });
  });

  it('ships a model file that names a source for every curve', () => {
    const shipped = loadSalesModel();
    expect(pickCurve(shipped, 'IN', 'Kitchen').marketplace).toBe('*');
    for (const curve of shipped.curves) expect(curve.source.length).toBeGreaterThan(20);
  });
});

import { describe, expect, it } from 'vitest';
import { cubicFeet, storageFee } from './storage.js';
import { usStorage } from './test-cards.js';

const oneCubicFoot = cubicFeet([12 * 2.54, 12 * 2.54, 12 * 2.54]);
const base = {
  storageClass: 'standard' as const,
  cubicFeet: 1,
  months: 1,
  startMonth: 1,
  dangerousGoods: false,
};

describe('monthly storage', () => {
  it('measures cubic feet as in³ / 1728', () => {
    expect(oneCubicFoot).toBeCloseTo(1, 9);
  });

  it('charges each month at its season, standard or oversize, dangerous goods apart', () => {
    expect(storageFee(usStorage, base).fee).toBe(0.78);
    expect(storageFee(usStorage, { ...base, startMonth: 10 }).fee).toBe(2.4);
    // September, October, November
    expect(storageFee(usStorage, { ...base, months: 3, startMonth: 9 }).fee).toBe(5.58);
    expect(storageFee(usStorage, { ...base, storageClass: 'oversize' }).fee).toBe(0.56);
    expect(storageFee(usStorage, { ...base, dangerousGoods: true, startMonth: 12 }).fee).toBe(3.63);
    expect(storageFee(usStorage, { ...base, months: 0.5 }).fee).toBe(0.39);
  });

  it('adds the aged-inventory surcharge once a unit is past 180 days', () => {
    // 6 months (180 days): no surcharge; the 7th month reaches 210 days: $0.50 per cu ft
    expect(storageFee(usStorage, { ...base, months: 6 }).aged).toBe(0);
    expect(storageFee(usStorage, { ...base, months: 7 })).toMatchObject({
      monthly: 5.46,
      aged: 0.5,
      fee: 5.96,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { air, express, rail, seaLcl, type Carton } from './freight.js';
import { freightCard } from './test-cards.js';

const carton = (l: number, w: number, h: number, kg: number, count = 1): Carton => ({
  sidesCm: [l, w, h],
  weightKg: kg,
  count,
});

describe('express', () => {
  it('rounds each side to the whole cm, divides by 5000 and bills half-kilogram steps up to 21 kg', () => {
    // 50.4 × 40.4 × 30.2 → 50 × 40 × 30 / 5000 = 12 kg
    const r = express(freightCard, [carton(50.4, 40.4, 30.2, 11.2)]);
    expect(r).toMatchObject({ volumetricKg: 12, chargeableKg: 12, basis: 'volumetric' });
    expect(express(freightCard, [carton(20, 20, 20, 10.3)]).chargeableKg).toBe(10.5);
    expect(express(freightCard, [carton(20, 20, 20, 20.6)]).chargeableKg).toBe(21);
  });

  it('bills whole kilograms above 21 kg and adds the fuel surcharge', () => {
    expect(express(freightCard, [carton(20, 20, 20, 34.1)]).chargeableKg).toBe(35);
    // 12 kg × $10 × (1 + 25.5%)
    const quoted = express(freightCard, [carton(50, 40, 30, 11)], 10);
    expect(quoted).toMatchObject({ rateSource: 'quote', cost: { low: 150.6, high: 150.6 } });
  });
});

describe('air', () => {
  it('divides by 6000 and rounds up to half a kilogram', () => {
    // 100 × 50 × 50 / 6000 = 41.67 → 42 kg
    expect(air(freightCard, [carton(100, 50, 50, 30)])).toMatchObject({
      volumetricKg: 41.667,
      chargeableKg: 42,
    });
    expect(air(freightCard, [carton(30, 30, 30, 50.2)])).toMatchObject({
      chargeableKg: 50.5,
      basis: 'actual',
    });
  });

  it('bills the next weight break when its minimum at its lower rate is cheaper', () => {
    const card = {
      ...freightCard,
      air: {
        ...freightCard.air,
        weightBreaks: [
          { fromKg: 0, rate: { low: 8, high: 8 } },
          { fromKg: 45, rate: { low: 6, high: 6 } },
        ],
      },
    };
    // 42 kg × 8 = 336 is dearer than 45 kg × 6 = 270
    expect(air(card, [carton(100, 50, 50, 30)])).toMatchObject({ billedQuantity: 45, cost: { low: 270 } });
    // 20 kg × 8 = 160 is cheaper than 270
    expect(air(card, [carton(40, 40, 40, 20)])).toMatchObject({ billedQuantity: 20, cost: { low: 160 } });
  });
});

describe('sea LCL', () => {
  it('bills the greater of CBM and tonnes, at least 1 CBM', () => {
    expect(seaLcl(freightCard, [carton(50, 50, 50, 30, 4)])).toMatchObject({
      billedUnit: 'cbm',
      billedQuantity: 1,
    });
    // 2 CBM of cartons weighing 2.5 t: 2.5 revenue tons
    expect(seaLcl(freightCard, [carton(100, 100, 100, 1250, 2)])).toMatchObject({
      billedQuantity: 2.5,
      basis: 'actual',
    });
    expect(seaLcl(freightCard, [carton(100, 100, 100, 100, 3)], 100)).toMatchObject({
      billedQuantity: 3,
      cost: { low: 300 },
    });
  });
});

describe('rail', () => {
  it('divides by 3000 and has no rate until the seller types a quote', () => {
    const r = rail(freightCard, [carton(100, 50, 50, 30)]);
    expect(r).toMatchObject({ volumetricKg: 83.333, chargeableKg: 84, cost: null, rateSource: null });
    expect(rail(freightCard, [carton(100, 50, 50, 30)], 2).cost).toEqual({ low: 168, high: 168 });
  });
});

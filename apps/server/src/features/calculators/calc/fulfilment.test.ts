import { describe, expect, it } from 'vitest';
import { fulfilmentFee } from './fulfilment.js';
import { sizeTier } from './size-tier.js';
import { inches, oz, us2025, us2026 } from './test-cards.js';

/** Tier, rounded shipping weight and fee of a package on a card at a price. */
function fba(pkg: ReturnType<typeof inches>, price: number, card = us2026) {
  const tier = sizeTier(card, pkg)!;
  const fee = fulfilmentFee(card, tier.tier.id, tier.shippingWeight, price);
  return {
    tier: tier.tier.id,
    weight: tier.shippingWeight,
    basis: tier.basis,
    fee: fee?.fee,
    overmax: tier.overmax,
  };
}

// Every expected fee below is read by hand from the US 2026 table (domain research §1.2).
describe('US 2026 size tiers and fulfilment fees', () => {
  it('small standard rounds up to the whole ounce and takes the band of the price', () => {
    const pkg = inches(10, 8, 0.5, oz(5));
    expect(fba(pkg, 20)).toMatchObject({ tier: 'small-standard', weight: oz(5), fee: 3.45 });
    expect(fba(inches(10, 8, 0.5, oz(2.01)), 20)).toMatchObject({ weight: oz(3), fee: 3.42 });
    expect(fba(inches(10, 8, 0.5, oz(2)), 20)).toMatchObject({ weight: oz(2), fee: 3.32 });
  });

  it('applies the low-price band under $10, the middle band from $10 to $50, the top band above', () => {
    const pkg = inches(10, 8, 0.5, oz(5));
    expect(fba(pkg, 9.99).fee).toBe(2.56);
    expect(fba(pkg, 10).fee).toBe(3.45);
    expect(fba(pkg, 50).fee).toBe(3.45);
    expect(fba(pkg, 50.01).fee).toBe(3.71);
  });

  it('charges small standard by unit weight only and ends it at 16 oz and 0.75 in', () => {
    expect(fba(inches(15, 12, 0.75, 1), 20)).toMatchObject({ tier: 'small-standard', fee: 3.96 });
    // 0.76 in thick: large standard; dim weight 15×12×0.76/139 = 0.98 lb < 1 lb unit → 16 oz band
    expect(fba(inches(15, 12, 0.76, 1), 20)).toMatchObject({ tier: 'large-standard', weight: 1, fee: 4.6 });
    // 16.5 oz: large standard, rounded up to the next quarter pound above 1 lb
    expect(fba(inches(10, 8, 0.5, oz(16.5)), 20)).toMatchObject({
      tier: 'large-standard',
      weight: 1.25,
      fee: 5.04,
    });
  });

  it('takes the dimensional weight (/139) when it is above the unit weight, with the 4 oz steps above 3 lb', () => {
    // 18×14×8 / 139 = 14.50 lb → 14.75 lb: 6.97 + 47 × 0.08 = 10.73
    expect(fba(inches(18, 14, 8, 2), 25)).toMatchObject({
      tier: 'large-standard',
      basis: 'dimensional',
      weight: 14.75,
      fee: 10.73,
    });
    // unit 3.1 lb over dim 2.30 lb → 3.25 lb: 6.97 + 0.08
    expect(fba(inches(10, 8, 4, 3.1), 25)).toMatchObject({ basis: 'unit', weight: 3.25, fee: 7.05 });
    expect(fba(inches(10, 8, 4, 3.1), 60).fee).toBe(7.31);
  });

  it('splits bulky into small and large in 2026 and rounds bulky to whole pounds', () => {
    // 20×15×10 / 139 = 21.58 → 22 lb: 7.55 + 21 × 0.38 = 15.53
    expect(fba(inches(20, 15, 10, 5), 30)).toMatchObject({ tier: 'small-bulky', weight: 22, fee: 15.53 });
    expect(fba(inches(20, 15, 10, 5), 8)).toMatchObject({ fee: 14.76 });
    // longest 38 > 37: large bulky; 38×12×10 / 139 = 32.8 → 33 lb: 9.35 + 32 × 0.38 = 21.51
    expect(fba(inches(38, 12, 10, 5), 30)).toMatchObject({ tier: 'large-bulky', weight: 33, fee: 21.51 });
  });

  it('counts sides under 2 in as 2 in for the dimensional weight of bulky items', () => {
    // the research's whiteboard: 40×25×1 → 40×25×2 / 139 = 14.39 → 15 lb: 9.35 + 14 × 0.38 = 14.67
    expect(fba(inches(40, 25, 1, 5), 30)).toMatchObject({ tier: 'large-bulky', weight: 15, fee: 14.67 });
  });

  it('prices extra-large by weight class and marks Overmax', () => {
    // 60×10×5/139 = 21.58 → 22 lb: 26.33 + 21 × 0.38 = 34.31
    expect(fba(inches(60, 10, 5, 10), 100)).toMatchObject({
      tier: 'extra-large-0-50',
      fee: 34.31,
      overmax: false,
    });
    // 60×20×10/139 = 86.33 → 87 lb: 51.32 + 16 × 0.75 = 63.32
    expect(fba(inches(60, 20, 10, 20), 100)).toMatchObject({
      tier: 'extra-large-70-150',
      weight: 87,
      fee: 63.32,
    });
    expect(fba(inches(60, 10, 5, 60), 100)).toMatchObject({
      tier: 'extra-large-50-70',
      weight: 60,
      fee: 44.07,
    });
    // over 150 lb: unit weight only
    expect(fba(inches(60, 30, 30, 160), 100)).toMatchObject({
      tier: 'extra-large-over-150',
      weight: 160,
      fee: 196.66,
    });
    expect(fba(inches(100, 10, 5, 10), 100)).toMatchObject({ tier: 'extra-large-0-50', overmax: true });
  });

  it('reads metric input the same as inches and pounds', () => {
    const metric = { sidesCm: [25.4, 20.32, 1.27] as [number, number, number], weightKg: 0.1417476 };
    expect(fba(metric, 20)).toMatchObject({ tier: 'small-standard', weight: oz(5), fee: 3.45 });
  });
});

describe('US 2025 card', () => {
  it('has one large bulky tier and the low-price discount of $0.77 on standard sizes', () => {
    expect(fba(inches(10, 8, 0.5, oz(5)), 20, us2025)).toMatchObject({ tier: 'small-standard', fee: 3.24 });
    expect(fba(inches(10, 8, 0.5, oz(5)), 9, us2025).fee).toBe(2.47);
    expect(fba(inches(20, 15, 10, 5), 30, us2025)).toMatchObject({ tier: 'large-bulky', fee: 17.59 });
    expect(fba(inches(20, 15, 10, 5), 8, us2025).fee).toBe(17.59);
  });
});

import { describe, expect, it } from 'vitest';
import { referralFee } from './referral.js';
import { category } from './test-cards.js';

// Expected fees computed by hand from the US referral schedule (domain research §1.5).
describe('referral fees', () => {
  it('charges a flat rate, never below the per-item minimum', () => {
    expect(referralFee(category('home-kitchen'), 20).fee).toBe(3);
    expect(referralFee(category('home-kitchen'), 1)).toMatchObject({
      fee: 0.3,
      minimumApplied: true,
      percentageFee: 0.15,
    });
    // no minimum in gift cards
    expect(referralFee(category('gift-cards'), 1).fee).toBe(0.2);
  });

  it('applies portion tiers only to the part of the price inside each band', () => {
    // 15% of the first $100 + 8% of the other $50
    expect(referralFee(category('electronics-accessories'), 150).fee).toBe(19);
    expect(referralFee(category('furniture'), 300).fee).toBe(40);
    expect(referralFee(category('jewelry'), 300).fee).toBe(52.5);
    // 15% of 250 + 10% of 750 + 6% of 500
    expect(referralFee(category('collectible-coins'), 1500).fee).toBe(142.5);
    expect(referralFee(category('electronics-accessories'), 80).parts).toEqual([{ rate: 0.15, base: 80 }]);
  });

  it('applies a whole-price threshold to the whole price, the threshold itself in the lower band', () => {
    expect(referralFee(category('baby-products'), 10).fee).toBe(0.8);
    expect(referralFee(category('baby-products'), 10.01).fee).toBe(1.5);
    expect(referralFee(category('clothing-accessories'), 15).fee).toBe(0.75);
    expect(referralFee(category('clothing-accessories'), 18).fee).toBe(1.8);
    expect(referralFee(category('clothing-accessories'), 25).fee).toBe(4.25);
    expect(referralFee(category('lawn-mowers-snow-throwers'), 600).fee).toBe(48);
  });

  it('keeps the media closing fee on the category', () => {
    expect(referralFee(category('media'), 12).fee).toBe(1.8);
    expect(category('media').closingFee).toBe(1.8);
  });
});

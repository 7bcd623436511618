import type { ReferralCategory } from '../rate-cards/rate-card-schema.js';
import { cents } from './units.js';

export interface ReferralFee {
  /** the greater of the percentage fee and the per-item minimum */
  fee: number;
  percentageFee: number;
  minimumApplied: boolean;
  /** each rate and the part of the price it was charged on */
  parts: { rate: number; base: number }[];
}

/**
 * The referral fee of a price (domain research §1.5). "Portion" tiers are marginal: each rate
 * applies only to the part of the price inside its band. "Whole" tiers are thresholds: the band the
 * price falls in sets one rate for the whole price (a band holds prices up to and including its
 * upper bound). Amazon charges the greater of the fee and the per-item minimum.
 */
export function referralFee(category: ReferralCategory, price: number): ReferralFee {
  const parts: { rate: number; base: number }[] = [];
  if (category.mode === 'whole') {
    const tier = category.tiers.find((t) => t.upTo === null || price <= t.upTo) ?? category.tiers.at(-1)!;
    parts.push({ rate: tier.rate, base: price });
  } else {
    let lower = 0;
    for (const tier of category.tiers) {
      const upper = tier.upTo ?? Infinity;
      const base = Math.min(price, upper) - lower;
      if (base > 0) parts.push({ rate: tier.rate, base: cents(base) });
      lower = upper;
      if (price <= upper) break;
    }
  }
  const percentageFee = cents(parts.reduce((sum, p) => sum + p.rate * p.base, 0));
  const minimum = category.minimumFee ?? 0;
  return {
    fee: Math.max(percentageFee, minimum),
    percentageFee,
    minimumApplied: minimum > percentageFee,
    parts,
  };
}

import type { FulfilmentCard } from '../rate-cards/rate-card-schema.js';
import { CM_PER_IN, KG_PER_LB, ceilTo, sortSides, type PackageCm } from './units.js';

type Tier = FulfilmentCard['tiers'][number];

export interface SizeTierResult {
  tier: Tier;
  /** sorted sides in the card's length unit */
  sides: [number, number, number];
  lengthPlusGirth: number;
  /** in the card's weight unit */
  unitWeight: number;
  dimensionalWeight: number | null;
  /** the weight the tier is charged by, before and after the tier's rounding */
  feeWeight: number;
  shippingWeight: number;
  basis: 'unit' | 'dimensional';
  overmax: boolean;
}

/** The package in the card's units: inches and pounds (US) or centimetres and kilograms (UK/EU). */
export function inCardUnits(card: FulfilmentCard, pkg: PackageCm) {
  const sides = sortSides(card.lengthUnit === 'in' ? pkg.sidesCm.map((s) => s / CM_PER_IN) : pkg.sidesCm);
  const weight = card.weightUnit === 'lb' ? pkg.weightKg / KG_PER_LB : pkg.weightKg;
  return { sides, weight };
}

/**
 * Rounds a fee weight up as the tier says (domain research §1.1): small standard to the next whole
 * ounce; large standard to the next ounce under 1 lb and the next quarter pound from 1 lb; bulky
 * and extra-large to the next whole pound.
 */
export function roundFeeWeight(weight: number, rounding: Tier['rounding']): number {
  if (rounding === 'oz') return ceilTo(weight, 1 / 16);
  if (rounding === 'oz-then-quarter-lb') return weight <= 1 ? ceilTo(weight, 1 / 16) : ceilTo(weight, 0.25);
  if (rounding === 'lb') return ceilTo(weight, 1);
  return weight;
}

/** L × W × H / divisor, with the tier's minimum side (2 in for bulky and extra-large). */
export function dimensionalWeight(card: FulfilmentCard, tier: Tier, sides: readonly number[]): number | null {
  if (card.dimensionalDivisor === null || tier.weightBasis === 'unit') return null;
  const min = tier.minSideForDimensional ?? 0;
  return sides.reduce((volume, side) => volume * Math.max(side, min), 1) / card.dimensionalDivisor;
}

function fits(tier: Tier, sides: readonly number[], lengthPlusGirth: number, feeWeight: number): boolean {
  if (tier.maxSides && sides.some((side, i) => side > tier.maxSides![i]! + 1e-9)) return false;
  if (tier.maxLengthPlusGirth !== null && lengthPlusGirth > tier.maxLengthPlusGirth + 1e-9) return false;
  return tier.maxWeight === null || feeWeight <= tier.maxWeight + 1e-9;
}

/**
 * The package's size tier on a card: the first tier (in the card's order) whose sides, length plus
 * girth and fee weight hold it. The fee weight is the unit weight, or the greater of unit and
 * dimensional weight, as the tier says; it decides the tier unrounded and the fee once rounded.
 * Null when the card has no tier for a package this size (UK oversize, not on the card yet).
 */
export function sizeTier(card: FulfilmentCard, pkg: PackageCm): SizeTierResult | null {
  const { sides, weight } = inCardUnits(card, pkg);
  const lengthPlusGirth = sides[0] + 2 * (sides[1] + sides[2]);
  for (const tier of card.tiers) {
    const dim = dimensionalWeight(card, tier, sides);
    const feeWeight = dim === null ? weight : Math.max(weight, dim);
    if (!fits(tier, sides, lengthPlusGirth, feeWeight)) continue;
    const overmax =
      card.overmax !== null &&
      tier.maxSides === null &&
      (sides[0] > card.overmax.longestOver || lengthPlusGirth > card.overmax.lengthPlusGirthOver);
    return {
      tier,
      sides,
      lengthPlusGirth,
      unitWeight: weight,
      dimensionalWeight: dim,
      feeWeight,
      shippingWeight: roundFeeWeight(feeWeight, tier.rounding),
      basis: dim !== null && dim > weight ? 'dimensional' : 'unit',
      overmax,
    };
  }
  return null;
}

import type { FulfilmentCard } from '../rate-cards/rate-card-schema.js';
import { ceilTo, cents } from './units.js';

type Band = FulfilmentCard['bands'][number];
type PriceBand = FulfilmentCard['priceBands'][number];

/** The card's price band for a price: below `lessThan`, up to `atMost`, or the open last band. */
export function priceBandOf(card: FulfilmentCard, price: number): PriceBand {
  for (const band of card.priceBands) {
    if (band.lessThan !== undefined && price < band.lessThan) return band;
    if (band.atMost !== undefined && price <= band.atMost) return band;
    if (band.lessThan === undefined && band.atMost === undefined) return band;
  }
  return card.priceBands.at(-1)!;
}

export interface FulfilmentFee {
  fee: number;
  band: Band;
  priceBand: string;
  /** the overage steps charged above the band's base weight */
  overageSteps: number;
}

/**
 * The fulfilment fee of a tier at a rounded shipping weight and a price: the first weight band of
 * the tier that holds the weight, its fee for the price band (or the card's default band where the
 * price band has none, e.g. a weight Low-Price FBA does not cover), plus each started overage step.
 * Null when the card has no band for that weight (not on the card yet).
 */
export function fulfilmentFee(
  card: FulfilmentCard,
  tierId: string,
  shippingWeight: number,
  price: number,
): FulfilmentFee | null {
  const band = card.bands
    .filter((b) => b.tier === tierId)
    .sort((a, b) => a.upTo - b.upTo)
    .find((b) => shippingWeight <= b.upTo + 1e-9);
  if (!band) return null;
  const wanted = priceBandOf(card, price).id;
  const priceBand = band.fees[wanted] !== undefined ? wanted : card.defaultPriceBand;
  const base = band.fees[priceBand];
  if (base === undefined) return null;
  const overageSteps =
    band.overage && shippingWeight > band.overage.above
      ? Math.round(ceilTo(shippingWeight - band.overage.above, band.overage.step) / band.overage.step)
      : 0;
  return { fee: cents(base + overageSteps * (band.overage?.per ?? 0)), band, priceBand, overageSteps };
}

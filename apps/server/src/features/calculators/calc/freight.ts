import type { FreightCard, FreightMode } from '../rate-cards/rate-card-schema.js';
import { ceilTo, cents, round, type PackageCm } from './units.js';

export interface Carton extends PackageCm {
  count: number;
}

export interface Range {
  low: number;
  high: number;
}

export interface ModeResult {
  mode: FreightMode;
  divisor: number | null;
  volumetricKg: number;
  chargeableKg: number;
  billedUnit: 'kg' | 'cbm';
  billedQuantity: number;
  basis: 'actual' | 'volumetric';
  rate: Range | null;
  fuelPercent: number | null;
  cost: Range | null;
  rateSource: 'card' | 'quote' | null;
}

const volumeCm3 = (c: Carton, roundSides = false) =>
  c.sidesCm.reduce((v, s) => v * (roundSides ? Math.max(1, Math.round(s)) : s), 1) * c.count;

export function totals(cartons: readonly Carton[]) {
  return {
    actualKg: cartons.reduce((sum, c) => sum + c.weightKg * c.count, 0),
    volumeCm3: cartons.reduce((sum, c) => sum + volumeCm3(c), 0),
  };
}

const scale = (r: Range, by: number): Range => ({ low: cents(r.low * by), high: cents(r.high * by) });
const rateOf = (cardRate: Range | null, quote: number | undefined) =>
  quote !== undefined
    ? { rate: { low: quote, high: quote }, rateSource: 'quote' as const }
    : { rate: cardRate, rateSource: cardRate ? ('card' as const) : null };

/**
 * Express courier (domain research §3.1): each side rounded to the nearest whole cm, volume / 5000,
 * the greater of actual and volumetric; up to 21 kg billed in 0.5 kg steps, above in whole kg; the
 * fuel surcharge is a percentage on top of the base.
 */
export function express(card: FreightCard, cartons: readonly Carton[], quote?: number): ModeResult {
  const m = card.express;
  const { actualKg } = totals(cartons);
  const volumetricKg = cartons.reduce((sum, c) => sum + volumeCm3(c, true), 0) / m.divisor;
  const raw = Math.max(actualKg, volumetricKg);
  const chargeableKg = raw <= m.stepUpToKg ? ceilTo(raw, m.stepKg) : ceilTo(raw, 1);
  const { rate, rateSource } = rateOf(m.rate, quote);
  return {
    mode: 'express',
    divisor: m.divisor,
    volumetricKg: round(volumetricKg),
    chargeableKg: round(chargeableKg),
    billedUnit: 'kg',
    billedQuantity: round(chargeableKg),
    basis: volumetricKg > actualKg ? 'volumetric' : 'actual',
    rate,
    fuelPercent: m.fuelPercent,
    cost: rate && scale(rate, chargeableKg * (1 + m.fuelPercent / 100)),
    rateSource,
  };
}

/**
 * Air cargo: volume / 6000, rounded up to the card's step; the rate of the weight break the weight
 * reaches, unless paying for the next break's minimum weight at its lower rate is cheaper (the
 * break-point check); never below the minimum charge.
 */
export function air(card: FreightCard, cartons: readonly Carton[], quote?: number): ModeResult {
  const m = card.air;
  const { actualKg, volumeCm3: volume } = totals(cartons);
  const volumetricKg = volume / m.divisor;
  const chargeableKg = ceilTo(Math.max(actualKg, volumetricKg), m.stepKg);
  const { rate: baseRate, rateSource } = rateOf(m.rate, quote);
  const breaks = [...m.weightBreaks].sort((a, b) => a.fromKg - b.fromKg);
  const rateAt = (i: number) => (quote !== undefined ? baseRate : (breaks[i]!.rate ?? baseRate));
  let index = 0;
  breaks.forEach((b, i) => {
    if (chargeableKg >= b.fromKg) index = i;
  });
  let rate = rateAt(index);
  let billed = chargeableKg;
  for (let i = index + 1; i < breaks.length && rate; i++) {
    const next = rateAt(i);
    if (next && next.low * breaks[i]!.fromKg < rate.low * billed) {
      rate = next;
      billed = breaks[i]!.fromKg;
    }
  }
  const minimum = m.minimumCharge ?? 0;
  const cost = rate && {
    low: cents(Math.max(rate.low * billed, minimum)),
    high: cents(Math.max(rate.high * billed, minimum)),
  };
  return {
    mode: 'air',
    divisor: m.divisor,
    volumetricKg: round(volumetricKg),
    chargeableKg: round(chargeableKg),
    billedUnit: 'kg',
    billedQuantity: round(billed),
    basis: volumetricKg > actualKg ? 'volumetric' : 'actual',
    rate,
    fuelPercent: null,
    cost,
    rateSource,
  };
}

/** Sea LCL, weight or measure: the greater of CBM and tonnes at 1 CBM = 1000 kg, at least 1 CBM. */
export function seaLcl(card: FreightCard, cartons: readonly Carton[], quote?: number): ModeResult {
  const m = card['sea-lcl'];
  const { actualKg, volumeCm3: volume } = totals(cartons);
  const cbm = volume / 1e6;
  const weightTons = actualKg / m.kgPerCbm;
  const billed = Math.max(cbm, weightTons, m.minimumCbm);
  const { rate, rateSource } = rateOf(m.rate, quote);
  return {
    mode: 'sea-lcl',
    divisor: null,
    volumetricKg: round(cbm * m.kgPerCbm),
    chargeableKg: round(Math.max(actualKg, cbm * m.kgPerCbm)),
    billedUnit: 'cbm',
    billedQuantity: round(billed, 4),
    basis: cbm >= weightTons ? 'volumetric' : 'actual',
    rate,
    fuelPercent: null,
    cost: rate && scale(rate, billed),
    rateSource,
  };
}

/** Rail (China-EU): volume / 3000, rounded up to the card's step. */
export function rail(card: FreightCard, cartons: readonly Carton[], quote?: number): ModeResult {
  const m = card.rail;
  const { actualKg, volumeCm3: volume } = totals(cartons);
  const volumetricKg = volume / m.divisor;
  const chargeableKg = ceilTo(Math.max(actualKg, volumetricKg), m.stepKg);
  const { rate, rateSource } = rateOf(m.rate, quote);
  return {
    mode: 'rail',
    divisor: m.divisor,
    volumetricKg: round(volumetricKg),
    chargeableKg: round(chargeableKg),
    billedUnit: 'kg',
    billedQuantity: round(chargeableKg),
    basis: volumetricKg > actualKg ? 'volumetric' : 'actual',
    rate,
    fuelPercent: null,
    cost: rate && scale(rate, chargeableKg),
    rateSource,
  };
}

export const FREIGHT_CALCULATORS = { express, air, 'sea-lcl': seaLcl, rail } as const;

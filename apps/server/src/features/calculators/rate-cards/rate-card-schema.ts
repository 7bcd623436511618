import { CONFIDENCE_MARKS } from '@asinasin/contract';
import { z } from 'zod';

/**
 * The rate cards the calculators read (docs/calculators.md, decisions/0033): effective-dated JSON
 * files under data/rate-cards, one card per file, every line with the confidence mark its source
 * earns in the domain research (verified, one source, unverified). Never constants in code.
 */
const confidence = z.enum(CONFIDENCE_MARKS);
const isoDate = z.iso.date();
const money = z.number().nonnegative();
const rate = z.number().min(0).max(1);

const cardHead = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  effectiveFrom: isoDate,
  /** the last day the card applies; null while it is current */
  effectiveTo: isoDate.nullable(),
  /** where the figures come from (the research section and its references) */
  source: z.string().min(1),
};

/** How a tier rounds the shipping weight up before looking up the fee (domain research §1.1). */
export const WEIGHT_ROUNDINGS = ['oz', 'oz-then-quarter-lb', 'lb', 'none'] as const;

const sizeTier = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** sorted longest, median, shortest, in the card's length unit; null: no limit */
  maxSides: z.tuple([z.number().positive(), z.number().positive(), z.number().positive()]).nullable(),
  maxLengthPlusGirth: z.number().positive().nullable(),
  /** the largest fee weight (card's weight unit) of the tier; null: no limit */
  maxWeight: z.number().positive().nullable(),
  /** which weight decides the tier and the fee: the unit's own, or the greater of it and dim weight */
  weightBasis: z.enum(['unit', 'greater-of-unit-and-dimensional']),
  /** sides shorter than this count as this much in the dimensional weight (bulky: 2 in) */
  minSideForDimensional: z.number().positive().nullable(),
  rounding: z.enum(WEIGHT_ROUNDINGS),
  storageClass: z.enum(['standard', 'oversize']),
  confidence,
});

const feeBand = z.object({
  tier: z.string(),
  /** the band holds fee weights up to and including this (card's weight unit) */
  upTo: z.number().positive(),
  /** the fee per price band id; a price band without a fee here pays the card's default band */
  fees: z.record(z.string(), money),
  /** above `above`, each started `step` adds `per` */
  overage: z.object({ above: z.number().nonnegative(), step: z.number().positive(), per: money }).nullable(),
  confidence,
});

const priceBand = z.object({
  id: z.string(),
  /** the band holds prices below this (exclusive) or up to it (inclusive); neither: the rest */
  lessThan: z.number().positive().optional(),
  atMost: z.number().positive().optional(),
  confidence,
});

export const fulfilmentCardSchema = z.object({
  kind: z.literal('fulfilment'),
  ...cardHead,
  marketplace: z.string().length(2),
  currency: z.string().length(3),
  lengthUnit: z.enum(['in', 'cm']),
  weightUnit: z.enum(['lb', 'kg']),
  /** L×W×H / divisor = dimensional weight; null: the card weighs units only (UK/EU since Oct 2025) */
  dimensionalDivisor: z.number().positive().nullable(),
  priceBands: z.array(priceBand).min(1),
  defaultPriceBand: z.string(),
  /** checked in order; the first tier a package fits is its tier */
  tiers: z.array(sizeTier).min(1),
  bands: z.array(feeBand).min(1),
  /** limits beyond which a tier also pays a fee the card does not know (2026 US Overmax) */
  overmax: z.object({ longestOver: z.number(), lengthPlusGirthOver: z.number(), confidence }).nullable(),
});

const referralTier = z.object({ upTo: z.number().positive().nullable(), rate });
export const referralCategorySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.object({ 'zh-CN': z.string().min(1), 'en-US': z.string().min(1) }),
  /** catalog root categories this category stands for (prefill by ASIN) */
  catalogNames: z.array(z.string()),
  /** portion: each rate on the part of the price inside its band; whole: one rate on the whole price */
  mode: z.enum(['portion', 'whole']),
  tiers: z.array(referralTier).min(1),
  minimumFee: money.nullable(),
  closingFee: money.nullable(),
  confidence,
});

export const referralCardSchema = z.object({
  kind: z.literal('referral'),
  ...cardHead,
  marketplace: z.string().length(2),
  currency: z.string().length(3),
  /** referral fees are charged on the VAT-inclusive price where prices include VAT */
  categories: z.array(referralCategorySchema).min(1),
});

const seasonalRate = z.object({
  storageClass: z.enum(['standard', 'oversize']),
  /** calendar months 1-12 */
  months: z.array(z.number().int().min(1).max(12)).min(1),
  perCubicFoot: money,
  confidence,
});

export const storageCardSchema = z.object({
  kind: z.literal('storage'),
  ...cardHead,
  marketplace: z.string().length(2),
  currency: z.string().length(3),
  monthly: z.array(seasonalRate).min(1),
  dangerousGoods: z.array(seasonalRate),
  agedInventory: z.array(
    z.object({
      fromDays: z.number().int().positive(),
      toDays: z.number().int().positive().nullable(),
      perCubicFoot: money,
      perUnit: money.nullable(),
      confidence,
    }),
  ),
});

export const surchargeCardSchema = z.object({
  kind: z.literal('surcharge'),
  ...cardHead,
  marketplace: z.string().length(2),
  appliesTo: z.enum(['fulfilment']),
  percent: z.number().min(0).max(100),
  /** off until an operator confirms it (npm run rate-cards -- set <id> enabled true) */
  enabled: z.boolean(),
  confidence,
});

const range = z.object({ low: money, high: money }).refine((r) => r.low <= r.high);
const transit = z.object({
  minDays: z.number().int().positive(),
  maxDays: z.number().int().positive(),
  confidence,
});
const mode = {
  transit,
  /** per kg (per CBM for sea) in the card's currency; null: no rate known, the seller types a quote */
  rate: range.nullable(),
  rateConfidence: confidence,
  confidence,
};
export const FREIGHT_MODES = ['express', 'air', 'sea-lcl', 'rail'] as const;
export const freightCardSchema = z.object({
  kind: z.literal('freight'),
  ...cardHead,
  origin: z.string().length(2),
  currency: z.string().length(3),
  express: z.object({
    ...mode,
    divisor: z.number().positive(),
    /** at or under this many kg, billed in `step` steps; above, in whole kg */
    stepUpToKg: z.number().positive(),
    stepKg: z.number().positive(),
    fuelPercent: z.number().min(0).max(100),
  }),
  air: z.object({
    ...mode,
    divisor: z.number().positive(),
    /** chargeable weight rounds up to this step (IATA: half a kilogram) */
    stepKg: z.number().positive(),
    /** IATA weight breaks: from this many kg the break's rate (or the card's) applies */
    weightBreaks: z.array(z.object({ fromKg: z.number().nonnegative(), rate: range.nullable() })).min(1),
    minimumCharge: money.nullable(),
  }),
  'sea-lcl': z.object({ ...mode, kgPerCbm: z.number().positive(), minimumCbm: z.number().positive() }),
  rail: z.object({ ...mode, divisor: z.number().positive(), stepKg: z.number().positive() }),
});

export const dutyCardSchema = z.object({
  kind: z.literal('duty'),
  ...cardHead,
  destination: z.string().length(2),
  /** the value duty is charged on: the goods (US, transaction value) or goods + freight (CIF) */
  dutiableValue: z.enum(['goods', 'goods-and-freight']),
  /** VAT included in the marketplace's sale prices (taken out of revenue); null: none */
  salesVatPercent: z.number().min(0).max(100).nullable(),
  salesVatConfidence: confidence,
  fees: z.array(
    z.object({
      id: z.string(),
      percent: z.number().min(0).max(100),
      /** per customs entry, in the card's currency */
      minimum: money.nullable(),
      maximum: money.nullable(),
      /** freight modes it applies to; empty: all */
      modes: z.array(z.enum(FREIGHT_MODES)),
      confidence,
    }),
  ),
  currency: z.string().length(3),
  notes: z.array(z.string()),
});

/** One dated rate: units of CNY for one unit of a currency, as the operator entered it. */
export const exchangeRateRowSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  cnyPer: z.number().positive(),
  /** the day the rate was read; a calculation uses the latest rate on or before its own day */
  asOf: isoDate,
  source: z.string().min(1),
  confidence,
});

export const exchangeRateCardSchema = z.object({
  kind: z.literal('exchange-rates'),
  ...cardHead,
  /** a dated table: several rows per currency keep the history (npm run rate-cards -- fx) */
  rates: z.array(exchangeRateRowSchema).min(1),
});

export const rateCardSchema = z.discriminatedUnion('kind', [
  fulfilmentCardSchema,
  referralCardSchema,
  storageCardSchema,
  surchargeCardSchema,
  freightCardSchema,
  dutyCardSchema,
  exchangeRateCardSchema,
]);

export type RateCard = z.infer<typeof rateCardSchema>;
export type FulfilmentCard = z.infer<typeof fulfilmentCardSchema>;
export type ReferralCard = z.infer<typeof referralCardSchema>;
export type ReferralCategory = z.infer<typeof referralCategorySchema>;
export type StorageCard = z.infer<typeof storageCardSchema>;
export type SurchargeCard = z.infer<typeof surchargeCardSchema>;
export type FreightCard = z.infer<typeof freightCardSchema>;
export type DutyCard = z.infer<typeof dutyCardSchema>;
export type ExchangeRateCard = z.infer<typeof exchangeRateCardSchema>;
export type ExchangeRateRow = z.infer<typeof exchangeRateRowSchema>;
export type RateCardKind = RateCard['kind'];
export type FreightMode = (typeof FREIGHT_MODES)[number];

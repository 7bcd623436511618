import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { asinField } from './research/asin.js';

/**
 * The freight and profit calculators (decisions/0033, docs/calculators.md): what they take and
 * what they answer. Every amount names the rate card it came from, the card's date and how sure
 * the card's line is, as the domain research marks it.
 */
export const CONFIDENCE_MARKS = ['verified', 'one-source', 'unverified'] as const;
export type ConfidenceMark = (typeof CONFIDENCE_MARKS)[number];

export const CALC_FREIGHT_MODES = ['express', 'air', 'sea-lcl', 'rail'] as const;
export type CalcFreightMode = (typeof CALC_FREIGHT_MODES)[number];

/** Bounds that refuse an absurd package (a 10-metre parcel) but hold any real FBA item. */
export const CALC_LIMITS = {
  sideCm: 400,
  sideIn: 157,
  weightKg: 1000,
  weightLb: 2200,
  price: 100_000,
  cartons: 50,
  cartonCount: 10_000,
  unitsPerCarton: 10_000,
  monthlyUnits: 1_000_000,
  storageMonths: 36,
} as const;

const positive = (max: number) => z.number().positive({ message: 'validation.positive' }).max(max);
const share = z.number().min(0).max(100);
const money = z.number().min(0).max(CALC_LIMITS.price);

/** A package's size and weight: inches or centimetres, pounds or kilograms, never a mix of sides. */
export const packageFields = {
  lengthIn: positive(CALC_LIMITS.sideIn).optional(),
  widthIn: positive(CALC_LIMITS.sideIn).optional(),
  heightIn: positive(CALC_LIMITS.sideIn).optional(),
  lengthCm: positive(CALC_LIMITS.sideCm).optional(),
  widthCm: positive(CALC_LIMITS.sideCm).optional(),
  heightCm: positive(CALC_LIMITS.sideCm).optional(),
  weightLb: positive(CALC_LIMITS.weightLb).optional(),
  weightKg: positive(CALC_LIMITS.weightKg).optional(),
};
type PackageInput = { [K in keyof typeof packageFields]?: number | undefined };

/** Exactly one complete set of sides and one weight; the issue lands on the field that is missing. */
function checkPackage(value: PackageInput, ctx: z.RefinementCtx) {
  const inches = [value.lengthIn, value.widthIn, value.heightIn];
  const cms = [value.lengthCm, value.widthCm, value.heightCm];
  const useCm = cms.some((v) => v !== undefined) && !inches.some((v) => v !== undefined);
  const sides = useCm
    ? (['lengthCm', 'widthCm', 'heightCm'] as const)
    : (['lengthIn', 'widthIn', 'heightIn'] as const);
  for (const side of sides) {
    if (value[side] === undefined)
      ctx.addIssue({ code: 'custom', path: [side], message: 'validation.sidesIncomplete' });
  }
  if (cms.some((v) => v !== undefined) && inches.some((v) => v !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['lengthCm'], message: 'validation.mixedUnits' });
  }
  if (value.weightLb === undefined && value.weightKg === undefined) {
    ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'validation.weightRequired' });
  }
  if (value.weightLb !== undefined && value.weightKg !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'validation.mixedUnits' });
  }
}

export const COST_CURRENCIES = ['marketplace', 'CNY'] as const;

export const profitBody = z
  .object({
    marketplace: z.string().trim().toUpperCase().length(2),
    /** a referral category id of the marketplace's card (GET calc options lists them) */
    category: z.string().trim().min(1).max(80),
    /**
     * the seller's own referral rate, percent, from Seller Central: taken only where the
     * marketplace has no referral card yet (not yet verified), never instead of a card
     */
    referralPercent: z.number().min(0).max(100).optional(),
    /** the sale price in the marketplace currency (VAT-inclusive where prices include VAT) */
    price: positive(CALC_LIMITS.price),
    /** the currency costOfGoods and freightPerUnit are typed in */
    costCurrency: z.enum(COST_CURRENCIES).default('marketplace'),
    costOfGoods: money,
    freightPerUnit: money.default(0),
    /** the total duty rate of the item's HTS code (MFN + Section 301 + other), percent */
    dutyPercent: z.number().min(0).max(500).default(0),
    /** months a unit waits in the warehouse before it sells */
    storageMonths: z.number().min(0).max(CALC_LIMITS.storageMonths).default(1),
    dangerousGoods: z.boolean().default(false),
    /**
     * the seller is registered for VAT in the marketplace's country: Amazon's fees then carry no
     * VAT (reverse charge); otherwise Amazon adds the country's VAT to its fees (domain.md §1.6)
     */
    vatRegistered: z.boolean().default(true),
    /** how the goods travel: sea adds the harbour maintenance fee (US) */
    freightMode: z.enum(CALC_FREIGHT_MODES).optional(),
    /** share of units returned and not resold, percent */
    returnsPercent: share.default(0),
    /** advertising cost as a share of the price (ACoS or TACoS), percent */
    adsPercent: share.default(0),
    monthlyUnits: z.number().int().min(0).max(CALC_LIMITS.monthlyUnits).optional(),
    /** the day whose cards apply (ISO date); today when absent */
    date: z.iso.date().max(10).optional(),
    ...packageFields,
  })
  .strict()
  .superRefine(checkPackage);
/** The parsed body, as the web's call sends it (every default filled). */
export type ProfitBody = z.output<typeof profitBody>;

export const sourceSchema = z.object({
  card: z.string(),
  title: z.string(),
  effectiveFrom: z.string(),
  confidence: z.enum(CONFIDENCE_MARKS),
});
export type CalcSource = z.infer<typeof sourceSchema>;

/** One line of the answer: an amount with its source, or null and why it is missing. */
export const feeLine = z.object({
  amount: z.number().nullable(),
  source: sourceSchema.nullable(),
  /** what the amount is made of, in the seller's language (e.g. "15% of 24.99") */
  detail: z.string().nullable(),
  /** why the amount is missing, in the seller's language */
  missing: z.string().nullable(),
});
export type FeeLine = z.infer<typeof feeLine>;

const perPeriod = z.object({
  revenue: z.number(),
  totalCost: z.number(),
  profit: z.number(),
});

export const profitData = z.object({
  marketplace: z.string(),
  currency: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  sizeTier: z.string().nullable(),
  overmax: z.boolean(),
  dimensions: z.object({ sortedIn: z.array(z.number()), sortedCm: z.array(z.number()) }),
  shippingWeight: z.object({
    /** the fee weight after rounding, in the card's weight unit */
    value: z.number().nullable(),
    unit: z.string(),
    lb: z.number().nullable(),
    kg: z.number().nullable(),
    unitWeight: z.number(),
    dimensionalWeight: z.number().nullable(),
    basis: z.enum(['unit', 'dimensional']),
    source: sourceSchema.nullable(),
  }),
  priceBand: z.string().nullable(),
  fees: z.object({
    fulfilment: feeLine,
    surcharge: feeLine,
    referral: feeLine,
    closing: feeLine,
    storage: feeLine,
    duty: feeLine,
    customsFees: feeLine,
    vat: feeLine,
    /** VAT that Amazon adds to its fees for a seller not registered for VAT there */
    feesVat: feeLine,
  }),
  costs: z.object({
    costOfGoods: z.number(),
    freight: z.number(),
    returns: z.number(),
    ads: z.number(),
  }),
  amazonFees: z.number(),
  totalCost: z.number(),
  profit: z.number(),
  margin: z.number(),
  roi: z.number().nullable(),
  breakEvenPrice: z.number().nullable(),
  perMonth: perPeriod.extend({ units: z.number() }).nullable(),
  cny: z
    .object({
      cnyPerUnit: z.number(),
      source: sourceSchema,
      asOf: z.string(),
      price: z.number(),
      totalCost: z.number(),
      profit: z.number(),
      profitPerMonth: z.number().nullable(),
    })
    .nullable(),
  sensitivity: z.array(z.object({ price: z.number(), profit: z.number(), margin: z.number() })),
  notices: z.array(z.string()),
});
export type ProfitData = z.infer<typeof profitData>;
export const calcProfitResponse = envelopeOf(profitData);

export const cartonSchema = z
  .object({ ...packageFields, count: z.number().int().min(1).max(CALC_LIMITS.cartonCount) })
  .strict()
  .superRefine(checkPackage);

export const freightBody = z
  .object({
    cartons: z.array(cartonSchema).min(1).max(CALC_LIMITS.cartons),
    unitsPerCarton: z.number().int().min(1).max(CALC_LIMITS.unitsPerCarton).default(1),
    /** the seller's own quote per mode, per kg (per CBM for sea), in the freight card's currency */
    // an object of the known modes, not a record: every key is known, so the body has a bound
    quotes: z
      .object(
        Object.fromEntries(CALC_FREIGHT_MODES.map((mode) => [mode, money.optional()])) as Record<
          (typeof CALC_FREIGHT_MODES)[number],
          z.ZodOptional<typeof money>
        >,
      )
      .strict()
      .default({}),
    /** the destination whose customs fees apply */
    destination: z.string().trim().toUpperCase().length(2).default('US'),
    date: z.iso.date().max(10).optional(),
  })
  .strict();
export type FreightBody = z.output<typeof freightBody>;

const range = z.object({ low: z.number(), high: z.number() });
export const freightModeData = z.object({
  mode: z.enum(CALC_FREIGHT_MODES),
  divisor: z.number().nullable(),
  volumetricKg: z.number(),
  chargeableKg: z.number(),
  /** what the rate multiplies: kilograms, or CBM (revenue tons) for sea */
  billedUnit: z.enum(['kg', 'cbm']),
  billedQuantity: z.number(),
  basis: z.enum(['actual', 'volumetric']),
  rate: range.nullable(),
  fuelPercent: z.number().nullable(),
  cost: range.nullable(),
  perUnit: range.nullable(),
  perUnitCny: range.nullable(),
  transit: z.object({ minDays: z.number(), maxDays: z.number() }),
  source: sourceSchema,
  rateSource: z.enum(['card', 'quote']).nullable(),
  missing: z.string().nullable(),
});
export type FreightModeData = z.infer<typeof freightModeData>;

export const freightData = z.object({
  currency: z.string(),
  cartons: z.number(),
  units: z.number(),
  actualKg: z.number(),
  volumeCbm: z.number(),
  modes: z.array(freightModeData),
  exchange: z.object({ cnyPerUnit: z.number(), asOf: z.string(), source: sourceSchema }).nullable(),
});
export type FreightData = z.infer<typeof freightData>;
export const calcFreightResponse = envelopeOf(freightData);

/** What the calculator forms offer: marketplaces and whether each has cards, their categories. */
export const calcOptionsData = z.object({
  marketplaces: z.array(
    z.object({
      code: z.string(),
      currency: z.string().nullable(),
      /** cards found for fulfilment, referral, storage; a marketplace without fulfilment is not yet verified */
      cards: z.object({ fulfilment: z.boolean(), referral: z.boolean(), storage: z.boolean() }),
      categories: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  freightModes: z.array(z.enum(CALC_FREIGHT_MODES)),
});
export type CalcOptionsData = z.infer<typeof calcOptionsData>;
export const calcOptionsResponse = envelopeOf(calcOptionsData);

/** Prefill by ASIN: what the catalog knows of a product, and what it lacks. */
export const calcPrefillBody = z
  .object({
    marketplace: z.string().trim().toUpperCase().length(2),
    asin: asinField,
  })
  .strict();
export const calcPrefillData = z.object({
  asin: z.string(),
  marketplace: z.string(),
  title: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  categoryPath: z.string().nullable(),
  /** the referral category the catalog's root category maps to, if any */
  category: z.string().nullable(),
  /** the fields the catalog lacks: the seller types them */
  missing: z.array(z.enum(['price', 'dimensions', 'weight', 'category'])),
});
export type CalcPrefillData = z.infer<typeof calcPrefillData>;
export const calcPrefillResponse = envelopeOf(calcPrefillData);

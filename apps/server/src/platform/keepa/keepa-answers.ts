import { z } from 'zod';

/*
 * The parts of Keepa's JSON answers this product reads (Keepa API documentation: "Request
 * Products", "Product Object", "Statistics Object", "Request Best Sellers"). Every object is
 * loose: Keepa adds fields over time, and an answer with fields we do not know still parses.
 */

/** A time series: [keepaMinute, value, keepaMinute, value, …]; -1 means "none at that time". */
const series = z.array(z.number()).nullable().optional();

export const keepaProduct = z.looseObject({
  asin: z.string(),
  domainId: z.number().int(),
  /** 4: INVALID, Keepa's answer for an ASIN it (or Amazon) does not know */
  productType: z.number().int().optional(),
  title: z.string().nullable().optional(),
  brand: z.string().nullable().optional(),
  /** root first */
  categoryTree: z
    .array(z.looseObject({ catId: z.number(), name: z.string() }))
    .nullable()
    .optional(),
  rootCategory: z.number().nullable().optional(),
  salesRankReference: z.number().nullable().optional(),
  /** per category id, a series of ranks */
  salesRanks: z.record(z.string(), z.array(z.number())).nullable().optional(),
  /** indexed by Keepa's csv type: 0 AMAZON, 1 NEW, 3 SALES, 10 NEW_FBA, 16 RATING, 17 COUNT_REVIEWS */
  csv: z.array(series).nullable().optional(),
  /** Amazon's "bought in past month", a lower bound */
  monthlySold: z.number().nullable().optional(),
  monthlySoldHistory: series,
  lastUpdate: z.number().optional(),
  stats: z
    .looseObject({
      salesRankDrops30: z.number().nullable().optional(),
      salesRankDrops90: z.number().nullable().optional(),
      salesRankDrops180: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type KeepaProduct = z.infer<typeof keepaProduct>;

/** The token fields every answer carries. */
const tokenFields = {
  tokensLeft: z.number(),
  /** milliseconds until the next refill */
  refillIn: z.number(),
  /** tokens added per minute */
  refillRate: z.number(),
  tokensConsumed: z.number().optional(),
  error: z.looseObject({ type: z.string().optional(), message: z.string().optional() }).optional(),
};

export const keepaTokenStatus = z.looseObject(tokenFields);
export type KeepaTokenStatus = z.infer<typeof keepaTokenStatus>;

export const productAnswer = z.looseObject({ ...tokenFields, products: z.array(keepaProduct).optional() });
export type ProductAnswer = z.infer<typeof productAnswer>;

export const bestSellersAnswer = z.looseObject({
  ...tokenFields,
  bestSellersList: z
    .looseObject({ categoryId: z.number(), lastUpdate: z.number().optional(), asinList: z.array(z.string()) })
    .nullable()
    .optional(),
});
export type BestSellersAnswer = z.infer<typeof bestSellersAnswer>;

/** Keepa's domain id per marketplace (Keepa API documentation: "domain"). */
export const KEEPA_DOMAINS: Record<string, number> = {
  US: 1,
  UK: 2,
  DE: 3,
  FR: 4,
  JP: 5,
  CA: 6,
  IT: 8,
  ES: 9,
  IN: 10,
};

/** Each domain's currency; Keepa writes prices in its smallest unit (cents; whole yen in JP). */
export const KEEPA_CURRENCIES: Record<string, { currency: string; perUnit: number }> = {
  US: { currency: 'USD', perUnit: 100 },
  UK: { currency: 'GBP', perUnit: 100 },
  DE: { currency: 'EUR', perUnit: 100 },
  FR: { currency: 'EUR', perUnit: 100 },
  JP: { currency: 'JPY', perUnit: 1 },
  CA: { currency: 'CAD', perUnit: 100 },
  IT: { currency: 'EUR', perUnit: 100 },
  ES: { currency: 'EUR', perUnit: 100 },
  IN: { currency: 'INR', perUnit: 100 },
};

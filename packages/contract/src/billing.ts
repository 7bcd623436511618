import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/**
 * Plans, modules and coupons (SPEC §3, §7). Amounts on the wire are in major units
 * (yuan, dollars) with at most two decimals, like user.money; the server keeps minor units.
 */

/** `lang` of /api/plan/index: 0 Chinese, 1 English. */
export const PLAN_LANG = { zh: 0, en: 1 } as const;
/** `type` of /api/plan/index: 2 lists the compute-power top-ups; anything else the memberships. */
export const PLAN_TYPE_POWER = 2;

export const PLAN_KINDS = ['membership', 'power'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** What one unit of a plan is: a count (power top-ups) or a duration (memberships). */
export const PLAN_UNITS = ['count', 'day', 'month', 'year'] as const;
export type PlanUnit = (typeof PLAN_UNITS)[number];

export const CURRENCIES = ['cny', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** SPEC §3/§9: ¥ for cny, $ otherwise. */
export function currencySymbol(currency: string): string {
  return currency === 'cny' ? '¥' : '$';
}

/** A call without a body (null) reads as the defaults. */
export const planIndexBody = z.preprocess(
  (raw) => raw ?? {},
  z.object({
    lang: z.union([z.literal(0), z.literal(1)]).default(0),
    type: z.number().int().optional(),
  }),
);
export type PlanIndexBody = z.infer<typeof planIndexBody>;

export const planSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PLAN_KINDS),
  tag: z.string(),
  /** sale price */
  discount: z.number(),
  /** original price */
  price: z.number(),
  currency: z.enum(CURRENCIES),
  /** units in one purchase: power units for a count plan, months/days/years for a membership */
  num: z.number().int(),
  type: z.object({ unit: z.enum(PLAN_UNITS), unit_text: z.string() }),
  /** the description, HTML already sanitized by the server's allow-list */
  data: z.string(),
  /** membership level granted (0 for power plans) and its name */
  level: z.number().int(),
  level_text: z.string(),
  /** ids of the built modules a membership includes (contract TOOLS decides what is built) */
  modules: z.array(z.number().int()),
  /** the names of those modules in the asked language, for the plan card */
  module_names: z.array(z.string()).default([]),
  /** power credited per purchase, two decimals (a power plan's num; a membership's bonus) */
  power: z.number(),
});
export type Plan = z.infer<typeof planSchema>;
export const planIndexResponse = envelopeOf(z.object({ plan: z.array(planSchema) }));

/** A billable module ("mold", SPEC §3/§7): the web's module store fills enNameObj from these. */
export const billableModuleSchema = z.object({
  key: z.string(),
  id: z.number().int(),
  path: z.string(),
  /** the name in the caller's language */
  value: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  /** power charged per use, two decimals */
  cost: z.number(),
});
export type BillableModule = z.infer<typeof billableModuleSchema>;
export const modulesResponse = envelopeOf(z.object({ mold: z.array(billableModuleSchema) }));

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

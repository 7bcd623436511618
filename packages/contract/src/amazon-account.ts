import { z } from 'zod';
import { ASIN_PATTERN, MARKETPLACES } from './constants.js';
import { envelopeOf } from './envelope.js';

/** SP-API's three regions and the marketplaces each serves (its endpoints' documentation). */
export const SP_API_REGIONS = ['na', 'eu', 'fe'] as const;
export type SpApiRegion = (typeof SP_API_REGIONS)[number];
export const REGION_MARKETPLACES: Record<SpApiRegion, readonly string[]> = {
  na: ['US', 'CA'],
  eu: ['UK', 'DE', 'FR', 'IT', 'ES', 'IN'],
  fe: ['JP'],
};

const marketplaceCode = z.enum(MARKETPLACES.map((m) => m.code) as [string, ...string[]]);
/** LWA ids and tokens are printable ASCII without spaces; the bound keeps a body small. */
const secret = z
  .string()
  .trim()
  .min(8)
  .max(2000)
  .regex(/^[\x21-\x7e]+$/);

export const amazonConnectionCreate = z
  .object({
    name: z.string().trim().min(1).max(60),
    region: z.enum(SP_API_REGIONS),
    marketplaces: z.array(marketplaceCode).min(1).max(9),
    clientId: secret,
    clientSecret: secret,
    refreshToken: secret,
  })
  .refine((body) => body.marketplaces.every((m) => REGION_MARKETPLACES[body.region].includes(m)), {
    path: ['marketplaces'],
    message: 'every marketplace must belong to the chosen region',
  });
export type AmazonConnectionCreate = z.infer<typeof amazonConnectionCreate>;

export const amazonConnectionId = z.object({ id: z.coerce.number().int().positive() });

/** Days of a connection's daily Sales and Traffic series per marketplace (docs/data/amazon-account.md). */
export const salesSeriesStateSchema = z.object({
  marketplace: z.string(),
  /** the newest day pulled, YYYY-MM-DD; null before the first */
  lastDay: z.string().nullable(),
  /** days of the window not pulled yet */
  missingDays: z.number(),
  /** how many days back the series is kept (SALES_BACKFILL_DAYS) */
  windowDays: z.number(),
});
export type SalesSeriesState = z.infer<typeof salesSeriesStateSchema>;

/** A connection as its owner sees it: secrets only masked, what the last test and sync said. */
export const amazonConnectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  region: z.enum(SP_API_REGIONS),
  marketplaces: z.array(z.string()),
  clientId: z.string(),
  clientSecret: z.string(),
  refreshToken: z.string(),
  /** the operator's connection feeds the shared catalog; a seller's own is theirs alone */
  feedsSharedCatalog: z.boolean(),
  testedAt: z.number().nullable(),
  testProblem: z.string().nullable(),
  syncJobId: z.string().nullable(),
  /** the sync job is queued or running; its last progress ({step, done, total}) */
  syncing: z.boolean(),
  syncProgress: z.record(z.string(), z.unknown()).nullable(),
  lastSuccessAt: z.number().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.number().nullable(),
  /** what the last successful sync could not pull (a role the app lacks) and what it still did */
  syncNotice: z.string().nullable(),
  /** how far the connection's daily Sales and Traffic goes in each marketplace */
  salesSeries: z.array(salesSeriesStateSchema).nullable().optional(),
});
export type AmazonConnection = z.infer<typeof amazonConnectionSchema>;

export const amazonConnectionResponse = envelopeOf(amazonConnectionSchema);
export const amazonConnectionsResponse = envelopeOf(z.object({ rows: z.array(amazonConnectionSchema) }));
export const amazonSyncStartedResponse = envelopeOf(z.object({ jobId: z.string() }));

/** Researched ASINs to read from Amazon's Catalog Items API through the operator's connection. */
export const amazonCatalogItemsBody = z.object({
  marketplace: marketplaceCode,
  asins: z
    .array(z.string().max(10).trim().toUpperCase().regex(ASIN_PATTERN, { message: 'not an ASIN' }))
    .min(1)
    .max(20),
});
export type AmazonCatalogItemsBody = z.infer<typeof amazonCatalogItemsBody>;

/** Amazon's own fee estimate for an ASIN at a price (Product Fees v0, getMyFeesEstimateForASIN). */
export const amazonFeesEstimateBody = z.object({
  marketplace: marketplaceCode,
  asin: z.string().max(10).trim().toUpperCase().regex(ASIN_PATTERN, { message: 'not an ASIN' }),
  price: z.number().positive().max(1_000_000),
  fulfilment: z.enum(['FBA', 'FBM']),
});
export type AmazonFeesEstimateBody = z.infer<typeof amazonFeesEstimateBody>;
export const amazonFeesEstimateSchema = z.object({
  /** the connection Amazon was asked through; null: none serves the marketplace */
  connection: z.object({ name: z.string(), own: z.boolean() }).nullable(),
  /** Amazon's answer; null with `unavailable` saying why */
  estimate: z
    .object({
      currency: z.string(),
      total: z.number(),
      lines: z.array(z.object({ type: z.string(), amount: z.number() })),
    })
    .nullable(),
  unavailable: z.string().nullable(),
});
export type AmazonFeesEstimate = z.infer<typeof amazonFeesEstimateSchema>;
export const amazonFeesEstimateResponse = envelopeOf(amazonFeesEstimateSchema);

/** The asking seller's own daily sales and traffic of one product, from their synced account. */
export const ownDailySalesBody = z.object({
  marketplace: marketplaceCode,
  asin: z.string().max(10).trim().toUpperCase().regex(ASIN_PATTERN, { message: 'not an ASIN' }),
});
export type OwnDailySalesBody = z.infer<typeof ownDailySalesBody>;
/**
 * Why a seller has no day to show: no Amazon connection in the marketplace; a connection that has
 * not pulled a day yet; or days pulled in which Amazon named no sale or visit of the product.
 */
export const OWN_DAILY_SALES_EMPTY = ['no-connection', 'not-synced', 'not-sold'] as const;
export const ownDailySalesSchema = z.object({
  marketplace: z.string(),
  asin: z.string(),
  /** the window read, YYYY-MM-DD */
  from: z.string(),
  to: z.string(),
  /** days Amazon named the product on, oldest first; a day it did not name had no sale or visit */
  days: z.array(
    z.object({
      day: z.string(),
      units: z.number().nullable(),
      sessions: z.number().nullable(),
      pageViews: z.number().nullable(),
      sales: z.number().nullable(),
      currency: z.string().nullable(),
    }),
  ),
  /** days pulled in the window (a day without the product is a day with no sale or visit) */
  daysSynced: z.number(),
  empty: z.enum(OWN_DAILY_SALES_EMPTY).nullable(),
});
export type OwnDailySales = z.infer<typeof ownDailySalesSchema>;
export const ownDailySalesResponse = envelopeOf(ownDailySalesSchema);

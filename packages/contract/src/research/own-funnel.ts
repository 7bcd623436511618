import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { asinField } from './asin.js';

/**
 * A seller's own search funnel for one of their ASINs: Amazon's Search Query Performance report
 * (GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT), pulled through that seller's own SP-API
 * connection and shown to them alone (decisions/0044). Shares are Amazon's, 0 to 1.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];

/** The most search queries one answer lists (Amazon reports up to 1,000 per ASIN and week). */
export const MAX_OWN_FUNNEL_ROWS = 200;

/**
 * Which of Amazon's report periods the funnel shows, the newest of it: a week (Sunday to Saturday),
 * a calendar month or a calendar quarter. The sync pulls the three (decisions/0067).
 */
export const OWN_FUNNEL_PERIODS = ['week', 'month', 'quarter'] as const;
export type OwnFunnelPeriod = (typeof OWN_FUNNEL_PERIODS)[number];
const periodKind = z.enum(OWN_FUNNEL_PERIODS).default('week');

export const ownFunnelQuery = z.object({
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
  asin: asinField,
  period: periodKind,
});
export type OwnFunnelInput = z.input<typeof ownFunnelQuery>;
export type OwnFunnelQuery = z.infer<typeof ownFunnelQuery>;

/** One stage of the funnel: every ASIN's count for the query, the seller's ASIN's count and share. */
const stage = z.object({
  total: z.number().nullable(),
  asin: z.number().nullable(),
  share: z.number().nullable(),
});

export const ownFunnelRowSchema = z.object({
  searchQuery: z.string(),
  /** Amazon's rank of the query for this ASIN (1 = best) */
  score: z.number().int().nullable(),
  /** searches of the query in the period */
  volume: z.number().nullable(),
  impressions: stage,
  clicks: stage,
  cartAdds: stage,
  purchases: stage,
});
export type OwnFunnelRow = z.infer<typeof ownFunnelRowSchema>;

export const ownFunnelResult = z.object({
  asin: z.string(),
  marketplace: z.string(),
  /** the newest period the seller's reports hold for the ASIN; null: none pulled yet */
  period: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** the run that imported it: when it was pulled */
  pulledAt: z.string().nullable(),
  /** the kinds of period the seller's reports hold for the ASIN, in OWN_FUNNEL_PERIODS' order */
  kinds: z.array(z.enum(OWN_FUNNEL_PERIODS)),
  total: z.number().int(),
  rows: z.array(ownFunnelRowSchema),
});
export type OwnFunnelResult = z.infer<typeof ownFunnelResult>;
export const ownFunnelResponse = envelopeOf(ownFunnelResult);

/**
 * The seller's own funnel of one search query (a mined keyword): which of their ASINs Amazon showed,
 * clicked, carted and sold for it, each with its share of all ASINs' counts (the totals are the
 * query's, the same on every row).
 */
export const ownTermFunnelQuery = z.object({
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
  searchTerm: z.string().trim().min(1).max(200),
  period: periodKind,
});
export type OwnTermFunnelInput = z.input<typeof ownTermFunnelQuery>;
export type OwnTermFunnelQuery = z.infer<typeof ownTermFunnelQuery>;

export const ownTermFunnelRowSchema = ownFunnelRowSchema.omit({ searchQuery: true }).extend({
  asin: z.string(),
});
export type OwnTermFunnelRow = z.infer<typeof ownTermFunnelRowSchema>;

export const ownTermFunnelResult = z.object({
  searchTerm: z.string(),
  marketplace: z.string(),
  /** the newest period of the chosen kind the seller's reports hold for the query; null: none */
  period: z.object({ start: z.string(), end: z.string() }).nullable(),
  pulledAt: z.string().nullable(),
  /** the kinds of period the seller's reports hold for the query, in OWN_FUNNEL_PERIODS' order */
  kinds: z.array(z.enum(OWN_FUNNEL_PERIODS)),
  total: z.number().int(),
  rows: z.array(ownTermFunnelRowSchema),
});
export type OwnTermFunnelResult = z.infer<typeof ownTermFunnelResult>;
export const ownTermFunnelResponse = envelopeOf(ownTermFunnelResult);

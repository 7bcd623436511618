import { z } from 'zod';
import type { REPORT_STATE } from '../constants.js';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { asinField } from '../research/asin.js';

/**
 * AI reports by ASIN and by market (SPEC §3, §4, §7; docs/reports.md). The report calls carry the
 * module's id and path ("mold", /api/mold/index), which the server checks against the module.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];
const marketplace = z.enum(marketplaceCodes, { message: 'reports.marketplaceUnknown' });

/** SPEC §4: 0 in progress or queued, 1 done, 2 failed (must be recreated). */
export type ReportState = (typeof REPORT_STATE)[keyof typeof REPORT_STATE];

export const REPORT_KINDS = ['asin', 'market'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The module (mold) each kind is charged and checked against. */
export const REPORT_MODULE: Record<ReportKind, string> = { asin: 'asin_fx_update', market: 'sc_fx_update' };

const moldFields = {
  mold_id: z.coerce
    .number({ message: 'reports.moldUnknown' })
    .int()
    .min(1, { message: 'reports.moldUnknown' }),
  path: z.string().trim().min(1, { message: 'reports.moldUnknown' }).max(200),
};

/** SPEC §7 reportGoodsCreate: mold_id, path, asin, product (the card's JSON, with its marketplace). */
export const asinReportCreateBody = z.object({
  ...moldFields,
  asin: asinField,
  marketplace: marketplace.default(DEFAULT_MARKETPLACE),
  /** the card's JSON as the web holds it; only its marketplace is read (the catalog gives the rest) */
  product: z.string().max(4000).optional(),
});
export type AsinReportCreateBody = z.infer<typeof asinReportCreateBody>;

/** SPEC §7 reportCreate: mold_id, path, nicheId, keyword, market. */
export const marketReportCreateBody = z.object({
  ...moldFields,
  keyword: z
    .string({ message: 'reports.keywordRequired' })
    .trim()
    .min(1, { message: 'reports.keywordRequired' })
    .max(200, { message: 'validation.tooLong' }),
  marketplace: marketplace.default(DEFAULT_MARKETPLACE),
  nicheId: z.string().max(100).optional(),
  market: z.string().max(4000).optional(),
});
export type MarketReportCreateBody = z.infer<typeof marketReportCreateBody>;

/** Update (state 1 only) or recreate (state 2 only) one report: a new generation, charged anew. */
export const reportUpdateBody = z.object({
  ...moldFields,
  id: z.coerce.number().int().min(1),
  action: z.enum(['update', 'recreate']).default('update'),
});
export type ReportUpdateBody = z.infer<typeof reportUpdateBody>;

export const reportListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const reportIdBody = z.object({ id: z.coerce.number().int().min(1) });

/** SPEC §3 ASIN report card: product is a JSON string with imageUrl and marketplace. */
export const asinReportCardSchema = z.object({
  id: z.number().int(),
  asin: z.string(),
  state: z.number().int(),
  /** the PDF's short-lived download link once there is one, else '' */
  url: z.string(),
  product: z.string(),
  /** why it failed (state 2), in the seller's language */
  failure: z.string().nullable(),
  updatedAt: z.string(),
});
export type AsinReportCard = z.infer<typeof asinReportCardSchema>;

/** SPEC §3 market report card: market is a JSON string with nicheId, nicheTitle, referenceAsinImageUrl. */
export const marketReportCardSchema = z.object({
  id: z.number().int(),
  niche_id: z.string(),
  keyword: z.string(),
  state: z.number().int(),
  url: z.string(),
  market: z.string(),
  failure: z.string().nullable(),
  updatedAt: z.string(),
});
export type MarketReportCard = z.infer<typeof marketReportCardSchema>;

export const asinReportListResponse = envelopeOf(
  z.object({ row: z.array(asinReportCardSchema), total: z.number().int() }),
);
export const marketReportListResponse = envelopeOf(
  z.object({ row: z.array(marketReportCardSchema), total: z.number().int() }),
);

/** What a create, update or recreate answers: the report's id, its state (0) and what it cost. */
export const reportStartedResponse = envelopeOf(
  z.object({ id: z.number().int(), state: z.number().int(), jobId: z.string(), cost: z.number() }),
);

export const asinReportViewQuery = z.object({ marketplace, asin: asinField });
export const marketReportViewQuery = z.object({ nicheId: z.string().trim().min(1).max(100) });

/** How long a signed PDF link works: long enough to click, short enough not to be worth sharing. */
export const REPORT_LINK_MS = 5 * 60_000;

export const reportDownloadLinkQuery = z.object({ id: z.coerce.number().int().min(1) });
export const reportDownloadLinkResponse = envelopeOf(z.object({ url: z.string() }));

/**
 * A signed link's parts, taken as typed: the server checks them itself, so a tampered link is
 * told it is not valid rather than which field failed a schema.
 */
export const reportDownloadQuery = z.object({
  id: z.string().max(20),
  expires: z.string().max(20),
  sig: z.string().max(128),
});

import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { productSchema } from '../product-selection.js';
import { clickedProductSchema, termsScopeField as scope } from './keywords.js';

/**
 * The Brand Analytics screens (docs/data/aba.md, decisions/0024): calls over the catalog's
 * `search_terms` (a row = term × department × period with its Search Frequency Rank and the three
 * most clicked products). Every call names its marketplace and period(s) and pages its answer.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];
const marketplace = z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE);

const isoDate = z
  .string()
  .max(10, 'validation.format')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.format');
/** One report period: its first and last day, as the report gives them. */
export const abaPeriodSchema = z.object({ start: isoDate, end: isoDate }).refine((p) => p.start <= p.end, {
  message: 'validation.minAboveMax',
  path: ['start'],
});
export type AbaPeriod = z.infer<typeof abaPeriodSchema>;

const department = z.string().trim().min(1).max(200);
/** Part of a term, matched anywhere in it, case-insensitive (terms are stored in lower case). */
const termSearch = z.string().trim().max(200).optional();
const rank = z.number().int().min(1).max(100_000_000);
const share = z.number().finite().min(0).max(3);
const page = z.number().int().min(1).max(10_000).default(1);
const size = z.number().int().min(1).max(100).default(50);
const order = z.enum(['asc', 'desc']);

/** A rank range; a missing bound is open. */
const rankBounds = { rankMin: rank.optional(), rankMax: rank.optional() };
const rankInOrder = (q: { rankMin?: number; rankMax?: number }) =>
  q.rankMin === undefined || q.rankMax === undefined || q.rankMin <= q.rankMax;
const rankOrderIssue = { message: 'validation.minAboveMax', path: ['rankMin'] };

// ---- periods: what is imported, with provenance ----

export const abaPeriodsQuery = z.object({ marketplace, scope });
export type AbaPeriodsQuery = z.infer<typeof abaPeriodsQuery>;

/** The import that wrote a period's rows (the latest one when several did). */
export const abaSourceSchema = z.object({
  runId: z.number().int(),
  fileName: z.string(),
  /** when that import finished (ISO time), null while it runs */
  importedAt: z.string().nullable(),
});
export type AbaSource = z.infer<typeof abaSourceSchema>;

export const abaImportedPeriodSchema = z.object({
  department: z.string(),
  start: z.string(),
  end: z.string(),
  terms: z.number().int(),
  /** every import that wrote rows of this department and period, latest first */
  sources: z.array(abaSourceSchema),
});
export type AbaImportedPeriod = z.infer<typeof abaImportedPeriodSchema>;

export const abaPeriodsResponse = envelopeOf(z.object({ periods: z.array(abaImportedPeriodSchema) }));

// ---- browse and opportunities: terms of one report ----

export const ABA_TERM_SORTS = ['rank', 'term', 'clickConcentration', 'conversionConcentration'] as const;
export type AbaTermSort = (typeof ABA_TERM_SORTS)[number];

export const abaBrowseQuery = z
  .object({
    ...rankBounds,
    marketplace,
    scope,
    department,
    period: abaPeriodSchema,
    term: termSearch,
    /** only terms whose three click shares add up to at most this (0.3 = 30 %) */
    maxClickConcentration: share.optional(),
    sort: z.enum(ABA_TERM_SORTS).default('rank'),
    order: order.default('asc'),
    page,
    size,
  })
  .refine(rankInOrder, rankOrderIssue);
export type AbaBrowseQuery = z.infer<typeof abaBrowseQuery>;
export type AbaBrowseInput = z.input<typeof abaBrowseQuery>;

/** Opportunities: a good rank (rankMax, default 100,000) and a low click concentration, best rank first. */
export const ABA_OPPORTUNITY_DEFAULTS = { rankMax: 100_000, maxClickConcentration: 0.3 } as const;
export const abaOpportunitiesQuery = z
  .object({
    ...rankBounds,
    marketplace,
    scope,
    department,
    period: abaPeriodSchema,
    term: termSearch,
    maxClickConcentration: share.default(ABA_OPPORTUNITY_DEFAULTS.maxClickConcentration),
    page,
    size,
  })
  .refine(rankInOrder, rankOrderIssue);
export type AbaOpportunitiesQuery = z.infer<typeof abaOpportunitiesQuery>;
export type AbaOpportunitiesInput = z.input<typeof abaOpportunitiesQuery>;

/**
 * One of a term's three most clicked products: the keyword screens' clicked product without its
 * place (the list is in click order), so both screens read one share the same (decisions/0028).
 */
export const abaClickedSchema = clickedProductSchema.omit({ clickRank: true });
export type AbaClicked = z.infer<typeof abaClickedSchema>;

export const abaTermRowSchema = z.object({
  term: z.string(),
  rank: z.number().int().nullable(),
  clicked: z.array(abaClickedSchema),
  /** the three click shares added up: how much of the term's clicks its top three take */
  clickConcentration: z.number().nullable(),
  conversionConcentration: z.number().nullable(),
});
export type AbaTermRow = z.infer<typeof abaTermRowSchema>;

export const abaTermsResponse = envelopeOf(
  z.object({ rows: z.array(abaTermRowSchema), total: z.number().int(), sources: z.array(abaSourceSchema) }),
);

// ---- movers: rank changes between two periods ----

export const ABA_MOVER_DIRECTIONS = ['up', 'down', 'new'] as const;
export type AbaMoverDirection = (typeof ABA_MOVER_DIRECTIONS)[number];
export const ABA_MOVER_SORTS = ['change', 'changeRate', 'fromRank', 'toRank'] as const;
export type AbaMoverSort = (typeof ABA_MOVER_SORTS)[number];
export const ABA_MOVERS_DEFAULT_RANK_MAX = 100_000;

export const abaMoversQuery = z
  .object({
    marketplace,
    scope,
    department,
    /** the earlier period */
    from: abaPeriodSchema,
    /** the later period */
    to: abaPeriodSchema,
    direction: z.enum(ABA_MOVER_DIRECTIONS).default('up'),
    /** only terms ranked at most this in either period (new terms: in the later one) */
    rankMax: rank.default(ABA_MOVERS_DEFAULT_RANK_MAX),
    term: termSearch,
    /** default: the biggest change first (up: most places gained; down: most lost; new: best rank) */
    sort: z.enum(ABA_MOVER_SORTS).optional(),
    order: order.optional(),
    page,
    size,
  })
  .refine((q) => q.from.start < q.to.start, { message: 'validation.minAboveMax', path: ['from', 'start'] });
export type AbaMoversQuery = z.infer<typeof abaMoversQuery>;
export type AbaMoversInput = z.input<typeof abaMoversQuery>;

export const abaMoverRowSchema = z.object({
  term: z.string(),
  /** null for a term new in the later period */
  fromRank: z.number().int().nullable(),
  toRank: z.number().int(),
  /** fromRank − toRank: places gained (negative: lost); null for a new term */
  change: z.number().int().nullable(),
  /** change / fromRank */
  changeRate: z.number().nullable(),
  clickConcentration: z.number().nullable(),
});
export type AbaMoverRow = z.infer<typeof abaMoverRowSchema>;

export const abaMoversResponse = envelopeOf(
  z.object({ rows: z.array(abaMoverRowSchema), total: z.number().int(), sources: z.array(abaSourceSchema) }),
);

// ---- products chosen from terms' top clicked ASINs ----

export const ABA_PRODUCT_SORTS = ['terms', 'bestRank', 'clickShare'] as const;
export type AbaProductSort = (typeof ABA_PRODUCT_SORTS)[number];

export const abaProductsQuery = z
  .object({
    ...rankBounds,
    marketplace,
    scope,
    department,
    period: abaPeriodSchema,
    term: termSearch,
    maxClickConcentration: share.optional(),
    sort: z.enum(ABA_PRODUCT_SORTS).default('terms'),
    order: order.optional(),
    page,
    size,
  })
  .refine(rankInOrder, rankOrderIssue);
export type AbaProductsQuery = z.infer<typeof abaProductsQuery>;
export type AbaProductsInput = z.input<typeof abaProductsQuery>;

/** What the catalog knows of a product, when it has it. */
export const abaCatalogProductSchema = productSchema.pick({
  title: true,
  imageUrl: true,
  price: true,
  currency: true,
  rating: true,
  ratingCount: true,
  bsr: true,
  bsrCategory: true,
  isBestSeller: true,
  isAmazonsChoice: true,
  boughtPastMonth: true,
  sales30d: true,
  updatedAt: true,
});
export type AbaCatalogProduct = z.infer<typeof abaCatalogProductSchema>;

export const abaProductRowSchema = z.object({
  asin: z.string(),
  /** how many of the filtered terms have it among their three most clicked products */
  terms: z.number().int(),
  /** the best (lowest) Search Frequency Rank among those terms, and that term */
  bestRank: z.number().int().nullable(),
  bestTerm: z.string(),
  /** its click shares over those terms added up */
  clickShare: z.number(),
  /** null: the catalog has no product with this ASIN in the marketplace */
  product: abaCatalogProductSchema.nullable(),
});
export type AbaProductRow = z.infer<typeof abaProductRowSchema>;

export const abaProductsResponse = envelopeOf(
  z.object({
    rows: z.array(abaProductRowSchema),
    total: z.number().int(),
    sources: z.array(abaSourceSchema),
  }),
);

// ---- one term over every period ----

export const abaTermQuery = z.object({
  marketplace,
  scope,
  term: z.string().trim().min(1).max(200),
  /** default: the department with the most periods of the term */
  department: department.optional(),
});
export type AbaTermQuery = z.infer<typeof abaTermQuery>;
export type AbaTermInput = z.input<typeof abaTermQuery>;

export const abaTermPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  rank: z.number().int().nullable(),
  clicked: z.array(abaClickedSchema),
  clickConcentration: z.number().nullable(),
  source: abaSourceSchema,
});
export type AbaTermPeriod = z.infer<typeof abaTermPeriodSchema>;

export const abaRelatedTermSchema = z.object({
  term: z.string(),
  rank: z.number().int().nullable(),
  /** the term's top clicked ASINs it shares with the researched term */
  sharedAsins: z.array(z.string()),
});
export type AbaRelatedTerm = z.infer<typeof abaRelatedTermSchema>;

export const ABA_RELATED_LIMIT = 50;

export const abaTermResponse = envelopeOf(
  z.object({
    term: z.string(),
    /** the department shown, null when the term is in no imported report */
    department: z.string().nullable(),
    /** every department the term is in, with its number of periods */
    departments: z.array(z.object({ department: z.string(), periods: z.number().int() })),
    /** oldest first */
    periods: z.array(abaTermPeriodSchema),
    /** in the latest period: terms sharing a top clicked ASIN, most shared then best rank first */
    related: z.array(abaRelatedTermSchema),
  }),
);

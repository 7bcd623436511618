import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { asinField } from './asin.js';

/**
 * Keyword mining, reverse ASIN lookup and the research search box (decisions/0023), over
 * the catalog's Brand Analytics Search Terms (docs/data/keywords.md). Shares are Amazon's, 0 to 1.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];
const marketplace = z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE);

/** A report period as an ISO 8601 interval of two dates: `2024-01-07/2024-01-13`. */
export const PERIOD_PATTERN = /^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/;
const period = z.string().max(21).regex(PERIOD_PATTERN).optional();

/**
 * Which search terms a seller reads (decisions/0044): the shared catalog and their own account's
 * rows (all), the shared catalog alone, or only the rows their own SP-API connection pulled.
 */
export const TERMS_SCOPES = ['all', 'shared', 'mine'] as const;
export type TermsScope = (typeof TERMS_SCOPES)[number];
/** The Data switch's field, shared by every screen that reads search terms. */
export const termsScopeField = z.enum(TERMS_SCOPES).default('all');
const scope = termsScopeField;

const range = (max?: number) => {
  const bound = max === undefined ? z.number().finite().min(0) : z.number().finite().min(0).max(max);
  return z
    .object({ min: bound.optional(), max: bound.optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: 'validation.minAboveMax',
      path: ['min'],
    })
    .optional();
};

/** A word of an include/exclude list: one word, no spaces. */
const word = z.string().trim().min(1).max(60).regex(/^\S+$/);

export const KEYWORD_SORT_FIELDS = [
  'rank',
  'clickConcentration',
  'conversionShare',
  'wordCount',
  'term',
] as const;
export type KeywordSortField = (typeof KEYWORD_SORT_FIELDS)[number];

/** The miner's filters, shared by the table call and its CSV export. */
export const keywordMineQuery = z.object({
  marketplace,
  /** every word of the seed is a whole word of the term (or, with `phrase`, the words in a row) */
  seed: z.string().trim().min(1).max(100),
  phrase: z.boolean().default(false),
  /** a period of the marketplace's reports; the latest when missing */
  period,
  scope,
  department: z.string().trim().min(1).max(100).optional(),
  rank: range(),
  wordCount: range(),
  /** the top three clicked products' click shares summed, 0 to 1 */
  clickConcentration: range(1),
  include: z.array(word).max(20).default([]),
  exclude: z.array(word).max(20).default([]),
  sort: z.enum(KEYWORD_SORT_FIELDS).default('rank'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(50),
});
export type KeywordMineQuery = z.infer<typeof keywordMineQuery>;
export type KeywordMineInput = z.input<typeof keywordMineQuery>;

export const termPeriodSchema = z.object({ start: z.string(), end: z.string() });
export type TermPeriod = z.infer<typeof termPeriodSchema>;

/**
 * One of a term's three most clicked products in Amazon's search terms report, shares from 0 to 1
 * to a millionth (the server's one rounding); every screen formats them alike.
 */
export const clickedProductSchema = z.object({
  asin: z.string(),
  /** 1 to 3: the product's place among the term's most clicked */
  clickRank: z.number().int(),
  clickShare: z.number().nullable(),
  conversionShare: z.number().nullable(),
});
export type ClickedProduct = z.infer<typeof clickedProductSchema>;

/** Where the figures of a period came from: the import runs that wrote its terms. */
export const termSourceSchema = z.object({
  runId: z.number().int(),
  fileName: z.string(),
  importedAt: z.string().nullable(),
});
export type TermSource = z.infer<typeof termSourceSchema>;

export const minedTermSchema = z.object({
  term: z.string(),
  department: z.string(),
  /** Search Frequency Rank in the period (1 = searched most) */
  rank: z.number().int().nullable(),
  /** only where a source gives it; Brand Analytics does not */
  searchVolume: z.number().int().nullable(),
  clickConcentration: z.number().nullable(),
  conversionShare: z.number().nullable(),
  wordCount: z.number().int(),
  clicked: z.array(clickedProductSchema),
  /** the rank in every period of the same length, oldest first; null where the term was absent */
  trend: z.array(z.object({ start: z.string(), end: z.string(), rank: z.number().int().nullable() })),
});
export type MinedTerm = z.infer<typeof minedTermSchema>;

export const wordRootSchema = z.object({ word: z.string(), terms: z.number().int() });
export type WordRoot = z.infer<typeof wordRootSchema>;

const periodsInfo = {
  /** the period answered; null when the marketplace has no report */
  period: termPeriodSchema.nullable(),
  /** every period of the marketplace, newest first */
  periods: z.array(termPeriodSchema),
  sources: z.array(termSourceSchema),
};

export const keywordMineResult = z.object({
  ...periodsInfo,
  total: z.number().int(),
  rows: z.array(minedTermSchema),
  /** the most frequent words across the whole result (stop words and the seed's words left out) */
  roots: z.array(wordRootSchema),
  departments: z.array(z.string()),
});
export type KeywordMineResult = z.infer<typeof keywordMineResult>;
export const keywordMineResponse = envelopeOf(keywordMineResult);

export const REVERSE_VIEWS = ['union', 'intersection'] as const;
export const REVERSE_SORT_FIELDS = ['rank', 'asinCount', 'term'] as const;

export const keywordReverseQuery = z.object({
  marketplace,
  asins: z.array(asinField).min(1, { message: 'research.asinRequired' }).max(20),
  period,
  scope,
  department: z.string().trim().min(1).max(100).optional(),
  /** union: terms of any of the ASINs; intersection: terms of all of them */
  view: z.enum(REVERSE_VIEWS).default('union'),
  sort: z.enum(REVERSE_SORT_FIELDS).default('rank'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(50),
});
export type KeywordReverseQuery = z.infer<typeof keywordReverseQuery>;
export type KeywordReverseInput = z.input<typeof keywordReverseQuery>;

export const reverseTermSchema = z.object({
  term: z.string(),
  department: z.string(),
  rank: z.number().int().nullable(),
  /** the term's three most clicked products */
  clicked: z.array(clickedProductSchema),
  /** which of the asked ASINs are among them */
  asins: z.array(z.string()),
});
export type ReverseTerm = z.infer<typeof reverseTermSchema>;

export const keywordReverseResult = z.object({
  ...periodsInfo,
  total: z.number().int(),
  rows: z.array(reverseTermSchema),
  /** per asked ASIN, in the asked order: how many terms of the period it is a top-3 click of */
  perAsin: z.array(z.object({ asin: z.string(), terms: z.number().int() })),
});
export type KeywordReverseResult = z.infer<typeof keywordReverseResult>;
export const keywordReverseResponse = envelopeOf(keywordReverseResult);

/** SPEC §7 `searchThree`: the research search box, up to ten of each kind. */
export const searchThreeQuery = z.object({
  field: z.string().trim().min(1).max(100),
  marketplace,
});
export type SearchThreeInput = z.input<typeof searchThreeQuery>;

export const searchThreeResult = z.object({
  terms: z.array(z.object({ term: z.string(), rank: z.number().int().nullable() })),
  products: z.array(
    z.object({ asin: z.string(), title: z.string().nullable(), imageUrl: z.string().nullable() }),
  ),
  categories: z.array(z.object({ path: z.string(), products: z.number().int() })),
  /** the period the terms come from; null without a report */
  period: termPeriodSchema.nullable(),
});
export type SearchThreeResult = z.infer<typeof searchThreeResult>;
export const searchThreeResponse = envelopeOf(searchThreeResult);

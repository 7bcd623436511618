import { z } from 'zod';
import { DEFAULT_MARKETPLACE, LIMITS, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { COPY_KINDS } from './copy-rules.js';
import { LISTING_FIELDS, RULE_IDS, SEVERITIES } from './findings.js';
import { CREATIVITY_LEVELS, DEFAULT_CREATIVITY } from './marketplaces.js';
import { graphemeLength, splitKeywords } from './text.js';

const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [
  (typeof MARKETPLACES)[number]['code'],
  ...(typeof MARKETPLACES)[number]['code'][],
];

/**
 * A text of at most `max` characters as a person counts them (SPEC §5: Chinese included, an emoji
 * is one). The cheap checks come first and abort: a text within `max` UTF-16 units cannot hold more
 * graphemes, and one over 8 units a character is refused unsegmented.
 */
const counted = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max * 8, { message: tooLong, abort: true })
    .refine((v) => v.length <= max || graphemeLength(v) <= max, { message: tooLong, abort: true });

/** The seller's own brand, optional (docs/ai/listing-rules.md "Brands"). */
const ownBrand = counted(LIMITS.productName, 'listing.brandTooLong').optional();

/**
 * The product's category as the category → Nice class map names it (GET listingCategories,
 * docs/risk.md "Classes"): the brand-word scan then flags marks of its classes only. Absent or
 * empty: marks of every class are flagged (a wider scan).
 */
const productCategory = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(200, { message: 'validation.tooLong' }).optional(),
);

/** SPEC §2 AI listing assistant and §5: name (required, 100), description and keywords (400 each). */
export const listingInputSchema = z.object({
  productName: z
    .string({ error: 'listing.nameEmpty' })
    .trim()
    .min(1, { message: 'listing.nameEmpty' })
    .max(LIMITS.productName * 8, { message: 'listing.nameTooLong', abort: true })
    .pipe(counted(LIMITS.productName, 'listing.nameTooLong')),
  description: counted(LIMITS.description, 'listing.descriptionTooLong').default(''),
  /** comma separated; a box of commas only is refused, an empty box is fine */
  keywords: counted(LIMITS.keywords, 'listing.keywordsTooLong')
    .refine((v) => v === '' || splitKeywords(v).length > 0, { message: 'listing.keywordsEmpty' })
    .default(''),
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
  creativity: z.enum(CREATIVITY_LEVELS).default(DEFAULT_CREATIVITY),
  /** the seller's own brand: the copy may name it; every other brand's mark is kept out */
  brand: ownBrand,
  category: productCategory,
});
export type ListingInput = z.infer<typeof listingInputSchema>;
export type ListingInputBody = z.input<typeof listingInputSchema>;

/**
 * A listing as a seller edits or pastes it. Bounds are generous: over-long parts are accepted so
 * the checker can say by how much, but a body cannot grow without limit.
 */
export const listingDraftSchema = z.object({
  title: z.string().max(2000).default(''),
  bullets: z.array(z.string().max(4000)).max(10).default([]),
  description: z.string().max(10_000).default(''),
  searchTerms: z.string().max(2000).default(''),
});

export const findingSchema = z.object({
  rule: z.enum(RULE_IDS),
  severity: z.enum(SEVERITIES),
  field: z.enum(LISTING_FIELDS),
  index: z.number().int().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** in the caller's language */
  message: z.string(),
});

export const coverageSchema = z.object({
  keywords: z.array(
    z.object({
      keyword: z.string(),
      title: z.boolean(),
      bullets: z.array(z.number().int()),
      description: z.boolean(),
      searchTerms: z.boolean(),
      titlePhrase: z.boolean(),
    }),
  ),
  missing: z.array(z.string()),
  ratio: z.number(),
});

export const repairSchema = z.object({
  rules: z.array(z.enum(RULE_IDS)),
  field: z.enum(LISTING_FIELDS),
  index: z.number().int().optional(),
  before: z.string(),
  after: z.string(),
});

/** A checked listing: the findings, the keyword coverage, a score and the mechanical rewrites. */
export const listingReportSchema = z.object({
  findings: z.array(findingSchema),
  coverage: coverageSchema,
  score: z.number().int(),
  /** true only without any error finding */
  passes: z.boolean(),
  /** the fixes a seller can apply in one go: each before and after */
  repairs: z.array(repairSchema),
  /** the listing with every repair applied */
  repaired: listingDraftSchema,
});

/** Which generator wrote a text: the offline one says it is rule-based (DESIGN: llm). */
export const generatorSchema = z.object({
  provider: z.enum(['offline', 'openai-compatible']),
  model: z.string(),
  ruleBased: z.boolean(),
});

export const GENERATION_KINDS = ['listing', 'copywriting'] as const;

export const copywritingInputSchema = listingInputSchema.extend({ kind: z.enum(COPY_KINDS) });
export type CopywritingInput = z.infer<typeof copywritingInputSchema>;

export const copyReportSchema = z.object({
  findings: z.array(findingSchema),
  passes: z.boolean(),
});

/** One saved generation (the seller's history): input, output as last saved, its check. */
export const generationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GENERATION_KINDS),
  input: copywritingInputSchema.partial({ kind: true }),
  listing: listingDraftSchema.nullable(),
  copy: z.array(z.string()).nullable(),
  report: listingReportSchema.nullable(),
  /** what the mechanical repairs changed in the model's output before it was saved */
  repairsApplied: z.array(repairSchema),
  copyReport: copyReportSchema.nullable(),
  generator: generatorSchema,
  /** power charged for it, with 2 decimals */
  power: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Generation = z.infer<typeof generationSchema>;

export const generationSummarySchema = generationSchema
  .pick({
    id: true,
    kind: true,
    generator: true,
    power: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ productName: z.string(), marketplace: z.string(), headline: z.string(), passes: z.boolean() });

export const historyQuery = z.object({
  kind: z.enum(GENERATION_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const historyResponse = envelopeOf(
  z.object({ rows: z.array(generationSummarySchema), total: z.number().int() }),
);
export const generationIdQuery = z.object({ id: z.coerce.number().int().min(1) });
export const generationResponse = envelopeOf(generationSchema);

/** Edit and save: a listing's four parts, or a copywriting's texts. */
export const updateGenerationBody = z.union([
  z.object({ id: z.number().int().min(1), listing: listingDraftSchema }),
  z.object({ id: z.number().int().min(1), copy: z.array(z.string().max(4000)).min(1).max(10) }),
]);
export type UpdateGenerationBody = z.infer<typeof updateGenerationBody>;
export const generationIdBody = z.object({ id: z.number().int().min(1) });

/** The price before generating (DESIGN: show the cost before a paid action) and who writes. */
export const listingCostResponse = envelopeOf(
  z.object({ cost: z.number(), balance: z.number(), generator: generatorSchema }),
);

/** /ai/listing/estimate: a pasted listing, its marketplace and the keywords to cover. */
export const checkListingBody = listingDraftSchema.extend({
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
  keywords: z.string().max(4000).default(''),
  brand: ownBrand,
  category: productCategory,
});
export type CheckListingBody = z.infer<typeof checkListingBody>;
export const checkListingResponse = envelopeOf(listingReportSchema);

/** A catalog product as a listing to check, and keywords from the catalog's search terms. */
export const catalogListingQuery = z.object({
  asin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^B0[A-Z0-9]{8}$/, { message: 'listing.asinInvalid' }),
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
});
export const catalogListingResponse = envelopeOf(
  z.object({
    asin: z.string(),
    title: z.string(),
    brand: z.string().nullable(),
    /** the product's category as the class map names it; null when its category is not mapped */
    category: z.string().nullable(),
    keywords: z.array(z.string()),
  }),
);

/** The categories the brand-word scan can be narrowed to, each with its Nice classes. */
export const listingCategoriesResponse = envelopeOf(
  z.object({
    row: z.array(z.object({ category: z.string(), classes: z.array(z.number().int()) })),
  }),
);

/**
 * The generate calls answer with server-sent events over the POST's own response:
 * `token` {text} while the text streams, then `done` {generation} or `error` {code, msg}.
 */
export const STREAM_EVENTS = ['token', 'done', 'error'] as const;
export type StreamEvent = (typeof STREAM_EVENTS)[number];
export const streamErrorSchema = z.object({ code: z.number().int(), msg: z.string() });

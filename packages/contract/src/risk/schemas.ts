import { z } from 'zod';
import { ASIN_PATTERN, DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { imageDataUrl } from '../patents.js';
import { asinField } from '../research/asin.js';
import { TRADEMARK_OFFICES, TRADEMARK_STATUSES, TRADEMARK_WHY } from '../research/trademarks.js';

/**
 * The AI infringement-risk analysis (SPEC §2 `/products/ai_pantent/index`, §7 getAsinImg and
 * getPatentInfo; docs/risk.md, decisions/0040). One analysis is one charged job: trademark hits
 * for the product's title and brand words, design-patent hits for its image, and a written verdict.
 */
export const RISK_MODULE = 'ai_pantent';
export const RISK_LEVELS = ['high', 'medium', 'low', 'none'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];
const marketplace = z.enum(marketplaceCodes, { message: 'reports.marketplaceUnknown' });
const optionalAsin = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  asinField.optional(),
);

/** SPEC §7 getAsinImg: the product image (data.img) of an ASIN the catalog holds. */
export const riskAsinImageBody = z.object({
  asin: asinField,
  marketplace: marketplace.default(DEFAULT_MARKETPLACE),
});
export const riskAsinImageResponse = envelopeOf(
  z.object({
    asin: z.string(),
    marketplace: z.string(),
    img: z.string().nullable(),
    title: z.string().nullable(),
    brand: z.string().nullable(),
  }),
);

/**
 * SPEC §7 getQueryId (body type, url): a product link of the nine marketplaces, or an ASIN, read
 * (never fetched) into a query id, `{marketplace}-{asin}`, that getImgUrl takes as its code.
 * `type` is the original's input kind (link or ASIN); the text itself says which it is.
 */
export const riskQueryIdBody = z.object({
  type: z.union([z.string().max(20), z.number()]).optional(),
  url: z.string().trim().min(1, { message: 'risk.queryNoAsin' }).max(2000, { message: 'validation.tooLong' }),
});
export const riskQueryIdResponse = envelopeOf(
  z.object({ code: z.string(), asin: z.string(), marketplace: z.string() }),
);
/** SPEC §7 getImgUrl (body code): the product image of a query id, from the catalog. */
export const riskImgUrlBody = z.object({
  code: z
    .string()
    .max(40, { message: 'risk.queryCodeInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^(?:[A-Z]{2}-)?[A-Z0-9]{10}$/, { message: 'risk.queryCodeInvalid' }),
});
export const riskImgUrlResponse = envelopeOf(
  z.object({
    code: z.string(),
    asin: z.string(),
    marketplace: z.string(),
    img: z.string().nullable(),
    /** why there is no image, when img is null */
    why: z.string().nullable(),
  }),
);

/** SPEC §7 getPatentInfo: start one analysis of an ASIN, a title, an image, or any of them. */
export const riskCreateBody = z.object({
  mold_id: z.coerce
    .number({ message: 'reports.moldUnknown' })
    .int()
    .min(1, { message: 'reports.moldUnknown' }),
  path: z.string().trim().min(1, { message: 'reports.moldUnknown' }).max(200),
  marketplace: marketplace.default(DEFAULT_MARKETPLACE),
  asin: optionalAsin,
  /** the product's title or brand words, when no ASIN gives them */
  title: z.string().trim().max(300, { message: 'validation.tooLong' }).optional(),
  /** the (cropped) image as a .jpg or .png data URL (SPEC §3 image input value) */
  image: imageDataUrl.optional(),
});
export type RiskCreateBody = z.infer<typeof riskCreateBody>;

export const riskStartedResponse = envelopeOf(
  z.object({ id: z.number().int(), state: z.number().int(), jobId: z.string(), cost: z.number() }),
);

/** What every hit says of its mark, found by a word or by its image. */
const markFields = {
  mark: z.string(),
  office: z.enum(TRADEMARK_OFFICES).nullable(),
  serialNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  status: z.enum(TRADEMARK_STATUSES),
  classes: z.array(z.number().int()),
  owner: z.string().nullable(),
};

export const riskTrademarkHitSchema = z.object({
  /** the title or brand word that found the mark */
  word: z.string(),
  ...markFields,
  why: z.array(z.enum(TRADEMARK_WHY)),
  level: z.enum(RISK_LEVELS),
  /** whether the mark is registered in one of the product's classes (absent: classes unknown) */
  inClasses: z.boolean().optional(),
});
export type RiskTrademarkHit = z.infer<typeof riskTrademarkHitSchema>;

/**
 * A figurative mark whose image is close to the product image (docs/risk.md, "Mark images"): the
 * drawing descriptor's similarity (0..1, best of four rotations), `why` says what matched.
 */
export const riskMarkImageHitSchema = z.object({
  id: z.string(),
  ...markFields,
  score: z.number(),
  /** 'image': the mark's image is like the product image; 'inClasses': in the product's classes */
  why: z.array(z.enum(['image', 'inClasses'])),
  imageUrl: z.string(),
  level: z.enum(RISK_LEVELS),
  inClasses: z.boolean().optional(),
});
export type RiskMarkImageHit = z.infer<typeof riskMarkImageHitSchema>;

export const riskPatentHitSchema = z.object({
  patentNumber: z.string(),
  title: z.string(),
  locarnoClass: z.string().nullable(),
  publicationDate: z.string().nullable(),
  /** 0..1; the drawing's similarity when an image was given, else the title words' share */
  score: z.number(),
  imageScore: z.number().nullable(),
  why: z.array(z.string()),
  hasDrawing: z.boolean(),
  level: z.enum(RISK_LEVELS),
});
export type RiskPatentHit = z.infer<typeof riskPatentHitSchema>;

/**
 * The Nice classes of a product's category (data/trademarks/nice-classes-by-category.json,
 * docs/risk.md): empty when the category is not mapped, and then marks of every class count alike.
 */
export const productClassesSchema = z.object({
  categoryPath: z.string().nullable(),
  /** the category of the path that gave the classes */
  category: z.string().nullable(),
  classes: z.array(z.number().int()),
  /** heading: the class heading names the goods; judgement: chosen, the note says why */
  basis: z.enum(['heading', 'judgement']).nullable(),
  note: z.string().nullable(),
});
export type ProductClasses = z.infer<typeof productClassesSchema>;

export const riskContentSchema = z.object({
  level: z.enum(RISK_LEVELS),
  generatedAt: z.string(),
  trademarks: z.object({
    /** marks in the catalog at all: 0 says the trademark import fills it */
    imported: z.number().int(),
    words: z.array(z.string()),
    hits: z.array(riskTrademarkHitSchema),
    /** the product's Nice classes and why (absent in analyses made before classes were known) */
    classes: productClassesSchema.optional(),
    /**
     * figurative marks whose image is close to the product image (absent in analyses made before
     * mark images were compared); indexed 0 says no mark image was imported yet
     */
    figurative: z.object({ indexed: z.number().int(), hits: z.array(riskMarkImageHitSchema) }).optional(),
  }),
  patents: z.object({
    /** drawings indexed at all: 0 says the design-patent import fills it */
    indexed: z.number().int(),
    by: z.enum(['image', 'title', 'nothing']),
    hits: z.array(riskPatentHitSchema),
  }),
  writing: z.object({ text: z.string(), ruleBased: z.boolean(), model: z.string().nullable() }),
});
export type RiskContent = z.infer<typeof riskContentSchema>;

export const riskAnalysisSchema = z.object({
  id: z.number().int(),
  /** SPEC §4 states: 0 in progress, 1 done, 2 failed */
  state: z.number().int(),
  /** 0..100 while in progress */
  progress: z.number().int(),
  marketplace: z.string(),
  asin: z.string().nullable(),
  title: z.string().nullable(),
  brand: z.string().nullable(),
  hasImage: z.boolean(),
  level: z.enum(RISK_LEVELS).nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  content: riskContentSchema.nullable(),
});
export type RiskAnalysis = z.infer<typeof riskAnalysisSchema>;

export const riskListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const riskListResponse = envelopeOf(
  z.object({ row: z.array(riskAnalysisSchema.omit({ content: true })), total: z.number().int() }),
);
export const riskViewQuery = z.object({ id: z.coerce.number().int().min(1) });
export const riskViewResponse = envelopeOf(riskAnalysisSchema);
export const riskImageParams = z.object({ id: z.coerce.number().int().min(1) });

const ASIN_IN_TEXT = /\b(B0[A-Z0-9]{8})\b/;
const ASIN_IN_LINK = /\/(?:dp|gp\/product|gp\/aw\/d|product)\/(B0[A-Z0-9]{8})/i;

/**
 * The ASIN (and marketplace) a pasted text holds (SPEC §4 image input): a bare ASIN, or an Amazon
 * product link of one of the nine marketplaces. Read here, never fetched (issue: the server never
 * fetches an arbitrary URL); null when the text holds neither.
 */
export function productRefOf(text: string): { asin: string; marketplace: string | null } | null {
  const trimmed = text.trim();
  const link = /^(?:https?:)?\/\/([^/?#\s]+)/i.exec(trimmed);
  if (link) {
    const code = marketplaceOfLinkHost(link[1]!);
    const asin = ASIN_IN_LINK.exec(trimmed)?.[1]?.toUpperCase();
    return code && asin ? { asin, marketplace: code } : null;
  }
  const asin = ASIN_IN_TEXT.exec(trimmed.toUpperCase())?.[1];
  return asin && ASIN_PATTERN.test(asin) ? { asin, marketplace: null } : null;
}

function marketplaceOfLinkHost(host: string): string | null {
  const bare = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^(www|smile|m)\./, '');
  return MARKETPLACES.find((m) => m.domain === bare)?.code ?? null;
}

/**
 * The brand-word flags of a research table's page (product selection, hot products, the product
 * page): one call for the page's rows, each product's title and brand words that are a mark not
 * dead in the product's classes (docs/risk.md, "Brand-word flags").
 */
export const brandFlagsBody = z.object({
  marketplace: marketplace.default(DEFAULT_MARKETPLACE),
  asins: z
    .array(asinField)
    .min(1, { message: 'risk.brandFlagsEmpty' })
    .max(100, { message: 'risk.brandFlagsTooMany' }),
});
export type BrandFlagsBody = z.infer<typeof brandFlagsBody>;
export const brandFlagHitSchema = z.object({
  words: z.string(),
  mark: z.string(),
  owner: z.string().nullable(),
  office: z.enum(TRADEMARK_OFFICES).nullable(),
  serialNumber: z.string().nullable(),
  status: z.enum(TRADEMARK_STATUSES),
  classes: z.array(z.number().int()),
  why: z.enum(TRADEMARK_WHY),
});
export type BrandFlagHit = z.infer<typeof brandFlagHitSchema>;
export const brandFlagSchema = z.object({
  asin: z.string(),
  classes: productClassesSchema,
  hits: z.array(brandFlagHitSchema),
});
export type BrandFlag = z.infer<typeof brandFlagSchema>;
export const brandFlagsResponse = envelopeOf(z.object({ row: z.array(brandFlagSchema) }));

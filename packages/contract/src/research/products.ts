import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { asinField } from './asin.js';
import { productSchema, range, salesEstimateSchema, selectedProductSchema } from '../product-selection.js';

/**
 * Hot products, one product's history and competitor trends (decisions/0022). Definitions
 * of each kind of hot product: docs/data/hot-products.md.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];
const marketplace = z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE);

export const MAX_COMPARED_ASINS = 10;

export const HOT_PRODUCT_KINDS = [
  'boughtLeaders',
  'bsrRising',
  'salesRising',
  'newEntrants',
  'newlyAvailable',
] as const;
export type HotProductKind = (typeof HOT_PRODUCT_KINDS)[number];

export const HOT_PRODUCT_SORTS = [
  'boughtPastMonth',
  'bsrGrowth',
  'bsrGrowthRate',
  'salesGrowthRate',
  'sales30d',
  'bsr',
  'price',
  'rating',
  'ratingCount',
  'dateFirstAvailable',
  /** the rank in the node's list: new entrants only */
  'nodeRank',
] as const;
export type HotProductSort = (typeof HOT_PRODUCT_SORTS)[number];

/** Each kind's own measure, and the order that puts the hottest first. */
export const HOT_PRODUCT_DEFAULT_SORT: Record<
  HotProductKind,
  { sort: HotProductSort; order: 'asc' | 'desc' }
> = {
  boughtLeaders: { sort: 'boughtPastMonth', order: 'desc' },
  bsrRising: { sort: 'bsrGrowthRate', order: 'desc' },
  salesRising: { sort: 'salesGrowthRate', order: 'desc' },
  newEntrants: { sort: 'nodeRank', order: 'asc' },
  newlyAvailable: { sort: 'dateFirstAvailable', order: 'desc' },
};

export const hotProductsQuery = z
  .object({
    kind: z.enum(HOT_PRODUCT_KINDS).default('boughtLeaders'),
    marketplace,
    /** a category path, root first with " > ", matched as a prefix */
    category: z.string().trim().max(1000).optional(),
    price: range(),
    ratingCount: range(),
    /** the kind's own measure when omitted (HOT_PRODUCT_DEFAULT_SORT) */
    sort: z.enum(HOT_PRODUCT_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    size: z.number().int().min(1).max(100).default(50),
  })
  .refine((q) => q.sort !== 'nodeRank' || q.kind === 'newEntrants', {
    message: 'research.nodeRankOnlyForEntrants',
    path: ['sort'],
  });
export type HotProductsQuery = z.infer<typeof hotProductsQuery>;
export type HotProductsInput = z.input<typeof hotProductsQuery>;

/** Where a new entrant entered: the node's list at its latest observation and the one before. */
export const nodeEntrySchema = z.object({
  node: z.string(),
  rank: z.number().int(),
  observedAt: z.string(),
  baselineAt: z.string(),
});

export const hotProductSchema = selectedProductSchema.extend({ entry: nodeEntrySchema.nullable() });
export type HotProduct = z.infer<typeof hotProductSchema>;

export const hotProductsResponse = envelopeOf(
  z.object({
    kind: z.enum(HOT_PRODUCT_KINDS),
    rows: z.array(hotProductSchema),
    total: z.number().int(),
    /** newlyAvailable: the data's date (the marketplace's newest date first available) */
    asOf: z.string().nullable(),
    /**
     * An empty bsrRising or salesRising page says what the marketplace's snapshots lack: none at all,
     * or only ranks inside browse nodes (Best Sellers lists), which say nothing of root BSR.
     */
    history: z.enum(['none', 'nodeRanksOnly', 'rootRanks']).nullable(),
  }),
);

/** POST /api/amazon/getAsinInfo */
export const asinInfoQuery = z.object({ asin: asinField, marketplace });
export const asinInfoSchema = productSchema
  .pick({
    marketplace: true,
    asin: true,
    title: true,
    brand: true,
    price: true,
    currency: true,
    bsr: true,
    bsrCategory: true,
    rating: true,
    ratingCount: true,
    categoryPath: true,
    updatedAt: true,
  })
  /** SPEC §3: the lookup's image URL */
  .extend({ img: z.string().nullable() });
export type AsinInfo = z.infer<typeof asinInfoSchema>;
export const asinInfoResponse = envelopeOf(asinInfoSchema);

/** POST /api/amazon/asin: 1 to 10 ASINs of one marketplace, each with its whole history. */
export const productHistoryQuery = z.object({
  marketplace,
  asins: z
    .array(asinField)
    .min(1, { message: 'research.asinRequired' })
    .max(MAX_COMPARED_ASINS)
    .transform((asins) => [...new Set(asins)]),
});
export type ProductHistoryInput = z.input<typeof productHistoryQuery>;

export const historyPointSchema = z.object({
  observedAt: z.string(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  /** the rank as observed: in `bsrCategory`, or within `browseNode` (a Best Sellers list) */
  bsr: z.number().int().nullable(),
  bsrCategory: z.string().nullable(),
  browseNode: z.string().nullable(),
  /** the rank when it is a root-category rank (names the product's root category), else null */
  rootBsr: z.number().int().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number().int().nullable(),
  /** Amazon-reported */
  boughtPastMonth: z.number().int().nullable(),
  /** the sales model's monthly units at this observation's root rank: estimated */
  estimatedSales: salesEstimateSchema.nullable(),
  /** Keepa's own price series at this moment (docs/data/keepa.md): Amazon's, lowest new, lowest FBA */
  amazonPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  fbaPrice: z.number().nullable(),
  /** the rank in `subBsrCategory`, the most specific category Keepa ranks the product in */
  subBsr: z.number().int().nullable(),
  subBsrCategory: z.string().nullable(),
  runId: z.number().int(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const importSourceSchema = z.object({
  runId: z.number().int(),
  kind: z.string(),
  format: z.string().nullable(),
  fileName: z.string(),
  importedAt: z.string(),
  /** the product's columns this run gave (empty for a run that only gave history) */
  fields: z.array(z.string()),
  /** how many of the product's observations this run gave */
  observations: z.number().int(),
});
export type ImportSource = z.infer<typeof importSourceSchema>;

export const salesMethodSchema = z.object({
  /** snapshots: averaged over root ranks of the last 30 days; storedRank: the product's root rank */
  basis: z.enum(['snapshots', 'storedRank']).nullable(),
  /** observations with a root rank inside the last 30 days of the history */
  observations: z.number().int(),
  /** when the derived values were computed */
  computedAt: z.string().nullable(),
});

export const productHistorySchema = z.object({
  product: selectedProductSchema,
  series: z.array(historyPointSchema),
  sources: z.array(importSourceSchema),
  /** each stored column → the run that last gave it */
  fieldSources: z.record(z.string(), z.number().int()),
  salesMethod: salesMethodSchema,
  /**
   * Keepa's count of rank improvements (each roughly a sale) in the last 30, 90 and 180 days, as
   * its latest answer gave them (their run: fieldSources.rank_drops_30); null: none imported
   */
  rankDrops: z.object({
    d30: z.number().int().nullable(),
    d90: z.number().int().nullable(),
    d180: z.number().int().nullable(),
  }),
});
export type ProductHistory = z.infer<typeof productHistorySchema>;

export const productHistoryResponse = envelopeOf(
  z.object({ products: z.array(productHistorySchema), missing: z.array(z.string()) }),
);

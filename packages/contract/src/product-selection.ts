import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from './constants.js';
import { envelopeOf } from './envelope.js';

/**
 * Product selection (SPEC §2 home page): the filters of the home page, a sort and a page. Every
 * range is inclusive; a missing bound is open. Units are the catalog's (docs/data/catalog.md):
 * prices in the marketplace's currency, weights in grams, volumes in cubic centimetres.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];

const bound = z.number().finite();
/** A range whose min is not above its max; `nonNegative` for values that cannot be below zero. */
export const range = (nonNegative = true) =>
  z
    .object({
      min: (nonNegative ? bound.min(0) : bound).optional(),
      max: (nonNegative ? bound.min(0) : bound).optional(),
    })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: 'validation.minAboveMax',
      path: ['min'],
    })
    .optional();

export const PRODUCT_SORT_FIELDS = [
  'bsr',
  'subBsr',
  'price',
  'rating',
  'ratingCount',
  'newRatings30d',
  'sellerCount',
  'bsrGrowth',
  'bsrGrowthRate',
  'sales30d',
  'salesGrowthRate',
  'boughtPastMonth',
  'weightG',
  'variantCount',
  'dateFirstAvailable',
  'rankDrops30',
  'rankDrops90',
  'rankDrops180',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/**
 * The default sort's order of preference (decisions/0038): the most telling column first, each in
 * its own order; the first with a value for any product of the marketplace wins.
 */
export const PRODUCT_DEFAULT_SORTS: readonly { field: ProductSortField; order: 'asc' | 'desc' }[] = [
  { field: 'bsr', order: 'asc' },
  { field: 'sales30d', order: 'desc' },
  { field: 'boughtPastMonth', order: 'desc' },
  { field: 'ratingCount', order: 'desc' },
];

/** Each sort column's own order when the query names the column but no order. */
export const defaultOrderOf = (field: ProductSortField): 'asc' | 'desc' =>
  field === 'bsr' || field === 'subBsr' ? 'asc' : 'desc';

export const FULFILMENTS = ['FBA', 'FBM', 'AMZ'] as const;

/** The filters that are a `{min, max}` range, in the order the home page shows them. */
export const PRODUCT_RANGE_FILTERS = [
  'price',
  'rating',
  'ratingCount',
  'newRatings30d',
  'sellerCount',
  'bsr',
  'bsrGrowth',
  'bsrGrowthRate',
  'sales30d',
  'salesGrowthRate',
  'weightG',
  'volumeCm3',
  'variantCount',
] as const;
export type ProductRangeFilter = (typeof PRODUCT_RANGE_FILTERS)[number];

/** The lengths and counts the text and list filters may reach; the form's counters show them. */
export const PRODUCT_SELECTION_LIMITS = {
  category: 1000,
  keywords: 500,
  sellerCountries: 50,
  sizeTiers: 20,
  sizeTier: 60,
} as const;
const LIMITS = PRODUCT_SELECTION_LIMITS;

/** Words of a keyword box: split on commas and white space, lower case, at most 20. */
const words = z.string().trim().max(LIMITS.keywords).optional();

/**
 * A source of the shared catalog's products (decisions/0061): an operator's SP-API connection by its
 * id, Keepa's API, or the file format of a file import. The server lists those with products
 * (productSources) and refuses one it does not know.
 */
export const PRODUCT_SOURCE_PATTERN = /^(keepa|connection:[1-9]\d{0,8}|file:[a-z0-9][a-z0-9-]{0,59})$/;
export const productSourceField = z
  .string()
  .max(80)
  .regex(PRODUCT_SOURCE_PATTERN, { message: 'research.sourceInvalid' });

export const productSelectionQuery = z.object({
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
  /** a category path, root first with " > ", matched as a prefix */
  category: z.string().trim().max(LIMITS.category).optional(),
  /** every word must be in the title */
  keyword: words,
  /** no word may be in the title */
  excludeKeywords: words,
  price: range(),
  rating: range(),
  ratingCount: range(),
  newRatings30d: range(false),
  sellerCount: range(),
  bsr: range(),
  /** BSR 7 days ago minus today's: positive when the product climbs */
  bsrGrowth: range(false),
  /** bsrGrowth over BSR 7 days ago, as a fraction (0.25 = 25 %) */
  bsrGrowthRate: range(false),
  /** estimated units in the last 30 days */
  sales30d: range(),
  /** as a fraction of the 30 days before */
  salesGrowthRate: range(false),
  weightG: range(),
  volumeCm3: range(),
  variantCount: range(),
  sellerCountries: z
    .array(
      z
        .string()
        .max(2)
        .regex(/^[A-Z]{2}$/),
    )
    .max(LIMITS.sellerCountries)
    .optional(),
  fulfilment: z.array(z.enum(FULFILMENTS)).max(3).optional(),
  sizeTiers: z.array(z.string().trim().min(1).max(LIMITS.sizeTier)).max(LIMITS.sizeTiers).optional(),
  bestSeller: z.boolean().optional(),
  amazonsChoice: z.boolean().optional(),
  aplus: z.boolean().optional(),
  video: z.boolean().optional(),
  /** only products this source gave (productSources lists them); all sources when absent */
  source: productSourceField.optional(),
  /**
   * Left out, the server sorts by the first column of PRODUCT_DEFAULT_SORTS the marketplace has
   * data for, and says so in `sortedBy` (decisions/0038). The order defaults to the column's own.
   */
  sort: z.enum(PRODUCT_SORT_FIELDS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(50),
});
export type ProductSelectionQuery = z.infer<typeof productSelectionQuery>;
export type ProductSelectionInput = z.input<typeof productSelectionQuery>;

/** The model's monthly units with its band, and the curve that made it (docs/data/estimates.md). */
export const salesEstimateSchema = z.object({
  units: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  curve: z.string(),
  calibrated: z.boolean(),
});
export type SalesEstimate = z.infer<typeof salesEstimateSchema>;

/**
 * The catalog's product, the one schema of it (decisions/0028): each screen's response takes it
 * whole or narrows it with `.pick` / `.extend`, so a field is named and typed once.
 */
export const productSchema = z.object({
  marketplace: z.string(),
  asin: z.string(),
  title: z.string().nullable(),
  brand: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryPath: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number().int().nullable(),
  bsr: z.number().int().nullable(),
  bsrCategory: z.string().nullable(),
  subBsr: z.number().int().nullable(),
  subBsrCategory: z.string().nullable(),
  sellerCount: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  sellerCountry: z.string().nullable(),
  fulfilment: z.enum(FULFILMENTS).nullable(),
  weightG: z.number().nullable(),
  volumeCm3: z.number().nullable(),
  sizeTier: z.string().nullable(),
  variantCount: z.number().int().nullable(),
  isBestSeller: z.boolean().nullable(),
  isAmazonsChoice: z.boolean().nullable(),
  hasAplus: z.boolean().nullable(),
  hasVideo: z.boolean().nullable(),
  dateFirstAvailable: z.string().nullable(),
  /** Amazon-reported lower bound ("1K+ bought in past month"), never an estimate */
  boughtPastMonth: z.number().int().nullable(),
  bsrGrowth: z.number().int().nullable(),
  bsrGrowthRate: z.number().nullable(),
  newRatings30d: z.number().int().nullable(),
  /** estimated: null when the product has no root-category BSR */
  sales30d: salesEstimateSchema.nullable(),
  salesGrowthRate: z.number().nullable(),
  /**
   * Keepa's count of rank improvements (each roughly a sale) in the last 30, 90 and 180 days, as its
   * latest answer gave them; null: no Keepa history imported for the product
   */
  rankDrops30: z.number().int().nullable(),
  rankDrops90: z.number().int().nullable(),
  rankDrops180: z.number().int().nullable(),
  /** when the catalog last took data for this product */
  updatedAt: z.string(),
});
/** The product selection's rows: the whole product. */
export const selectedProductSchema = productSchema;
export type SelectedProduct = z.infer<typeof productSchema>;

/**
 * The sort a page was read in: the one asked for, or the default the server chose because the
 * query named none; `skipped` are the preferred columns passed over as empty in this marketplace.
 */
export const sortedBySchema = z.object({
  field: z.enum(PRODUCT_SORT_FIELDS),
  order: z.enum(['asc', 'desc']),
  by: z.enum(['request', 'default']),
  skipped: z.array(z.enum(PRODUCT_SORT_FIELDS)),
});
export type SortedBy = z.infer<typeof sortedBySchema>;

export const productSelectionResponse = envelopeOf(
  z.object({
    rows: z.array(selectedProductSchema),
    total: z.number().int(),
    /** absent from a server older than decisions/0038 */
    sortedBy: sortedBySchema.optional(),
  }),
);

/**
 * The result columns a seller can show or hide (the product itself, with its title and ASIN,
 * always shows). The CSV export writes the same columns, each as one or more fields.
 */
export const PRODUCT_COLUMNS = [
  'image',
  'brand',
  'category',
  'price',
  'rating',
  'ratingCount',
  'bsr',
  'subBsr',
  'sellerCount',
  'seller',
  'fulfilment',
  'bsrGrowth',
  'bsrGrowthRate',
  'newRatings30d',
  'sales30d',
  'salesGrowthRate',
  'boughtPastMonth',
  'weightG',
  'volumeCm3',
  'sizeTier',
  'variantCount',
  'badges',
  'dateFirstAvailable',
  'updatedAt',
  'rankDrops30',
  'rankDrops90',
  'rankDrops180',
] as const;
export type ProductColumnKey = (typeof PRODUCT_COLUMNS)[number];

/** At most this many rows per CSV export; the query itself stops there (decisions/0017). */
export const PRODUCT_EXPORT_MAX_ROWS = 100_000;

/**
 * A CSV export of a whole selection: the same filters and sort as the table (page and size are
 * ignored), and the columns to write in the seller's order (all of them when absent).
 */
export const productSelectionExportBody = productSelectionQuery.extend({
  columns: z.array(z.enum(PRODUCT_COLUMNS)).min(1).max(PRODUCT_COLUMNS.length).optional(),
});
export type ProductSelectionExportBody = z.input<typeof productSelectionExportBody>;

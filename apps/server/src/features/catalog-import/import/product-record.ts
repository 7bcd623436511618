import { MARKETPLACES } from '@asinasin/contract';
import { z } from 'zod';

/** Amazon's ASIN: "B0" and 8 more, or a book's ISBN-10, which Amazon uses as the book's ASIN. */
export const CATALOG_ASIN = /^(B0[A-Z0-9]{8}|\d{9}[\dX])$/;
const MARKETPLACE_CODES = MARKETPLACES.map((m) => m.code) as [string, ...string[]];

const text = (max: number) => z.string().trim().min(1).max(max).nullable().default(null);
const count = z.number().int().min(0).max(2_000_000_000).nullable().default(null);
const rank = z.number().int().min(1).max(2_000_000_000).nullable().default(null);
const money = z.number().min(0).max(10_000_000).nullable().default(null);
const centimetres = z.number().positive().max(10_000).nullable().default(null);
const flag = z.boolean().nullable().default(null);

/**
 * One product as the catalog stores it, whatever file it came from. Units are fixed (docs/data/
 * catalog.md): prices in the marketplace currency, lengths in cm, weights in g. A value a source does
 * not give is null, never a default that looks like data.
 */
export const productRecord = z.object({
  marketplace: z.enum(MARKETPLACE_CODES, {
    error: (issue) =>
      `${String(issue.input) || '(none)'} is not one of the nine (${MARKETPLACE_CODES.join(', ')})`,
  }),
  asin: z.string().regex(CATALOG_ASIN, { message: 'not a valid ASIN' }),
  title: text(2000),
  brand: text(200),
  categoryPath: text(1000),
  browseNode: z
    .string()
    .regex(/^\d{1,20}$/, { message: 'browse node is not a number' })
    .nullable()
    .default(null),
  price: money,
  listPrice: money,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .default(null),
  rating: z.number().min(0).max(5).nullable().default(null),
  ratingCount: count,
  bsr: rank,
  bsrCategory: text(300),
  subBsr: rank,
  subBsrCategory: text(300),
  sellerCount: count,
  fulfilment: z.enum(['FBA', 'FBM', 'AMZ']).nullable().default(null),
  /** the seller the source names (Buy Box seller or owner), as the source wrote it */
  sellerName: text(200),
  sellerCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  lengthCm: centimetres,
  widthCm: centimetres,
  heightCm: centimetres,
  weightG: z.number().positive().max(10_000_000).nullable().default(null),
  sizeTier: text(60),
  variantCount: count,
  isBestSeller: flag,
  isAmazonsChoice: flag,
  isNewRelease: flag,
  hasAplus: flag,
  hasVideo: flag,
  dateFirstAvailable: z.iso.date().nullable().default(null),
  imageUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  boughtPastMonth: count,
  /** Keepa's count of rank improvements (sales, roughly) in the last 30, 90 and 180 days */
  rankDrops30: count,
  rankDrops90: count,
  rankDrops180: count,
});
export type ProductRecord = z.infer<typeof productRecord>;
export type ProductInput = z.input<typeof productRecord>;

/** The table's columns in the order the importer writes them. */
export const PRODUCT_COLUMNS = {
  marketplace: 'marketplace',
  asin: 'asin',
  title: 'title',
  brand: 'brand',
  categoryPath: 'category_path',
  browseNode: 'browse_node',
  price: 'price',
  listPrice: 'list_price',
  currency: 'currency',
  rating: 'rating',
  ratingCount: 'rating_count',
  bsr: 'bsr',
  bsrCategory: 'bsr_category',
  subBsr: 'sub_bsr',
  subBsrCategory: 'sub_bsr_category',
  sellerCount: 'seller_count',
  fulfilment: 'fulfilment',
  sellerName: 'seller_name',
  sellerCountry: 'seller_country',
  lengthCm: 'length_cm',
  widthCm: 'width_cm',
  heightCm: 'height_cm',
  weightG: 'weight_g',
  sizeTier: 'size_tier',
  variantCount: 'variant_count',
  isBestSeller: 'is_best_seller',
  isAmazonsChoice: 'is_amazons_choice',
  isNewRelease: 'is_new_release',
  hasAplus: 'has_aplus',
  hasVideo: 'has_video',
  dateFirstAvailable: 'date_first_available',
  imageUrl: 'image_url',
  boughtPastMonth: 'bought_past_month',
  rankDrops30: 'rank_drops_30',
  rankDrops90: 'rank_drops_90',
  rankDrops180: 'rank_drops_180',
} as const satisfies Record<keyof ProductRecord, string>;

/** The first problem of a record, told the way a row reason reads: "rating: too big". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

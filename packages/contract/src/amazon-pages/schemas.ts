import { z } from 'zod';

/**
 * What the Amazon page parsers return. Every field a page does not show is null, never guessed.
 * The importer validates parsed pages with these schemas before anything is stored.
 */

/** Two upper-case letters: one of the nine marketplaces, or another Amazon country (AE, TR...). */
export const pageMarketplaceSchema = z.string().regex(/^[A-Z]{2}$/);

/** Amazon's item id: ten letters or digits ("B01LW7X0JJ"; books use their ISBN-10, "0062796984"). */
export const pageAsinSchema = z.string().regex(/^[0-9A-Z]{10}$/);

export const moneySchema = z.object({
  /** In the currency's major unit as printed (7.99 dollars, 1139 yen); not converted. */
  amount: z.number().nonnegative(),
  /** ISO 4217 code ("USD", "EUR", "AED"). */
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/**
 * What the buy-box price buys: "new"; "used" when the buy box sells only a used copy; "new-or-used"
 * when the page shows no buy box but the lowest of its offers ("11 used & new from $18.93").
 */
export const priceConditionSchema = z.enum(['new', 'used', 'new-or-used']);
export type PriceCondition = z.infer<typeof priceConditionSchema>;

export const bsrEntrySchema = z.object({
  rank: z.number().int().positive(),
  category: z.string().min(1),
});

export const weightSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(['g', 'kg', 'oz', 'lb']),
  /** "item" from an item/product weight row, "package" from a shipping or package weight row. */
  of: z.enum(['item', 'package']),
});

export const dimensionsSchema = z.object({
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  unit: z.enum(['mm', 'cm', 'm', 'in', 'ft']),
  /** "item" from a product/item dimensions row, "package" from a package dimensions row. */
  of: z.enum(['item', 'package']),
});

export const productPageSchema = z.object({
  kind: z.literal('product'),
  marketplace: pageMarketplaceSchema,
  asin: pageAsinSchema,
  title: z.string().min(1).nullable(),
  brand: z.string().min(1).nullable(),
  price: moneySchema.nullable(),
  /** The condition of what the price buys; null exactly when the price is. */
  priceCondition: priceConditionSchema.nullable(),
  /** Average stars out of 5. */
  rating: z.number().min(0).max(5).nullable(),
  /** Number of ratings (older layouts: customer reviews); 0 when the page says there is none yet. */
  ratingCount: z.number().int().nonnegative().nullable(),
  /** Best Sellers Rank, top category first; null when the page shows no rank. */
  bsr: z.array(bsrEntrySchema).min(1).nullable(),
  /** "YYYY-MM-DD". */
  dateFirstAvailable: z.iso.date().nullable(),
  weight: weightSchema.nullable(),
  dimensions: dimensionsSchema.nullable(),
  imageUrl: z.url().nullable(),
  /** Lower bound of "1K+ bought in past month". */
  boughtPastMonth: z.number().int().nonnegative().nullable(),
});

export const resultItemSchema = z.object({
  /** 1-based place among the page's results, sponsored ones included; the rank on a Best Sellers page. */
  position: z.number().int().positive(),
  asin: pageAsinSchema,
  title: z.string().min(1).nullable(),
  price: moneySchema.nullable(),
  rating: z.number().min(0).max(5).nullable(),
  ratingCount: z.number().int().nonnegative().nullable(),
  /** An advertisement placed among the results. */
  sponsored: z.boolean(),
});

export const searchPageSchema = z.object({
  kind: z.literal('search'),
  marketplace: pageMarketplaceSchema,
  /** The words in the search box. */
  keyword: z.string().min(1).nullable(),
  items: z.array(resultItemSchema),
});

export const bestsellersPageSchema = z.object({
  kind: z.literal('bestsellers'),
  marketplace: pageMarketplaceSchema,
  /** The list's category as its heading names it ("Tools & Home Improvement"). */
  category: z.string().min(1).nullable(),
  items: z.array(resultItemSchema),
});

export const resultPageSchema = z.discriminatedUnion('kind', [searchPageSchema, bestsellersPageSchema]);
export const amazonPageSchema = z.discriminatedUnion('kind', [
  productPageSchema,
  searchPageSchema,
  bestsellersPageSchema,
]);

export type ProductPage = z.infer<typeof productPageSchema>;
export type ResultItem = z.infer<typeof resultItemSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;
export type BestsellersPage = z.infer<typeof bestsellersPageSchema>;
export type ResultPage = z.infer<typeof resultPageSchema>;
export type AmazonPage = z.infer<typeof amazonPageSchema>;

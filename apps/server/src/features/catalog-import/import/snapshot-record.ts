import { z } from 'zod';
import { productRecord } from './product-record.js';

/** One observation of a product in time, in the catalog's units (docs/data/catalog.md). */
export const snapshotRecord = productRecord
  .pick({
    marketplace: true,
    asin: true,
    price: true,
    currency: true,
    rating: true,
    ratingCount: true,
    browseNode: true,
    boughtPastMonth: true,
  })
  .extend({
    observedAt: z.date(),
    bsr: z.number().int().min(1).max(2_000_000_000).nullable().default(null),
    bsrCategory: z.string().max(300).nullable().default(null),
    /** Keepa's own price series (docs/data/keepa.md); `price` stays the one price a seller pays */
    amazonPrice: productRecord.shape.price,
    newPrice: productRecord.shape.price,
    fbaPrice: productRecord.shape.price,
    subBsr: productRecord.shape.subBsr,
    subBsrCategory: productRecord.shape.subBsrCategory,
  });
export type SnapshotRecord = z.infer<typeof snapshotRecord>;
export type SnapshotInput = z.input<typeof snapshotRecord>;

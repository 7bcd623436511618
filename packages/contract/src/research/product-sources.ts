import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';

/**
 * The sources of a marketplace's shared products that product selection can filter by
 * (decisions/0061): each operator SP-API connection by name, Keepa's API, and each file format
 * imported; only those that gave products, each with how many.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];

export const productSourcesQuery = z.object({
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
});

export const PRODUCT_SOURCE_KINDS = ['connection', 'keepa', 'file'] as const;
export type ProductSourceKind = (typeof PRODUCT_SOURCE_KINDS)[number];

export const productSourceSchema = z.object({
  /** the value of productSelectionQuery.source: `connection:<id>`, `keepa`, `file:<format>` */
  source: z.string(),
  kind: z.enum(PRODUCT_SOURCE_KINDS),
  /**
   * the connection's name, or the file format's name (e.g. helium10-black-box); null for Keepa, and
   * for a connection removed since its imports
   */
  name: z.string().nullable(),
  /** products of the marketplace this source gave, in any of its imports */
  products: z.number().int(),
});
export type ProductSource = z.infer<typeof productSourceSchema>;

export const productSourcesResponse = envelopeOf(
  z.object({ marketplace: z.string(), sources: z.array(productSourceSchema) }),
);
export type ProductSources = z.infer<typeof productSourcesResponse>['data'];

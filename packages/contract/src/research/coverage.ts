import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { PRODUCT_RANGE_FILTERS, PRODUCT_SORT_FIELDS } from '../product-selection.js';

/**
 * What a marketplace's catalog holds for each filter and sort column (decisions/0038): its product
 * count and, per column, how many products have a value. The filter form says next to a filter
 * when its column is empty or thin, and how to fill it, instead of answering 0 rows unexplained.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];

export const COVERAGE_FIELDS = [...new Set([...PRODUCT_RANGE_FILTERS, ...PRODUCT_SORT_FIELDS])] as const;
export type CoverageField = (typeof COVERAGE_FIELDS)[number];

export const coverageQuery = z.object({
  marketplace: z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE),
});
export type CoverageQuery = z.infer<typeof coverageQuery>;

/**
 * The hot-market ranking's side of the same question: how many category markets the marketplace
 * has, and per ranking metric (MARKET_METRICS) how many of them have a value. A range on a metric
 * leaves out every market without it, so its filter says so beside it.
 */
export const marketCoverageSchema = z.object({
  count: z.number().int(),
  /** markets with a value, per ranking metric */
  values: z.record(z.string(), z.number().int()),
});
export type MarketCoverage = z.infer<typeof marketCoverageSchema>;

export const catalogCoverageSchema = z.object({
  marketplace: z.string(),
  products: z.number().int(),
  /** products with a value, per column */
  values: z.record(z.string(), z.number().int()),
  markets: marketCoverageSchema,
});
export type CatalogCoverage = z.infer<typeof catalogCoverageSchema>;

export const coverageResponse = envelopeOf(catalogCoverageSchema);

import { z } from 'zod';
import { DEFAULT_MARKETPLACE, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';
import { selectedProductSchema } from '../product-selection.js';

/**
 * Hot markets (decisions/0021): the ranking of category nodes and keyword niches by the
 * market metrics (docs/data/markets.md), the category tree, and one market's detail.
 */
const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];
const marketplace = z.enum(marketplaceCodes).default(DEFAULT_MARKETPLACE);
/** a category path, root first, levels joined by " > " */
const categoryPath = z.string().trim().min(1).max(1000);

/** The metrics a market is ranked, filtered and sorted by. Shares are fractions (0.25 = 25 %). */
export const MARKET_METRICS = [
  'products',
  'units',
  'boughtPastMonth',
  'price',
  'rating',
  'ratingCount',
  'brandTop3',
  'brandTop10',
  'newShare',
  'fbaShare',
  'aplusShare',
] as const;
export type MarketMetric = (typeof MARKET_METRICS)[number];

/**
 * The ranking's default sort in order of preference (decisions/0038), each descending: estimated
 * units, Amazon's "bought in past month", rating count, then the product count (always known).
 */
export const MARKET_DEFAULT_SORTS: readonly MarketMetric[] = [
  'units',
  'boughtPastMonth',
  'ratingCount',
  'products',
];

/** The metrics that are shares: their filters are fractions from 0 to 1. */
export const MARKET_SHARE_METRICS: readonly MarketMetric[] = [
  'brandTop3',
  'brandTop10',
  'newShare',
  'fbaShare',
  'aplusShare',
];

const bound = z.coerce.number().finite().min(0).optional();
const shareBound = z.coerce.number().finite().min(0).max(1).optional();
const rangeShape = Object.fromEntries(
  MARKET_METRICS.flatMap((metric) => {
    const of = MARKET_SHARE_METRICS.includes(metric) ? shareBound : bound;
    return [
      [`${metric}Min`, of],
      [`${metric}Max`, of],
    ];
  }),
) as Record<`${MarketMetric}${'Min' | 'Max'}`, typeof bound>;

/** GET query of the ranking: `<metric>Min` / `<metric>Max` bounds, inclusive; a missing one is open. */
export const marketRankingQuery = z
  .object({
    marketplace,
    /** depth of the nodes (1 = root categories); with `parent` and no level: its children */
    level: z.coerce.number().int().min(1).max(12).optional(),
    /** only nodes under this path (drill down) */
    parent: categoryPath.optional(),
    ...rangeShape,
    /** left out: the first of MARKET_DEFAULT_SORTS with data, said in `sortedBy` (decisions/0038) */
    sort: z.enum(MARKET_METRICS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine((query, ctx) => {
    for (const metric of MARKET_METRICS) {
      const min = query[`${metric}Min`];
      const max = query[`${metric}Max`];
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: 'custom', message: 'validation.minAboveMax', path: [`${metric}Min`] });
      }
    }
  });
export type MarketRankingQuery = z.infer<typeof marketRankingQuery>;
export type MarketRankingInput = z.input<typeof marketRankingQuery>;

/**
 * One market's ranking figures over its sample (the top 100 by root BSR, then ratings). A null
 * figure means the data cannot give it; the `*Known` counts say how many products each rests on.
 */
export const marketFiguresSchema = z.object({
  /** every product of the market */
  products: z.number().int(),
  /** the products the figures rest on (at most 100) */
  sample: z.number().int(),
  /** estimated units in 30 days, summed over the sample, with the band's sums */
  units: z.number().nullable(),
  unitsLow: z.number().nullable(),
  unitsHigh: z.number().nullable(),
  withUnits: z.number().int(),
  /** Amazon-reported "bought in past month" summed (a lower bound), never mixed with estimates */
  boughtPastMonth: z.number().nullable(),
  boughtKnown: z.number().int(),
  price: z.number().nullable(),
  /** null when the sample mixes currencies (then price is null too) */
  currency: z.string().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number().nullable(),
  /** what brand shares are measured by: estimated units when known, else rating counts */
  concentrationBasis: z.enum(['units', 'ratings']).nullable(),
  brandTop3: z.number().nullable(),
  brandTop10: z.number().nullable(),
  brandKnown: z.number().int(),
  /** first available within 12 months of the data's date (asOf) */
  newShare: z.number().nullable(),
  firstAvailableKnown: z.number().int(),
  /** the data's date: the newest snapshot of the sample's products */
  asOf: z.string().nullable(),
  fbaShare: z.number().nullable(),
  fulfilmentKnown: z.number().int(),
  aplusShare: z.number().nullable(),
  aplusKnown: z.number().int(),
});
export type MarketFigures = z.infer<typeof marketFiguresSchema>;

export const categoryMarketSchema = marketFiguresSchema.extend({
  path: z.string(),
  name: z.string(),
  level: z.number().int(),
  parentPath: z.string().nullable(),
  /** how many sub-categories it has (drill down when above 0) */
  children: z.number().int(),
});
export type CategoryMarket = z.infer<typeof categoryMarketSchema>;

/** The import run a table was computed after, for the basis line. */
export const marketRunSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  fileName: z.string(),
  finishedAt: z.string().nullable(),
});
export type MarketRun = z.infer<typeof marketRunSchema>;

export const marketRankingResponse = envelopeOf(
  z.object({
    rows: z.array(categoryMarketSchema),
    total: z.number().int(),
    /** when the ranking table was computed, and the newest import it includes */
    computedAt: z.string().nullable(),
    latestRun: marketRunSchema.nullable(),
    /** the sort the page was read in; absent from a server older than decisions/0038 */
    sortedBy: z
      .object({
        field: z.enum(MARKET_METRICS),
        order: z.enum(['asc', 'desc']),
        by: z.enum(['request', 'default']),
        skipped: z.array(z.enum(MARKET_METRICS)),
      })
      .optional(),
  }),
);
export type MarketRanking = z.infer<typeof marketRankingResponse>['data'];

export const categoryTreeQuery = z.object({ marketplace, parent: categoryPath.optional() });
export type CategoryTreeQuery = z.infer<typeof categoryTreeQuery>;

export const categoryNodeSchema = z.object({
  path: z.string(),
  name: z.string(),
  level: z.number().int(),
  products: z.number().int(),
  children: z.number().int(),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryTreeResponse = envelopeOf(
  z.object({ parent: z.string().nullable(), nodes: z.array(categoryNodeSchema) }),
);

export const nicheQuery = z.object({
  keyword: z.string().trim().min(1).max(200),
  marketplace,
});
export type NicheQuery = z.infer<typeof nicheQuery>;

export const nicheSchema = marketFiguresSchema.extend({
  keyword: z.string(),
  /** the keyword asked for, or a related Brand Analytics search term containing it */
  source: z.enum(['keyword', 'search-term']),
  searchFrequencyRank: z.number().int().nullable(),
});
export type Niche = z.infer<typeof nicheSchema>;

export const nicheResponse = envelopeOf(
  z.object({
    keyword: z.string(),
    niches: z.array(nicheSchema),
    /** the Brand Analytics period the related terms come from; null when none is imported */
    searchTermsPeriod: z.object({ start: z.string(), end: z.string() }).nullable(),
  }),
);
export type NicheResult = z.infer<typeof nicheResponse>['data'];

/** One market: a category node (path) or a keyword. */
export const marketDetailQuery = z
  .object({
    marketplace,
    node: categoryPath.optional(),
    keyword: z.string().trim().min(1).max(200).optional(),
  })
  .refine((q) => (q.node === undefined) !== (q.keyword === undefined), {
    message: 'validation.nodeOrKeyword',
    path: ['node'],
  });
export type MarketDetailQuery = z.infer<typeof marketDetailQuery>;

/**
 * Why the data cannot give a market figure: a message key the web says in the seller's language
 * (markets.why.<reason>), with its parameters.
 */
export const MISSING_REASONS = [
  'noSample',
  'noUnits',
  'brandsFew',
  'sellersFew',
  'noSnapshot',
  'noFirstAvailable',
  'noUnitsWithDate',
  'noPrice',
  'noPricedUnits',
  'currencies',
  'noRating',
  'noRatingCount',
  'noBought',
  'noSellerCountry',
  'noAplusInfo',
  'noVideoInfo',
] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

/** A value the data gives, or null with the reason it cannot (market-metrics.ts `Known`). */
const knownOf = <T extends z.ZodType>(value: T) =>
  z.object({
    value: value.nullable(),
    reason: z.enum(MISSING_REASONS).optional(),
    reasonParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  });
const figure = knownOf(z.number());
const tops = z.object({ top3: figure, top5: figure, top10: figure, top20: figure });
const newShares = z.object({ productShare: figure, unitsShare: figure });

export const marketMetricsSchema = z.object({
  sample: z.object({
    rule: z.string(),
    products: z.number().int(),
    ranked: z.number().int(),
    marketProducts: z.number().int(),
  }),
  asOf: knownOf(z.string()).extend({ rule: z.string() }),
  units: z.object({ basis: z.string(), withEstimate: z.number().int(), withoutEstimate: z.number().int() }),
  amazonReported: z.object({ boughtPastMonthSum: figure, products: z.number().int() }),
  concentration: z.object({ product: tops, brand: tops, seller: tops }),
  newProducts: z.object({
    known: z.number().int(),
    months1: newShares,
    months3: newShares,
    months6: newShares,
    months12: newShares,
  }),
  fulfilment: z.object({ FBA: figure, FBM: figure, AMZ: figure, unknown: figure }),
  aplus: z.object({ known: z.number().int(), share: figure }),
  video: z.object({ known: z.number().int(), share: figure }),
  average: z.object({ currency: z.string().nullable(), price: figure, rating: figure, ratingCount: figure }),
  priceBands: z.object({
    rule: z.string(),
    bands: knownOf(
      z.array(z.object({ from: z.number(), to: z.number(), products: z.number().int(), unitsShare: figure })),
    ),
  }),
});

/** Counts of products per bin: `from` inclusive, `to` exclusive (null: open-ended). */
const bins = z.array(z.object({ from: z.number(), to: z.number().nullable(), products: z.number().int() }));
const shareRows = z.object({
  basis: z.enum(['units', 'ratings']).nullable(),
  /** products of the sample whose name is known (and that have the basis) */
  known: z.number().int(),
  rows: z.array(z.object({ name: z.string(), products: z.number().int(), share: z.number() })),
});

export const marketDetailSchema = z.object({
  marketplace: z.string(),
  node: z.string().nullable(),
  keyword: z.string().nullable(),
  metrics: marketMetricsSchema,
  /** the sample (top 100 by root BSR, then ratings), in that order */
  products: z.array(selectedProductSchema),
  brands: shareRows,
  sellers: shareRows,
  ratings: z.object({ known: z.number().int(), bins }),
  ratingCounts: z.object({ known: z.number().int(), bins }),
  /** months since first available at the data's date; by year first available when that date is unknown */
  listingAge: z.object({ unit: z.enum(['months', 'year']), known: z.number().int(), bins }),
  /** the import files the sample's values came from */
  runs: z.array(marketRunSchema),
});
export type MarketDetail = z.infer<typeof marketDetailSchema>;
export const marketDetailResponse = envelopeOf(marketDetailSchema);

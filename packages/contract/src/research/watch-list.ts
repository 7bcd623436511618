import { z } from 'zod';
import { ASIN_PATTERN, MARKETPLACES } from '../constants.js';
import { envelopeOf } from '../envelope.js';

/** How many items one seller watches. */
export const WATCH_ITEMS_MAX = 200;
/** The newest alerts the watch list shows. */
export const WATCH_ALERTS_SHOWN = 100;
/** How many categories one seller watches: each is a Keepa best-seller list a refresh (docs/data/keepa.md). */
export const WATCH_CATEGORIES_MAX = 20;

export const WATCH_KINDS = ['product', 'keyword', 'category'] as const;
/** listRank: a watched product's place in a watched category's best-seller list moved */
export const WATCH_ALERT_KINDS = ['rank', 'price', 'competitor', 'keywordRank', 'listRank'] as const;
/** A watched category's list: fresh, waiting for the Keepa budget, failed, or not fetched yet. */
export const WATCH_LIST_STATES = ['pending', 'fresh', 'waiting', 'failed'] as const;
/**
 * Why a watched category's list waits or failed: Keepa's own reasons (no key, a refused key, no
 * tokens, the day's budget spent, Keepa unavailable, an answer it could not read), Keepa having no
 * list for the node, or another failure. The web says each in the seller's language.
 */
export const WATCH_LIST_REASONS = [
  'no-key',
  'bad-key',
  'no-tokens',
  'budget',
  'unavailable',
  'bad-answer',
  'no-list',
  'failed',
] as const;
export type WatchListReason = (typeof WATCH_LIST_REASONS)[number];
/** A category's id: Keepa's category id, which is Amazon's browse node number. */
export const CATEGORY_NODE_PATTERN = /^\d{1,20}$/;
export const WEBHOOK_FORMATS = ['wecom', 'feishu', 'slack'] as const;

const marketplaceCode = z.enum(MARKETPLACES.map((m) => m.code) as [string, ...string[]]);

/** Over these the seller is told: rank and price in per cent of the last value, keyword rank in places. */
export const watchThresholds = z.object({
  rankJumpPct: z.number().int().min(1).max(1000).default(30),
  priceChangePct: z.number().int().min(1).max(1000).default(10),
  keywordRankMove: z.number().int().min(1).max(100).default(5),
});
export type WatchThresholds = z.infer<typeof watchThresholds>;

/** What the last refresh saw of an item; each value null when no connector could give it. */
export const watchStateSchema = z.object({
  title: z.string().nullable(),
  rank: z.number().int().nullable(),
  rankCategory: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  /** a keyword's first ten products (by click share), or a product's category top 10 */
  top10: z.array(z.string()),
  /** a keyword's search frequency rank */
  keywordRank: z.number().int().nullable(),
  observedAt: z.string().nullable(),
  /** a watched category's best-seller list, best first (its top 100) */
  list: z.array(z.string()).max(100).optional(),
});
export type WatchState = z.infer<typeof watchStateSchema>;

export const watchItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WATCH_KINDS),
  marketplace: z.string(),
  /** the ASIN, the keyword, or the category's browse node */
  target: z.string(),
  thresholds: watchThresholds,
  state: watchStateSchema.nullable(),
  checkedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** a watched category's path as the catalog names it (null: the catalog does not know the node) */
  label: z.string().nullable().optional(),
  /** a watched category's list: when it was last fetched, when next, and how it stands */
  list: z
    .object({
      state: z.enum(WATCH_LIST_STATES),
      fetchedAt: z.number().int().nullable(),
      nextAt: z.number().int().nullable(),
      reason: z.enum(WATCH_LIST_REASONS).nullable(),
    })
    .nullable()
    .optional(),
});
export type WatchItem = z.infer<typeof watchItemSchema>;

export const watchAlertSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemKind: z.enum(WATCH_KINDS),
  marketplace: z.string(),
  target: z.string(),
  kind: z.enum(WATCH_ALERT_KINDS),
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** the new competitor's (or the moved product's) ASIN, or the price's currency */
  detail: z.string().nullable(),
  createdAt: z.number().int(),
  read: z.boolean(),
});
export type WatchAlert = z.infer<typeof watchAlertSchema>;

export const webhookSchema = z.object({ url: z.string(), format: z.enum(WEBHOOK_FORMATS) });

export const watchListResponse = envelopeOf(
  z.object({
    items: z.array(watchItemSchema),
    alerts: z.array(watchAlertSchema),
    webhook: webhookSchema.nullable(),
    /** whether a connector (Keepa) can refresh products on this instance */
    keepaConfigured: z.boolean(),
  }),
);

export const watchAddBody = z
  .object({
    kind: z.enum(WATCH_KINDS),
    marketplace: marketplaceCode,
    target: z.string().trim().min(1).max(200),
    thresholds: watchThresholds.partial().optional(),
  })
  .refine((b) => b.kind !== 'product' || ASIN_PATTERN.test(b.target.toUpperCase()), {
    path: ['target'],
    message: 'not an ASIN',
  })
  .refine((b) => b.kind !== 'category' || CATEGORY_NODE_PATTERN.test(b.target.trim()), {
    path: ['target'],
    message: 'not a category id (an Amazon browse node number)',
  });
export type WatchAddBody = z.input<typeof watchAddBody>;
export const watchItemResponse = envelopeOf(watchItemSchema);

/** The catalog's categories of a marketplace a seller may watch: browse node and path. */
export const watchCategoriesQuery = z.object({ marketplace: marketplaceCode });
/** path null: the node is known only from an imported best-seller list, which does not name it */
export const watchCategoryOption = z.object({ node: z.string(), path: z.string().nullable() });
export type WatchCategoryOption = z.infer<typeof watchCategoryOption>;
export const watchCategoriesResponse = envelopeOf(z.object({ categories: z.array(watchCategoryOption) }));

export const watchRemoveBody = z.object({ id: z.number().int().positive() });
export const watchThresholdsBody = z.object({ id: z.number().int().positive(), thresholds: watchThresholds });

/** Refresh now: no options (an empty object, so every POST of the API carries a JSON body). */
export const watchRefreshBody = z.object({});
/** The refresh goes on as a job; the seller follows it over the job events. */
export const watchRefreshResponse = envelopeOf(z.object({ jobId: z.string() }));

export const watchWebhookBody = z.object({
  /** an empty url removes the webhook */
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  format: z.enum(WEBHOOK_FORMATS),
});
export const watchAlertsReadBody = z.object({
  ids: z.array(z.number().int().positive()).max(WATCH_ALERTS_SHOWN),
});

/** Keepa history of products a seller researches, fetched on demand (a job; its progress over the job events). */
export const keepaHistoryBody = z.object({
  marketplace: marketplaceCode,
  asins: z
    .array(z.string().max(10).trim().toUpperCase().regex(ASIN_PATTERN, { message: 'not an ASIN' }))
    .min(1)
    .max(20),
});
export const keepaHistoryResponse = envelopeOf(z.object({ jobId: z.string() }));

/** An operator's fetch of a category's best-seller list from Keepa (a job; its progress over the job events). */
export const keepaBestSellersBody = z.object({
  marketplace: marketplaceCode,
  /** Keepa's category id, which is Amazon's browse node */
  category: z
    .string()
    .max(20)
    .trim()
    .regex(/^\d{1,20}$/, { message: 'not a category id (an Amazon browse node number)' }),
});
export const keepaBestSellersResponse = envelopeOf(z.object({ jobId: z.string() }));

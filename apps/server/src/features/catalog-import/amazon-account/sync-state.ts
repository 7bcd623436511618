import { z } from 'zod';

/** One report a sync pulls: what was asked of Amazon, and how far it got (to resume, not repeat). */
const syncItem = z.object({
  reportType: z.enum(['GET_SALES_AND_TRAFFIC_REPORT', 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT']),
  marketplace: z.string(),
  start: z.string(),
  end: z.string(),
  /** Amazon's report, once asked for: a resumed sync polls it instead of asking again */
  reportId: z.string().optional(),
  /** the import run of its document, once recorded */
  runId: z.number().optional(),
  done: z.boolean(),
});
export type SyncItem = z.infer<typeof syncItem>;

export const syncState = z.object({ items: z.array(syncItem) });
export type SyncState = z.infer<typeof syncState>;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Brand Analytics weeks run Sunday to Saturday (the reports API's reportOptions for
 * GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT): the last week that ended before today.
 */
export function lastFullWeek(now: Date): { start: string; end: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceSaturday = (now.getUTCDay() + 1) % 7 || 7;
  const end = today - daysSinceSaturday * DAY_MS;
  return { start: isoDay(end - 6 * DAY_MS), end: isoDay(end) };
}

/**
 * What a new sync of a connection pulls for each marketplace, over the last full week: the seller's
 * Sales and Traffic by ASIN (the business-report store, which `npm run calibrate` reads), then the
 * Brand Analytics Search Terms (which needs the Brand Analytics role; its refusal ends the sync).
 */
export function planSync(marketplaces: string[], now: Date): SyncState {
  const week = lastFullWeek(now);
  const types = ['GET_SALES_AND_TRAFFIC_REPORT', 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT'] as const;
  return {
    items: marketplaces.flatMap((marketplace) =>
      types.map((reportType) => ({ reportType, marketplace, ...week, done: false })),
    ),
  };
}

import { z } from 'zod';

/** One report a sync pulls: what was asked of Amazon, and how far it got (to resume, not repeat). */
const syncItem = z.object({
  reportType: z.enum(['GET_SALES_AND_TRAFFIC_REPORT', 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT']),
  marketplace: z.string(),
  start: z.string(),
  end: z.string(),
  /** a Brand Analytics report's period (reportOptions.reportPeriod); weekly before months were pulled */
  period: z.enum(['WEEK', 'MONTH']).default('WEEK'),
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

/** The last whole calendar month before today (a monthly Brand Analytics report's period). */
export function lastFullMonth(now: Date): { start: string; end: string } {
  const firstOfThisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = firstOfThisMonth - DAY_MS;
  const start = Date.UTC(new Date(end).getUTCFullYear(), new Date(end).getUTCMonth(), 1);
  return { start: isoDay(start), end: isoDay(end) };
}

const SEARCH_TERMS = 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT' as const;

/**
 * What a new sync of a connection pulls for each marketplace: for the operator's connection, the
 * Sales and Traffic by ASIN of the last full week (the business-report store, which `npm run
 * calibrate` reads for every seller); then, for every connection, the Brand Analytics Search Terms
 * of the last full week and of the last full month (they need the Brand Analytics role; a refusal
 * ends the sync). A seller's own connection feeds only that seller's rows (decisions/0044), so its
 * sales do not calibrate the shared curves and are not pulled.
 */
export function planSync(marketplaces: string[], now: Date, shared = true): SyncState {
  const week = lastFullWeek(now);
  const month = lastFullMonth(now);
  return {
    items: marketplaces.flatMap((marketplace) => [
      ...(shared
        ? [
            {
              reportType: 'GET_SALES_AND_TRAFFIC_REPORT' as const,
              marketplace,
              ...week,
              period: 'WEEK' as const,
              done: false,
            },
          ]
        : []),
      { reportType: SEARCH_TERMS, marketplace, ...week, period: 'WEEK' as const, done: false },
      { reportType: SEARCH_TERMS, marketplace, ...month, period: 'MONTH' as const, done: false },
    ]),
  };
}

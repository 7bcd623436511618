import { z } from 'zod';

/** One report a sync pulls: what was asked of Amazon, and how far it got (to resume, not repeat). */
const syncItem = z.object({
  reportType: z.enum([
    'GET_SALES_AND_TRAFFIC_REPORT',
    'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
    'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
    // a seller's own listings, when Amazon refuses their Sales and Traffic (listings-asins.ts)
    'GET_MERCHANT_LISTINGS_ALL_DATA',
  ]),
  marketplace: z.string(),
  start: z.string(),
  end: z.string(),
  /**
   * a Brand Analytics report's period (reportOptions.reportPeriod); weekly before months were
   * pulled. QUARTER: Search Query Performance alone (decisions/0067). DAY: one day of the
   * operator's Sales and Traffic (dateGranularity DAY, start = end).
   */
  period: z.enum(['DAY', 'WEEK', 'MONTH', 'QUARTER']).default('WEEK'),
  /** Search Query Performance: the seller's ASINs it asks for, space-separated (reportOptions.asin) */
  asins: z.string().optional(),
  /** Amazon's report, once asked for: a resumed sync polls it instead of asking again */
  reportId: z.string().optional(),
  /** the import run of its document, once recorded */
  runId: z.number().optional(),
  done: z.boolean(),
});
export type SyncItem = z.infer<typeof syncItem>;

export const syncState = z.object({
  items: z.array(syncItem),
  /** JSON {key, params}: what this sync could not pull and what it still does (a refused report) */
  notice: z.string().optional(),
  /** Amazon refused a seller's own Sales and Traffic: their days are not asked for in this sync */
  salesRefused: z.boolean().optional(),
});
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

/**
 * The last whole calendar quarter that ends on or before `day` (YYYY-MM-DD): Amazon's QUARTER
 * report runs from the quarter's first day to its last (schemas/reports/
 * sellingPartnerSearchQueryPerformanceReport.json, dataStartTime and dataEndTime).
 */
export function quarterEndingBy(day: string): { start: string; end: string } {
  // the quarter that holds the day after: the day before its first is the end asked for
  const after = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
  const firstOfQuarter = Date.UTC(after.getUTCFullYear(), after.getUTCMonth() - (after.getUTCMonth() % 3), 1);
  const end = new Date(firstOfQuarter - DAY_MS);
  const start = Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 2, 1);
  return { start: isoDay(start), end: isoDay(end.getTime()) };
}

const SEARCH_TERMS = 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT' as const;
const SALES = 'GET_SALES_AND_TRAFFIC_REPORT' as const;
const SQP = 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT' as const;
/** Amazon takes at most 200 characters of ASINs per Search Query Performance report. */
const MAX_ASIN_CHARS = 200;
/** At most this many of a seller's ASINs a sync asks Search Query Performance for (10 reports). */
export const MAX_SQP_ASINS = 180;

/**
 * The Search Query Performance reports of a seller's own ASINs for the week and for the month the
 * sync pulls Search Terms of, and for the last whole quarter that month ends (decisions/0067), so
 * the funnel has each period; each asks for as many ASINs as fit in Amazon's 200 characters. A
 * state saved before months were pulled has no month, so no month and no quarter either.
 */
export function planSearchQueryPerformance(state: SyncState, item: SyncItem, asins: string[]): SyncItem[] {
  const groups: string[][] = [];
  for (const asin of asins.slice(0, MAX_SQP_ASINS)) {
    const last = groups.at(-1);
    if (last && [...last, asin].join(' ').length <= MAX_ASIN_CHARS) last.push(asin);
    else groups.push([asin]);
  }
  const { marketplace } = item;
  const month = state.items.find(
    (other) =>
      other.reportType === SEARCH_TERMS && other.period === 'MONTH' && other.marketplace === marketplace,
  );
  const periods = [
    { start: item.start, end: item.end, period: 'WEEK' as const },
    ...(month
      ? [
          { start: month.start, end: month.end, period: 'MONTH' as const },
          { ...quarterEndingBy(month.end), period: 'QUARTER' as const },
        ]
      : []),
  ];
  return periods.flatMap((period) =>
    groups.map((group) => ({ reportType: SQP, marketplace, ...period, asins: group.join(' '), done: false })),
  );
}

/**
 * What a new sync of a connection pulls for each marketplace. First the Sales and Traffic by ASIN of
 * each day of the last SALES_BACKFILL_DAYS the connection has not pulled yet, one report a day (its
 * by-ASIN rows are summed over the report's whole date range whatever the dateGranularity,
 * schemas/reports/sellerSalesAndTrafficReport.json, so a daily series takes a report per day),
 * oldest first (decisions/0060): an operator's into the business-report store that `npm run
 * calibrate` reads for every seller, a seller's own into their own rows only (decisions/0044).
 * A seller's own connection asks before them for the last full week, which only names their ASINs
 * (their Search Query Performance of the week, month and quarter follows,
 * planSearchQueryPerformance) and, when Amazon refuses it, spares the days. Then, for every
 * connection, the Brand Analytics Search Terms of the last full week and of the last full month
 * (they need the Brand Analytics role; a refusal ends the sync).
 */
export function planSync(
  marketplaces: string[],
  now: Date,
  sales: { shared: boolean; days: string[]; synced: Map<string, Set<string>> } = {
    shared: false,
    days: [],
    synced: new Map(),
  },
): SyncState {
  const week = lastFullWeek(now);
  const month = lastFullMonth(now);
  const day = (marketplace: string, date: string) => ({
    reportType: SALES,
    marketplace,
    start: date,
    end: date,
    period: 'DAY' as const,
    done: false,
  });
  return {
    items: marketplaces.flatMap((marketplace) => [
      ...(sales.shared
        ? []
        : [{ reportType: SALES, marketplace, ...week, period: 'WEEK' as const, done: false }]),
      ...sales.days
        .filter((date) => !sales.synced.get(marketplace)?.has(date))
        .map((date) => day(marketplace, date)),
      { reportType: SEARCH_TERMS, marketplace, ...week, period: 'WEEK' as const, done: false },
      { reportType: SEARCH_TERMS, marketplace, ...month, period: 'MONTH' as const, done: false },
    ]),
  };
}

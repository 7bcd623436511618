import type { SalesSeriesState } from '@asinasin/contract';
import type { Db } from '../../../platform/db/database.js';

/** The first sync of a connection pulls this many days back; later ones only the days missing since. */
export const SALES_BACKFILL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days a daily Sales and Traffic series should hold now: the SALES_BACKFILL_DAYS whole days
 * before today (UTC), oldest first. Today is not whole yet, so it waits for tomorrow's sync.
 */
export function salesWindow(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: SALES_BACKFILL_DAYS }, (_, i) =>
    isoDay(today - (SALES_BACKFILL_DAYS - i) * DAY_MS),
  );
}

/** The days of the window a connection has pulled, per marketplace. */
export async function syncedSalesDays(
  db: Db,
  connectionId: number,
  from: string,
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('amazon_sales_days')
    .select(['marketplace', 'day'])
    .where('connection_id', '=', connectionId)
    .where('day', '>=', from)
    .execute();
  const days = new Map<string, Set<string>>();
  for (const row of rows) days.set(row.marketplace, (days.get(row.marketplace) ?? new Set()).add(row.day));
  return days;
}

/** Notes a day as pulled; a resumed sync noting it again changes nothing. */
export async function markSalesDay(
  db: Db,
  day: { connectionId: number; marketplace: string; day: string; runId: number | undefined },
): Promise<void> {
  await db
    .insertInto('amazon_sales_days')
    .values({
      connection_id: day.connectionId,
      marketplace: day.marketplace,
      day: day.day,
      run_id: day.runId ?? null,
      synced_at: Date.now(),
    })
    .onConflict((c) => c.columns(['connection_id', 'marketplace', 'day']).doNothing())
    .execute();
}

/** What the connection page says of each marketplace's daily series. */
export async function salesSeriesStates(
  db: Db,
  connectionId: number,
  marketplaces: string[],
  now: Date,
): Promise<SalesSeriesState[]> {
  const window = salesWindow(now);
  const synced = await syncedSalesDays(db, connectionId, window[0]!);
  const last = await db
    .selectFrom('amazon_sales_days')
    .select(['marketplace', (eb) => eb.fn.max('day').as('last')])
    .where('connection_id', '=', connectionId)
    .groupBy('marketplace')
    .execute();
  return marketplaces.map((marketplace) => {
    const days = synced.get(marketplace) ?? new Set<string>();
    return {
      marketplace,
      lastDay: last.find((row) => row.marketplace === marketplace)?.last ?? null,
      missingDays: window.filter((day) => !days.has(day)).length,
      windowDays: SALES_BACKFILL_DAYS,
    };
  });
}

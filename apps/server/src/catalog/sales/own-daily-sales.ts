import type { OwnDailySales } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * One product's daily rows of the business-report store (a row per day: period_start =
 * period_end) that the given connections' syncs imported, in a window of days, oldest first. Only
 * those connections' import runs are read, so a seller sees the days of their own account alone.
 */
export async function ownDailySales(
  catalog: CatalogQueries,
  query: { connectionIds: number[]; marketplace: string; asin: string; from: string; to: string },
): Promise<OwnDailySales['days']> {
  const ids = query.connectionIds.map((id) => Math.trunc(Number(id))).filter(Number.isFinite);
  if (ids.length === 0) return [];
  const rows = await catalog.all<Record<string, unknown>>(
    `select strftime(b.period_start, '%Y-%m-%d') as day, b.units_ordered, b.sessions, b.page_views,
            b.ordered_sales, b.currency
     from business_reports b join import_runs r on r.id = b.run_id
     where r.connection_id in (${ids.join(', ')}) and b.marketplace = $1 and b.asin = $2
       and b.period_start = b.period_end and b.period_start between $3::date and $4::date
     order by b.period_start`,
    [query.marketplace, query.asin, query.from, query.to],
  );
  return rows.map((row) => ({
    day: String(row.day),
    units: numberOrNull(row.units_ordered),
    sessions: numberOrNull(row.sessions),
    pageViews: numberOrNull(row.page_views),
    sales: numberOrNull(row.ordered_sales),
    currency: row.currency === null ? null : String(row.currency),
  }));
}

import type { OwnDailySales } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Whose rows: an operator's connections' imports in the shared store, or a seller's own rows. */
export type DailySalesSource = { connectionIds: number[] } | { ownerId: number };

/** The rows of the source as one table expression; the ids are integers written as literals. */
function rowsOf(source: DailySalesSource): string | null {
  if ('ownerId' in source)
    return `(select * from own_business_reports where owner_id = ${Math.trunc(Number(source.ownerId))})`;
  const ids = source.connectionIds.map((id) => Math.trunc(Number(id))).filter(Number.isFinite);
  if (ids.length === 0) return null;
  return `(select b.* from business_reports b join import_runs r on r.id = b.run_id
           where r.connection_id in (${ids.join(', ')}))`;
}

/**
 * One product's daily rows (period_start = period_end) in a window of days, oldest first: those an
 * operator's connections imported into the shared business-report store, or a seller's own rows
 * (decisions/0044). Either way only the asking seller's: another's are never read.
 */
export async function ownDailySales(
  catalog: CatalogQueries,
  query: { source: DailySalesSource; marketplace: string; asin: string; from: string; to: string },
): Promise<OwnDailySales['days']> {
  const rows = rowsOf(query.source);
  if (rows === null) return [];
  const found = await catalog.all<Record<string, unknown>>(
    `select strftime(b.period_start, '%Y-%m-%d') as day, b.units_ordered, b.sessions, b.page_views,
            b.ordered_sales, b.currency
     from ${rows} b
     where b.marketplace = $1 and b.asin = $2
       and b.period_start = b.period_end and b.period_start between $3::date and $4::date
     order by b.period_start`,
    [query.marketplace, query.asin, query.from, query.to],
  );
  return found.map((row) => ({
    day: String(row.day),
    units: numberOrNull(row.units_ordered),
    sessions: numberOrNull(row.sessions),
    pageViews: numberOrNull(row.page_views),
    sales: numberOrNull(row.ordered_sales),
    currency: row.currency === null ? null : String(row.currency),
  }));
}

import {
  MAX_OWN_FUNNEL_ROWS,
  OWN_FUNNEL_PERIODS,
  type OwnFunnelPeriod,
  type OwnFunnelResult,
} from '@asinasin/contract';
import type { CatalogParams, CatalogQueries } from '../../platform/catalog/catalog-db.js';

export interface FunnelRow {
  search_query: string;
  query_score: number | null;
  query_volume: number | bigint | null;
  [column: string]: unknown;
}

export const count = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const stage = (row: FunnelRow, total: string, asin: string, share: string) => ({
  total: count(row[total]),
  asin: count(row[asin]),
  share: count(row[share]),
});

/** The four stages of a stored row, as the contract names them. */
export const stagesOf = (row: FunnelRow) => ({
  impressions: stage(row, 'total_impressions', 'asin_impressions', 'asin_impression_share'),
  clicks: stage(row, 'total_clicks', 'asin_clicks', 'asin_click_share'),
  cartAdds: stage(row, 'total_cart_adds', 'asin_cart_adds', 'asin_cart_add_share'),
  purchases: stage(row, 'total_purchases', 'asin_purchases', 'asin_purchase_share'),
});

/**
 * The kind of a row's Amazon report period, told by its dates (a report keeps no other mark of it):
 * a week runs Sunday to Saturday (7 days), a month is a calendar month (28 to 31 days), a quarter a
 * calendar quarter (90 to 92 days; decisions/0067).
 */
function periodKindOf(table: string): string {
  const days = `(${table}.period_end - ${table}.period_start)`;
  return `case when ${days} <= 6 then 'week' when ${days} between 27 and 30 then 'month'
               when ${days} between 89 and 91 then 'quarter' end`;
}

/** The rows of one kind of Amazon report period (periodKindOf); `kind` as the contract checked it. */
export function periodKindIs(kind: OwnFunnelPeriod, table: string): string {
  return `${periodKindOf(table)} = '${kind}'`;
}

/**
 * Which kinds of period the seller's rows that `where` picks hold, in OWN_FUNNEL_PERIODS' order (the
 * screen offers a choice only among them).
 */
export async function kindsHeld(
  catalog: CatalogQueries,
  where: string,
  params: CatalogParams,
): Promise<OwnFunnelPeriod[]> {
  const rows = await catalog.all<{ kind: OwnFunnelPeriod }>(
    `select distinct ${periodKindOf('p')} as kind from own_search_query_performance p where ${where}`,
    params,
  );
  const held = new Set(rows.map((row) => row.kind));
  return OWN_FUNNEL_PERIODS.filter((kind) => held.has(kind));
}

/**
 * The seller's own Search Query Performance of one ASIN, for the newest period of the kind asked
 * (a week, a month or a quarter) they pulled, and which kinds they pulled
 * (decisions/0044): only rows whose owner is the seller asking, so another seller's are never read.
 * The queries come in Amazon's order (its score, 1 = best), at most MAX_OWN_FUNNEL_ROWS.
 */
export async function ownFunnel(
  catalog: CatalogQueries,
  query: { ownerId: number; marketplace: string; asin: string; period?: OwnFunnelPeriod },
): Promise<OwnFunnelResult> {
  const { marketplace, asin, period = 'week' } = query;
  const owner = Math.trunc(Number(query.ownerId));
  const where = (t = 'own_search_query_performance') =>
    `${t}.owner_id = ${owner} and ${t}.marketplace = $1 and ${t}.asin = $2`;
  const kinds = await kindsHeld(catalog, where('p'), [marketplace, asin]);
  const empty = { asin, marketplace, period: null, pulledAt: null, kinds, total: 0, rows: [] };
  const [newest] = await catalog.all<{
    start: string;
    end: string;
    run_id: number;
    pulled_at: string | null;
  }>(
    `select strftime(p.period_start, '%Y-%m-%d') as start, strftime(p.period_end, '%Y-%m-%d') as "end", p.run_id,
            strftime(r.finished_at, '%Y-%m-%dT%H:%M:%SZ') as pulled_at
     from own_search_query_performance p left join import_runs r on r.id = p.run_id
     where ${where('p')} and ${periodKindIs(period, 'p')} order by p.period_end desc, p.run_id desc limit 1`,
    [marketplace, asin],
  );
  if (!newest) return empty;
  const inPeriod = `${where()} and period_start = $3::date and period_end = $4::date`;
  const params = [marketplace, asin, newest.start, newest.end];
  const [total] = await catalog.all<{ n: number }>(
    `select count(*) as n from own_search_query_performance where ${inPeriod}`,
    params,
  );
  const rows = await catalog.all<FunnelRow>(
    `select * from own_search_query_performance where ${inPeriod}
     order by query_score nulls last, search_query limit ${MAX_OWN_FUNNEL_ROWS}`,
    params,
  );
  return {
    asin,
    marketplace,
    period: { start: newest.start, end: newest.end },
    pulledAt: newest.pulled_at,
    kinds,
    total: Number(total!.n),
    rows: rows.map((row) => ({
      searchQuery: row.search_query,
      score: row.query_score === null ? null : Number(row.query_score),
      volume: count(row.query_volume),
      ...stagesOf(row),
    })),
  };
}

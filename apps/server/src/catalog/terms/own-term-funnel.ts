import { MAX_OWN_FUNNEL_ROWS, type OwnFunnelPeriod, type OwnTermFunnelResult } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { count, kindsHeld, periodKindIs, stagesOf, type FunnelRow } from './own-funnel.js';

/**
 * The seller's own Search Query Performance of one search query (a mined keyword), for the newest
 * period of the kind asked in which their reports name it, and which kinds name it: one row per ASIN of theirs that Amazon
 * showed for it (decisions/0044: only the asking seller's rows are read). Amazon writes queries in
 * lower case; the term is matched without regard to case or outer spaces. The ASINs that sold the
 * most come first, then those clicked the most.
 */
export async function ownTermFunnel(
  catalog: CatalogQueries,
  query: { ownerId: number; marketplace: string; searchTerm: string; period: OwnFunnelPeriod },
): Promise<OwnTermFunnelResult> {
  const { marketplace, searchTerm, period } = query;
  const owner = Math.trunc(Number(query.ownerId));
  const where = (t = 'own_search_query_performance') =>
    `${t}.owner_id = ${owner} and ${t}.marketplace = $1 and lower(${t}.search_query) = lower(trim($2))`;
  const kinds = await kindsHeld(catalog, where('p'), [marketplace, searchTerm]);
  const empty = { searchTerm, marketplace, period: null, pulledAt: null, kinds, total: 0, rows: [] };
  const [newest] = await catalog.all<{ start: string; end: string; pulled_at: string | null }>(
    `select strftime(p.period_start, '%Y-%m-%d') as start, strftime(p.period_end, '%Y-%m-%d') as "end",
            strftime(r.finished_at, '%Y-%m-%dT%H:%M:%SZ') as pulled_at
     from own_search_query_performance p left join import_runs r on r.id = p.run_id
     where ${where('p')} and ${periodKindIs(period, 'p')} order by p.period_end desc, p.run_id desc limit 1`,
    [marketplace, searchTerm],
  );
  if (!newest) return empty;
  const inPeriod = `${where()} and period_start = $3::date and period_end = $4::date`;
  const params = [marketplace, searchTerm, newest.start, newest.end];
  const [total] = await catalog.all<{ n: number }>(
    `select count(*) as n from own_search_query_performance where ${inPeriod}`,
    params,
  );
  const rows = await catalog.all<FunnelRow & { asin: string }>(
    `select * from own_search_query_performance where ${inPeriod}
     order by asin_purchases desc nulls last, asin_clicks desc nulls last, asin limit ${MAX_OWN_FUNNEL_ROWS}`,
    params,
  );
  return {
    searchTerm,
    marketplace,
    period: { start: newest.start, end: newest.end },
    pulledAt: newest.pulled_at,
    kinds,
    total: Number(total!.n),
    rows: rows.map((row) => ({
      asin: row.asin,
      score: row.query_score === null ? null : Number(row.query_score),
      volume: count(row.query_volume),
      ...stagesOf(row),
    })),
  };
}

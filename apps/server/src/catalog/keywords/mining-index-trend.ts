import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import {
  INTS,
  NONE,
  NULL_RANK,
  RANK,
  STRIDE,
  TERM_ID,
  TREND_PERIODS,
  type MiningIndex,
  type TrendPeriod,
} from './mining-index-shape.js';

/**
 * The rank trend of a period in memory (decisions/0065): each row's rank in every other period of
 * the same length, read in the loading transaction (its numbered table `mining_rows`).
 */

/** The other periods as long as this one, newest first. */
const SAME_LENGTH = `select distinct period_start::varchar as period_start, period_end::varchar as period_end
  from search_terms where marketplace = $1 and period_end - period_start = $3::date - $2::date
    and not (period_start = $2::date and period_end = $3::date)
  order by period_end desc, period_start desc`;

/**
 * Each row's rank in another period, as "position,rank" pairs (the positions of ROWS), and the
 * terms (by term_id) it holds in any department.
 */
const RANKS_IN = `select
    '[' || coalesce(string_agg(case when o.department = n.department
      then n.pos || ',' || coalesce(o.search_frequency_rank, ${NULL_RANK}) end, ','), '') || ']' as pairs,
    '[' || coalesce(string_agg(distinct n.term_id::varchar, ','), '') || ']' as terms
  from mining_rows n join search_terms o on o.search_term = n.search_term
  where o.marketplace = $1 and o.period_start = $2::date and o.period_end = $3::date`;

/** The ranks of the rows in every period as long as this one (TREND_PERIODS at most). */
export async function loadTrend(tx: CatalogQueries, index: MiningIndex): Promise<MiningIndex['trend']> {
  const { marketplace, period } = index;
  const others = await tx.all<{ period_start: string; period_end: string }>(SAME_LENGTH, [
    marketplace,
    period.start,
    period.end,
  ]);
  if (others.length + 1 > TREND_PERIODS) return null;
  const own = Int32Array.from({ length: index.size }, (_, r) => {
    const rank = index.record[r * STRIDE + RANK]!;
    return Number.isNaN(rank) ? NULL_RANK : rank;
  });
  const trend: TrendPeriod[] = [{ period, rank: own, present: null }];
  const terms = index.size ? index.ints[(index.size - 1) * INTS + TERM_ID]! + 1 : 0;
  for (const other of others) {
    const [found] = await tx.all<{ pairs: string; terms: string }>(RANKS_IN, [
      marketplace,
      other.period_start,
      other.period_end,
    ]);
    const rank = new Int32Array(index.size).fill(NONE);
    const pairs = JSON.parse(found?.pairs ?? '[]') as number[];
    for (let i = 0; i < pairs.length; i += 2) rank[pairs[i]!] = pairs[i + 1]!;
    const present = new Uint8Array(terms);
    for (const termId of JSON.parse(found?.terms ?? '[]') as number[]) present[termId] = 1;
    trend.push({ period: { start: other.period_start, end: other.period_end }, rank, present });
  }
  return trend.sort((a, b) => a.period.start.localeCompare(b.period.start));
}

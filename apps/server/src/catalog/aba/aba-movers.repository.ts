import type { AbaMoverRow, AbaMoverSort, AbaMoversQuery, AbaSource } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { pageWindow, pageWithTotal, Params, type Statement } from '../sql/statement.js';
import { CLICK_CONCENTRATION, reportSources, SHARED_TERMS } from './aba-sql.js';
import { roundShare } from '../terms/clicked.js';

const SORT_KEY: Record<AbaMoverSort, string> = {
  change: 'change',
  changeRate: 'change_rate',
  fromRank: 'from_rank',
  toRank: 'to_rank',
};

/** What a movers list shows first when the seller has not chosen: the biggest move of its kind. */
export function defaultMoverView(query: AbaMoversQuery): { sort: AbaMoverSort; order: 'asc' | 'desc' } {
  const sort = query.sort ?? (query.direction === 'new' ? 'toRank' : 'change');
  const moves = sort === 'change' || sort === 'changeRate';
  const order = query.order ?? (moves && query.direction === 'up' ? 'desc' : 'asc');
  return { sort, order };
}

interface MoverRow {
  total: number;
  term: string | null;
  from_rank: number | null;
  to_rank: number;
  change: number | null;
  change_rate: number | null;
  conc: number | null;
}

/**
 * The terms of `direction` between two periods of a department (docs/data/aba.md). Up: the later
 * rank is better, so it is within rankMax; down: the earlier rank was better, so that one is; new:
 * in the later period within rankMax and absent from the earlier report. Each side of the join is
 * thus bounded by rankMax before the join, and the other side is probed by term.
 */
export function moversStatement(query: AbaMoversQuery, table = SHARED_TERMS): Statement {
  const b = new Params();
  const mp = b.bind(query.marketplace);
  const dept = b.bind(query.department);
  const side = (period: AbaMoversQuery['from']) =>
    `marketplace = ${mp} and department = ${dept} and period_start = ${b.bind(period.start)}::date
     and period_end = ${b.bind(period.end)}::date and search_frequency_rank is not null`;
  const fromWhere = side(query.from);
  const toWhere = side(query.to);
  const max = b.bind(query.rankMax);
  const term = query.term?.trim().toLowerCase();
  const termFilter = term ? ` and contains(lower(search_term), ${b.bind(term)})` : '';

  const later = `select search_term, search_frequency_rank as rank, ${CLICK_CONCENTRATION} as conc
                 from ${table} where ${toWhere}${termFilter}`;
  const earlier = `select search_term, search_frequency_rank as rank from ${table} where ${fromWhere}${termFilter}`;
  const moved = `select b.search_term as term, a.rank as from_rank, b.rank as to_rank,
      a.rank - b.rank as change, (a.rank - b.rank)::double / a.rank as change_rate, b.conc`;
  const joined =
    query.direction === 'up'
      ? `${moved} from (${later} and search_frequency_rank <= ${max}) b
         join (${earlier}) a on a.search_term = b.search_term where a.rank > b.rank`
      : query.direction === 'down'
        ? `${moved} from (${earlier} and search_frequency_rank <= ${max}) a
           join (${later}) b on a.search_term = b.search_term where a.rank < b.rank`
        : `select b.search_term as term, null::integer as from_rank, b.rank as to_rank, null::integer as change,
             null::double as change_rate, b.conc
           from (${later} and search_frequency_rank <= ${max}) b
           anti join (${earlier}) a on a.search_term = b.search_term`;

  const view = defaultMoverView(query);
  return b.statement(
    pageWithTotal({
      hits: joined,
      order: { by: SORT_KEY[view.sort], direction: view.order, ties: ['term'] },
      window: pageWindow(query.page, query.size),
    }),
  );
}

/** One page of the movers of a direction, the count of all of them and the reports they come from. */
export async function rankMovers(
  catalog: CatalogQueries,
  query: AbaMoversQuery,
  table = SHARED_TERMS,
): Promise<{ rows: AbaMoverRow[]; total: number; sources: AbaSource[] }> {
  const { sql, params } = moversStatement(query, table);
  const rows = await catalog.all<MoverRow>(sql, params);
  return {
    rows: rows
      .filter((r): r is MoverRow & { term: string } => r.term !== null)
      .map((r) => ({
        term: r.term,
        fromRank: r.from_rank,
        toRank: r.to_rank,
        change: r.change,
        changeRate: r.change_rate === null ? null : Math.round(r.change_rate * 1e6) / 1e6,
        clickConcentration: roundShare(r.conc),
      })),
    total: rows[0]?.total ?? 0,
    sources: [
      ...(await reportSources(catalog, query.marketplace, query.department, query.to, table)),
      ...(await reportSources(catalog, query.marketplace, query.department, query.from, table)),
    ],
  };
}

import {
  ABA_OPPORTUNITY_DEFAULTS,
  type AbaBrowseQuery,
  type AbaImportedPeriod,
  type AbaOpportunitiesQuery,
  type AbaSource,
  type AbaTermRow,
  type AbaTermSort,
} from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { pageWindow, pageWithTotal, Params, type Statement } from '../sql/statement.js';
import {
  CLICK_CONCENTRATION,
  CONVERSION_CONCENTRATION,
  reportSources,
  reportWhere,
  SHARED_TERMS,
  sourcesOf,
  termFilters,
} from './aba-sql.js';
import { type ClickedColumns, clickedColumns, clickedOf, roundShare } from '../terms/clicked.js';

interface PeriodRow {
  department: string;
  start: string;
  end: string;
  terms: number;
  runs: number[];
}

/**
 * What is imported for a marketplace: each department and period with its number of terms and
 * the imports that wrote it. Latest period first, then departments by name.
 */
export async function importedPeriods(
  catalog: CatalogQueries,
  marketplace: string,
  table = SHARED_TERMS,
): Promise<AbaImportedPeriod[]> {
  const rows = await catalog.all<PeriodRow>(
    `select department, period_start::varchar as start, period_end::varchar as "end", count(*) as terms,
       list(distinct run_id) as runs
     from ${table} where marketplace = $1
     group by department, period_start, period_end
     order by period_start desc, period_end desc, department`,
    [marketplace],
  );
  const sources = new Map(
    (
      await sourcesOf(
        catalog,
        rows.flatMap((r) => r.runs),
      )
    ).map((s) => [s.runId, s] as const),
  );
  return rows.map((r) => ({
    department: r.department,
    start: r.start,
    end: r.end,
    terms: r.terms,
    sources: [...r.runs]
      .sort((a, b) => b - a)
      .map((id) => sources.get(id))
      .filter((s): s is AbaSource => s !== undefined),
  }));
}

const SORT_KEY: Record<AbaTermSort, string> = {
  rank: 'search_frequency_rank',
  term: 'search_term',
  clickConcentration: CLICK_CONCENTRATION,
  conversionConcentration: CONVERSION_CONCENTRATION,
};

interface TermRow extends ClickedColumns {
  total: number;
  /** null on the one row that only carries the total, when the page is past the end */
  search_term: string | null;
  search_frequency_rank: number | null;
  click_concentration: number | null;
  conversion_concentration: number | null;
}

export function toTermRow(row: TermRow & { search_term: string }): AbaTermRow {
  return {
    term: row.search_term,
    rank: row.search_frequency_rank,
    clicked: clickedOf(row),
    clickConcentration: roundShare(row.click_concentration),
    conversionConcentration: roundShare(row.conversion_concentration),
  };
}

interface TermsPage {
  rows: AbaTermRow[];
  total: number;
  sources: AbaSource[];
}

type TermsQuery = Omit<AbaBrowseQuery, 'sort' | 'order'> & { sort: AbaTermSort; order: 'asc' | 'desc' };

/**
 * One page of a report's terms and the count of all that match, in one statement: the filter runs
 * once over the department and period, only the page's rows are read whole.
 */
export function termsPageStatement(query: TermsQuery, table = SHARED_TERMS): Statement {
  const b = new Params();
  const where = reportWhere(b, query.marketplace, query.department, query.period) + termFilters(b, query);
  const shown = `search_term, search_frequency_rank, ${clickedColumns()},
    ${CLICK_CONCENTRATION} as click_concentration, ${CONVERSION_CONCENTRATION} as conversion_concentration`;
  const order = { by: 'k', direction: query.order, ties: ['search_term'] };
  const window = pageWindow(query.page, query.size);
  // A seller's view is an expression without rowid; its report is small, so its hits carry whole rows.
  if (table !== SHARED_TERMS) {
    return b.statement(
      pageWithTotal({
        hits: `select ${shown}, ${SORT_KEY[query.sort]} as k from ${table} where ${where}`,
        order,
        window,
      }),
    );
  }
  return b.statement(
    pageWithTotal({
      hits: `select rowid as r, search_term, ${SORT_KEY[query.sort]} as k from search_terms where ${where}`,
      order,
      window,
      rows: `select s.search_term, s.search_frequency_rank, ${clickedColumns()},
          ${CLICK_CONCENTRATION} as click_concentration,
          ${CONVERSION_CONCENTRATION} as conversion_concentration, page.k
        from page join search_terms s on s.rowid = page.r`,
    }),
  );
}

async function termsPage(catalog: CatalogQueries, query: TermsQuery, table: string): Promise<TermsPage> {
  const { sql, params } = termsPageStatement(query, table);
  const rows = await catalog.all<TermRow>(sql, params);
  return {
    rows: rows.filter((r): r is TermRow & { search_term: string } => r.search_term !== null).map(toTermRow),
    total: rows[0]?.total ?? 0,
    sources: await reportSources(catalog, query.marketplace, query.department, query.period, table),
  };
}

/** /search/aba: one page of an imported report, filtered and sorted. */
export const browseTerms = (catalog: CatalogQueries, query: AbaBrowseQuery, table = SHARED_TERMS) =>
  termsPage(catalog, query, table);

/** Opportunities: terms ranked at most rankMax whose top three take at most a share of the clicks, best rank first. */
export const opportunityTerms = (
  catalog: CatalogQueries,
  query: AbaOpportunitiesQuery,
  table = SHARED_TERMS,
) =>
  termsPage(
    catalog,
    { ...query, rankMax: query.rankMax ?? ABA_OPPORTUNITY_DEFAULTS.rankMax, sort: 'rank', order: 'asc' },
    table,
  );

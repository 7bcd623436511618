import {
  ABA_RELATED_LIMIT,
  type AbaRelatedTerm,
  type AbaTermPeriod,
  type AbaTermQuery,
} from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';
import { CLICK_CONCENTRATION, reportWhere, SHARED_TERMS, sourcesOf } from './aba-sql.js';
import { type ClickedColumns, clickedColumns, clickedOf, roundShare } from '../terms/clicked.js';

interface TermPeriodRow extends ClickedColumns {
  search_term: string;
  department: string;
  start: string;
  end: string;
  search_frequency_rank: number | null;
  conc: number | null;
  run_id: number;
}

interface RelatedRow extends ClickedColumns {
  search_term: string;
  search_frequency_rank: number | null;
}

/**
 * One term's research: its rows over every imported period of the marketplace (the term as typed,
 * or in lower case as Amazon writes terms), the department shown, and the related terms of the
 * latest period.
 */
export async function researchTerm(
  catalog: CatalogQueries,
  query: Omit<AbaTermQuery, 'scope'>,
  table = SHARED_TERMS,
) {
  const all = await catalog.all<TermPeriodRow>(
    `select search_term, department, period_start::varchar as start, period_end::varchar as "end", search_frequency_rank,
       ${clickedColumns()}, ${CLICK_CONCENTRATION} as conc, run_id
     from ${table} where marketplace = $1 and search_term in ($2, lower($2))
     order by period_start, period_end, search_term = $2 desc`,
    [query.marketplace, query.term],
  );
  const counts = new Map<string, number>();
  for (const row of all) counts.set(row.department, (counts.get(row.department) ?? 0) + 1);
  const departments = [...counts.entries()]
    .map(([department, periods]) => ({ department, periods }))
    .sort((a, b) => b.periods - a.periods || a.department.localeCompare(b.department));
  const department = query.department !== undefined ? query.department : (departments[0]?.department ?? null);

  // one row per period: the term as typed comes first where both spellings were imported
  const seen = new Set<string>();
  const rows = all.filter((row) => {
    const key = `${row.start}/${row.end}`;
    if (row.department !== department || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const sources = new Map(
    (
      await sourcesOf(
        catalog,
        rows.map((r) => r.run_id),
      )
    ).map((s) => [s.runId, s]),
  );
  const periods: AbaTermPeriod[] = rows.map((row) => ({
    start: row.start,
    end: row.end,
    rank: row.search_frequency_rank,
    clicked: clickedOf(row),
    clickConcentration: roundShare(row.conc),
    source: sources.get(row.run_id) ?? { runId: row.run_id, fileName: '', importedAt: null },
  }));

  const latest = rows.at(-1);
  const related =
    latest && department ? await relatedTerms(catalog, query.marketplace, department, latest, table) : [];
  return { term: query.term, department: rows.length ? department : null, departments, periods, related };
}

/**
 * Terms of the same department and period whose top three clicked products include any of the
 * researched term's: most shared first, then best rank. Bounded by the period and the limit.
 */
async function relatedTerms(
  catalog: CatalogQueries,
  marketplace: string,
  department: string,
  latest: TermPeriodRow,
  table: string,
): Promise<AbaRelatedTerm[]> {
  const asins = clickedOf(latest).map((c) => c.asin);
  if (asins.length === 0) return [];
  const b = new Params();
  const where = reportWhere(b, marketplace, department, latest);
  const list = b.list(asins);
  const shared = [1, 2, 3].map((k) => `coalesce(asin_${k} in (${list}), false)::integer`).join(' + ');
  const rows = await catalog.all<RelatedRow>(
    `select search_term, search_frequency_rank, ${clickedColumns()} from ${table}
     where ${where} and (${shared}) > 0 and search_term <> ${b.bind(latest.search_term)}
     order by (${shared}) desc, search_frequency_rank asc nulls last, search_term
     limit ${ABA_RELATED_LIMIT}`,
    b.values,
  );
  const mine = new Set(asins);
  return rows.map((row) => ({
    term: row.search_term,
    rank: row.search_frequency_rank,
    sharedAsins: clickedOf(row)
      .map((c) => c.asin)
      .filter((asin) => mine.has(asin)),
  }));
}

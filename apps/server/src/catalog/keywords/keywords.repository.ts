import type {
  KeywordMineQuery,
  KeywordMineResult,
  KeywordReverseQuery,
  KeywordReverseResult,
  TermPeriod,
  TermSource,
} from '@asinasin/contract';
import { CatalogDb, type CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { clickedOf, roundShare, type ClickedColumns } from '../terms/clicked.js';
import {
  minePageStatement,
  periodsStatement,
  reversePageStatement,
  rootsStatement,
  trendStatement,
} from './keywords.sql.js';
import { miningIndexFor } from './mining-index.js';
import type { MiningIndex } from './mining-index-shape.js';
import { matchRows, minedRowsAt, pagePositions, rootsOf, trendOf } from './mining-index-search.js';
import { runSources, sharedPeriods, termsStamp, type PeriodRow } from './shared-periods.js';

export interface MinedRow extends ClickedColumns {
  term: string;
  department: string;
  rank: number | null;
  search_volume: number | null;
  click_concentration: number | null;
  conversion_share: number | null;
  word_count: number;
}

export interface ReverseRow extends ClickedColumns {
  term: string;
  department: string;
  rank: number | null;
  asin_count: number;
}

/** The period a query asks for (the latest when none), the marketplace's periods and the sources. */
export interface ResolvedPeriod {
  period: TermPeriod | null;
  periods: TermPeriod[];
  sources: TermSource[];
  departments: string[];
}

export async function resolvePeriod(
  catalog: CatalogQueries,
  query: { marketplace: string; period?: string },
  table?: string,
  /** the shared table's stamp, when the caller read it (termsStamp) */
  stamp?: string,
): Promise<ResolvedPeriod> {
  const { sql, params } = periodsStatement(query.marketplace, table);
  const read = () => catalog.all<PeriodRow>(sql, params);
  const shared = table === undefined || table === 'search_terms';
  const rows = await (shared ? sharedPeriods(catalog, query.marketplace, read, stamp) : read());
  const periods = rows.map((row) => ({ start: row.period_start, end: row.period_end }));
  const [start, end] = query.period?.split('/') ?? [];
  const chosen = query.period
    ? rows.find((row) => row.period_start === start && row.period_end === end)
    : rows[0];
  if (!chosen) {
    // A period the marketplace has no report for answers nothing rather than another period.
    return {
      period: query.period ? { start: start!, end: end! } : null,
      periods,
      sources: [],
      departments: [],
    };
  }
  const runs = chosen.runs.map(Number);
  const sources = await runSources(catalog, runs);
  return {
    period: { start: chosen.period_start, end: chosen.period_end },
    periods,
    sources: sources.map((run) => ({
      runId: run.id,
      fileName: run.file_name,
      importedAt: run.finished_at ? run.finished_at.toISOString() : null,
    })),
    departments: chosen.departments,
  };
}

/** Each term's rank in every period as long as `period`, oldest first, null where it was absent. */
async function trendsOf(
  catalog: CatalogQueries,
  marketplace: string,
  period: TermPeriod,
  rows: MinedRow[],
  table?: string,
) {
  const terms = [...new Set(rows.map((row) => row.term))];
  const byKey = new Map<string, Map<string, number | null>>();
  const periods = new Map<string, TermPeriod>();
  if (terms.length > 0) {
    const { sql, params } = trendStatement(marketplace, period, terms, table);
    const found = await catalog.all<{
      term: string;
      department: string;
      period_start: string;
      period_end: string;
      rank: number | null;
    }>(sql, params);
    for (const row of found) {
      periods.set(row.period_start, { start: row.period_start, end: row.period_end });
      const key = `${row.department}\u0000${row.term}`;
      if (!byKey.has(key)) byKey.set(key, new Map());
      byKey.get(key)!.set(row.period_start, row.rank);
    }
  }
  const ordered = [...periods.values()].sort((a, b) => a.start.localeCompare(b.start));
  return (row: MinedRow) => {
    const ranks = byKey.get(`${row.department}\u0000${row.term}`);
    return ordered.map((p) => ({ ...p, rank: ranks?.get(p.start) ?? null }));
  };
}

type Trend = KeywordMineResult['rows'][number]['trend'];

/** A mined term's own figures, as the screen and the CSV export show them. */
export const termFigures = (row: MinedRow) => ({
  term: row.term,
  department: row.department,
  rank: row.rank,
  searchVolume: row.search_volume,
  clickConcentration: roundShare(row.click_concentration),
  conversionShare: roundShare(row.conversion_share),
  wordCount: row.word_count,
});

/** A mined row as the screen gets it. */
const minedTerm = (row: MinedRow, trend: Trend) => ({ ...termFigures(row), clicked: clickedOf(row), trend });

/**
 * The page, count and roots from the period in memory (decisions/0065); the trend too when the
 * index keeps every period of the length, else by SQL.
 */
async function mineInMemory(
  catalog: CatalogQueries,
  index: MiningIndex,
  query: KeywordMineQuery,
): Promise<Pick<KeywordMineResult, 'total' | 'rows' | 'roots'>> {
  // one synchronous run over the index's scratch rows: the roots read them in ascending order,
  // then the page sorts them
  const matched = matchRows(index, query);
  const total = matched.length;
  const roots = rootsOf(index, matched, query);
  const positions = pagePositions(index, matched, query);
  const rows = minedRowsAt(index, positions);
  const inMemory = trendOf(index, positions);
  const trends = inMemory
    ? positions.map(inMemory)
    : rows.map(await trendsOf(catalog, query.marketplace, index.period, rows));
  return { total, rows: rows.map((row, i) => minedTerm(row, trends[i]!)), roots };
}

/** One page of keyword mining with the word roots of the whole result. */
export async function mineKeywords(
  catalog: CatalogQueries,
  query: KeywordMineQuery,
  table?: string,
): Promise<KeywordMineResult> {
  const shared = table === undefined || table === 'search_terms';
  // one stamp for the periods and the memory: a DuckDB round trip less on every call
  const stamp = shared && catalog instanceof CatalogDb ? await termsStamp(catalog) : undefined;
  const resolved = await resolvePeriod(catalog, query, table, stamp);
  const { period } = resolved;
  if (!period || resolved.sources.length === 0) return { ...resolved, total: 0, rows: [], roots: [] };
  const index = shared
    ? await miningIndexFor(catalog, query.marketplace, period, resolved.periods, stamp)
    : null;
  if (index) return { ...resolved, ...(await mineInMemory(catalog, index, query)) };
  const page = minePageStatement(query, period, table);
  const roots = rootsStatement(query, period, undefined, table);
  const [pageRows, rootRows] = await Promise.all([
    catalog.all<MinedRow & { total: number }>(page.sql, page.params),
    catalog.all<{ word: string; terms: number }>(roots.sql, roots.params),
  ]);
  const rows = pageRows.filter((row) => row.term !== null);
  const trendOfRow = await trendsOf(catalog, query.marketplace, period, rows, table);
  return {
    ...resolved,
    total: pageRows[0]?.total ?? 0,
    rows: rows.map((row) => minedTerm(row, trendOfRow(row))),
    roots: rootRows,
  };
}

/** One page of a reverse ASIN lookup. */
export async function reverseAsins(
  catalog: CatalogQueries,
  query: KeywordReverseQuery,
  table?: string,
): Promise<KeywordReverseResult> {
  const resolved = await resolvePeriod(catalog, query, table);
  const asins = [...new Set(query.asins)];
  const { period } = resolved;
  if (!period || resolved.sources.length === 0) {
    return { ...resolved, total: 0, rows: [], perAsin: asins.map((asin) => ({ asin, terms: 0 })) };
  }
  const { sql, params } = reversePageStatement(query, period, table);
  const found = await catalog.all<ReverseRow & { total: number } & Record<string, unknown>>(sql, params);
  const first = found[0];
  const asked = new Set(asins);
  return {
    ...resolved,
    total: first?.total ?? 0,
    perAsin: asins.map((asin, i) => ({ asin, terms: Number(first?.[`n_${i}`] ?? 0) })),
    rows: found
      .filter((row) => row.term !== null)
      .map((row) => {
        const clicked = clickedOf(row);
        return {
          term: row.term,
          department: row.department,
          rank: row.rank,
          clicked,
          asins: clicked.map((c) => c.asin).filter((asin) => asked.has(asin)),
        };
      }),
  };
}

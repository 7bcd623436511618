import type { Niche, NicheQuery, NicheResult } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';
import { FIGURES_CTES, LATEST_SNAPSHOT, MEMBER_COLUMNS } from '../metrics/category-markets.sql.js';
import { EMPTY_FIGURES, toFigures, type FiguresRow } from './markets-figures.js';

/** At most this many related search terms become niches: the figures are computed per request. */
export const MAX_RELATED_TERMS = 20;

/** A keyword market's words, as marketMetrics reads them: lower case, split on white space. */
const wordsOf = (keyword: string) => [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];

interface Term {
  term: string;
  rank: number | null;
}

/**
 * The related terms: Brand Analytics search terms of the newest imported period of the
 * marketplace that contain the keyword, best search frequency rank first.
 */
async function relatedTerms(
  catalog: CatalogQueries,
  query: NicheQuery,
): Promise<{ terms: Term[]; period: NicheResult['searchTermsPeriod'] }> {
  const [period] = await catalog.all<{ start: Date | null; end: Date | null }>(
    `select max(period_start) as start, max(period_end) as "end" from search_terms
     where marketplace = $1 and period_end = (select max(period_end) from search_terms where marketplace = $1)`,
    [query.marketplace],
  );
  if (!period?.end || !period.start) return { terms: [], period: null };
  const keyword = query.keyword.toLowerCase();
  const terms = await catalog.all<Term>(
    `select search_term as term, min(search_frequency_rank) as rank from search_terms
     where marketplace = $1 and period_end = $2 and contains(lower(search_term), $3) and lower(search_term) <> $3
     group by search_term order by rank asc nulls last, term limit ${MAX_RELATED_TERMS}`,
    [query.marketplace, period.end.toISOString().slice(0, 10), keyword],
  );
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { terms, period: { start: day(period.start), end: day(period.end) } };
}

/**
 * Keyword niches: the keyword's own market (titles containing every word) and the markets of the
 * related search terms, each with the ranking figures of category_markets, computed in one
 * statement over at most 1 + MAX_RELATED_TERMS title filters.
 */
export async function findNiches(catalog: CatalogQueries, query: NicheQuery): Promise<NicheResult> {
  const { terms, period } = await relatedTerms(catalog, query);
  const niches: { keyword: string; source: Niche['source']; rank: number | null }[] = [
    { keyword: query.keyword.trim(), source: 'keyword', rank: null },
    ...terms.map((t) => ({ keyword: t.term, source: 'search-term' as const, rank: t.rank })),
  ];
  const params = new Params([query.marketplace]);
  const selects = niches.map((niche, i) => {
    const words = wordsOf(niche.keyword).map((word) => `contains(lower(p.title), ${params.bind(word)})`);
    return `select p.marketplace, '${i}' as mkey, ${MEMBER_COLUMNS}, l.observed
      from products p left join latest l on l.asin = p.asin
      where p.marketplace = $1 and ${words.join(' and ')}`;
  });
  const rows = await catalog.all<FiguresRow & { mkey: string }>(
    `with latest as (select * from (${LATEST_SNAPSHOT}) where marketplace = $1),
     members as (${selects.join(' union all ')}),
     ${FIGURES_CTES}
     select * from figures`,
    params.values,
  );
  const byKey = new Map(rows.map((row) => [row.mkey, row]));
  return {
    keyword: query.keyword.trim(),
    niches: niches.map((niche, i): Niche => {
      const row = byKey.get(String(i));
      return {
        ...(row ? toFigures(row) : EMPTY_FIGURES),
        keyword: niche.keyword,
        source: niche.source,
        searchFrequencyRank: niche.rank,
      };
    }),
    searchTermsPeriod: period,
  };
}

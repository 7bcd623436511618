import type { KeywordMineQuery, KeywordReverseQuery, TermPeriod } from '@asinasin/contract';
import {
  orderBy,
  pageWindow,
  pageWithTotal,
  Params,
  Where,
  type Order,
  type Statement,
} from '../sql/statement.js';
import { clickedColumns, shareSum } from '../terms/clicked.js';
import { STOP_WORDS } from './keywords-stop-words.js';

type Bind = Params['bind'];

/** The shared catalog's table; a seller's view passes its own expression (terms-source.ts). */
const SHARED = 'search_terms';

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of a seed: lower case, split on white space and commas, each once, at most 10. Amazon
 * writes search terms in lower case, so the seed is lowered and the term read as imported.
 */
export function seedWords(seed: string): string[] {
  const words = seed
    .toLowerCase()
    .split(/[\s,，]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, 10);
}

/**
 * `text` as whole words of the term: words are separated by spaces, so "case" matches "phone case"
 * and not "briefcase". The substring test runs first (cheap, on every row of the period); the
 * pattern only confirms the rows it lets through.
 */
function wholeWords(text: string, bind: Bind): string {
  const pattern = `(^|\\s)${regexEscape(text)}(\\s|$)`;
  return `(contains(t.search_term, ${bind(text)}) and regexp_matches(t.search_term, ${bind(pattern)}))`;
}

/** A period's rows of a marketplace, optionally one department. */
function periodWhere(
  query: { marketplace: string; department?: string },
  period: TermPeriod,
  params: Params,
): Where {
  return new Where(params)
    .equals('t.marketplace', query.marketplace)
    .add(
      `t.period_start = ${params.bind(period.start)}::date`,
      `t.period_end = ${params.bind(period.end)}::date`,
    )
    .equals('t.department', query.department || undefined);
}

/** What each mined row carries, computed once per matching row. */
const MINED_COLUMNS = `t.search_term as term, t.department, t.search_frequency_rank as rank, t.search_volume,
  ${shareSum('click_share', 't.')} as click_concentration, ${shareSum('conversion_share', 't.')} as conversion_share,
  len(string_split(trim(t.search_term), ' ')) as word_count, ${clickedColumns('t.')}`;

const MINE_SORT: Record<KeywordMineQuery['sort'], string> = {
  rank: 'rank',
  clickConcentration: 'click_concentration',
  conversionShare: 'conversion_share',
  wordCount: 'word_count',
  term: 'term',
};

/**
 * How a mining query finds its terms: through the word index of the shared search terms
 * (platform/catalog/term-words.ts), or by testing every term of the period (what the index
 * replaced; bench:catalog times both in one run, and a seller's own rows are always tested so).
 */
export type TermMatch = 'index' | 'scan';

/**
 * The keys of the period's rows holding every word and none of the excluded ones, from the word
 * index: one lookup per word, intersected. Row for row what the whole-word tests find, since a
 * seller's word never holds white space (term-words.ts); null when no word narrows the rows.
 */
function indexedKeys(
  query: KeywordMineQuery,
  period: TermPeriod,
  params: Params,
  words: string[],
): string | null {
  const wanted = [...new Set([...words, ...query.include.map((w) => w.toLowerCase())])];
  if (!wanted.length) return null;
  const { bind } = params;
  const rows = `select k from search_term_words where marketplace = ${bind(query.marketplace)}
    and period_start = ${bind(period.start)}::date and period_end = ${bind(period.end)}::date`;
  const keys = wanted.map((word) => `${rows} and word = ${bind(word)}`).join(' intersect ');
  const excluded = query.exclude.map((w) => w.toLowerCase());
  return excluded.length ? `(${keys}) except ${rows} and word in (${params.list(excluded)})` : keys;
}

/** The rows of a mining query, all filters applied, as one SELECT (no order). */
function minedRows(
  query: KeywordMineQuery,
  period: TermPeriod,
  params: Params,
  table: string,
  match: TermMatch,
): string {
  const { bind } = params;
  const where = periodWhere(query, period, params);
  const words = seedWords(query.seed);
  const keys = match === 'index' && table === SHARED ? indexedKeys(query, period, params, words) : null;
  let from = `${table} t`;
  if (keys) {
    // The index found exactly the rows with each word; a phrase's words must also stand in a row,
    // which its pattern confirms on those rows only (materialized, so the test is not pushed down
    // into a scan of every row of the period).
    from = `(${keys}) w join search_terms t on t.term_key = w.k`;
    if (query.phrase && words.length > 1) {
      const phrase = wholeWords(words.join(' '), bind).replaceAll('t.search_term', 'f.search_term');
      from = `(with found as materialized (select t.* from ${from} where ${where})
        select * from found f where ${phrase}) t`;
      return minedOuter(query, params, `select ${MINED_COLUMNS} from ${from}`);
    }
  } else {
    if (query.phrase) where.add(wholeWords(words.join(' '), bind));
    else for (const word of words) where.add(wholeWords(word, bind));
    for (const word of query.include) where.add(wholeWords(word.toLowerCase(), bind));
    for (const word of query.exclude) where.add(`not ${wholeWords(word.toLowerCase(), bind)}`);
  }
  return minedOuter(query, params, `select ${MINED_COLUMNS} from ${from} where ${where}`);
}

/** The filters on computed columns, around the rows' SELECT. */
function minedOuter(query: KeywordMineQuery, params: Params, inner: string): string {
  const outer = new Where(params)
    .range('rank', query.rank)
    .range('word_count', query.wordCount)
    .range('click_concentration', query.clickConcentration);
  return `select * from (${inner})
    where ${outer}`;
}

const orderOf = (by: string, direction: 'asc' | 'desc'): Order => ({
  by,
  direction,
  ties: ['term', 'department'],
});

/**
 * One page of mined terms and the count of the whole result in one statement: the filter runs
 * once into a materialized list, which is counted and sorted; the count comes back even past the
 * last page (the one row then has null terms).
 */
export function minePageStatement(
  query: KeywordMineQuery,
  period: TermPeriod,
  table = SHARED,
  match: TermMatch = 'index',
): Statement {
  const params = new Params();
  const hits = minedRows(query, period, params, table, match);
  const order = orderOf(MINE_SORT[query.sort], query.order);
  return params.statement(pageWithTotal({ hits, order, window: pageWindow(query.page, query.size) }));
}

/** Every mined row in the table's order, for the CSV export. */
export function mineAllStatement(
  query: KeywordMineQuery,
  period: TermPeriod,
  table = SHARED,
  match: TermMatch = 'index',
): Statement {
  const params = new Params();
  const rows = minedRows(query, period, params, table, match);
  return params.statement(`${rows} order by ${orderBy(orderOf(MINE_SORT[query.sort], query.order))}`);
}

const sqlList = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

/**
 * The word roots of a mining result: how many of its distinct terms hold each word, the most
 * frequent first, leaving out English stop words and the seed's own words (every term has them).
 */
export function rootsStatement(
  query: KeywordMineQuery,
  period: TermPeriod,
  limit = 60,
  table = SHARED,
  match: TermMatch = 'index',
): Statement {
  const params = new Params();
  const rows = minedRows(query, period, params, table, match);
  const skipped = [...STOP_WORDS, ...seedWords(query.seed)];
  const sql = `select word, count(*) as terms from (
      select unnest(list_distinct(string_split(term, ' '))) as word from (select distinct term from (${rows})))
    where word <> '' and word not in (${sqlList(skipped)})
    group by word order by terms desc, word limit ${limit}`;
  return params.statement(sql);
}

/** Each period of a marketplace, newest first, with the runs that wrote it and its departments. */
export function periodsStatement(marketplace: string, table = SHARED): Statement {
  return {
    sql: `select period_start::varchar as period_start, period_end::varchar as period_end,
        list(distinct run_id order by run_id) as runs, list(distinct department order by department) as departments
      from ${table} where marketplace = $1 group by period_start, period_end
      order by period_end desc, period_start desc`,
    params: [marketplace],
  };
}

/**
 * The ranks of some terms in every period as long as `period` (a week's trend reads weeks: a
 * month's rank is another scale), oldest first.
 */
export function trendStatement(
  marketplace: string,
  period: TermPeriod,
  terms: string[],
  table = SHARED,
): Statement {
  const params = new Params([marketplace, period.start, period.end]);
  const list = params.list(terms);
  return params.statement(`select search_term as term, department, period_start::varchar as period_start,
        period_end::varchar as period_end, search_frequency_rank as rank
      from ${table}
      where marketplace = $1 and period_end - period_start = $3::date - $2::date and search_term in (${list})`);
}

const REVERSE_SORT: Record<KeywordReverseQuery['sort'], string> = {
  rank: 'rank',
  asinCount: 'asin_count',
  term: 'term',
};

/** The reverse lookup's rows: terms where the ASINs are among the top three clicked products. */
function reverseRows(query: KeywordReverseQuery, period: TermPeriod, params: Params, table: string) {
  const where = periodWhere(query, period, params);
  // ASINs passed the contract's B0 + 8 pattern: safe to write as literals, and an IN list of
  // literals is what DuckDB filters fastest.
  const asins = sqlList([...new Set(query.asins)]);
  const inList = (k: number) => `coalesce(t.asin_${k} in (${asins}), false)`;
  const base = `select t.search_term as term, t.department, t.search_frequency_rank as rank, ${clickedColumns('t.')},
      ${[1, 2, 3].map((k) => `${inList(k)}::integer`).join(' + ')} as asin_count
    from ${table} t where ${where} and (${[1, 2, 3].map(inList).join(' or ')})`;
  return base;
}

/**
 * A page of a reverse lookup, its total, and how many terms each ASIN has (over the union, whatever
 * the view), in one statement.
 */
export function reversePageStatement(
  query: KeywordReverseQuery,
  period: TermPeriod,
  table = SHARED,
): Statement {
  const params = new Params();
  const asins = [...new Set(query.asins)];
  const base = reverseRows(query, period, params, table);
  const wanted = query.view === 'intersection' ? `where asin_count = ${asins.length}` : '';
  const perAsin = asins
    .map((asin, i) => `count(*) filter (where '${asin}' in (asin_1, asin_2, asin_3)) as n_${i}`)
    .join(', ');
  return params.statement(
    pageWithTotal({
      with: [`base as materialized (${base})`],
      hits: `select * from base ${wanted}`,
      order: orderOf(REVERSE_SORT[query.sort], query.order),
      window: pageWindow(query.page, query.size),
      beside: `select ${perAsin} from base`,
    }),
  );
}

/** Every row of a reverse lookup in the table's order, for the CSV export. */
export function reverseAllStatement(
  query: KeywordReverseQuery,
  period: TermPeriod,
  table = SHARED,
): Statement {
  const params = new Params();
  const asins = [...new Set(query.asins)];
  const base = reverseRows(query, period, params, table);
  const wanted = query.view === 'intersection' ? `where asin_count = ${asins.length}` : '';
  return params.statement(
    `select * from (${base}) ${wanted} order by ${orderBy(orderOf(REVERSE_SORT[query.sort], query.order))}`,
  );
}

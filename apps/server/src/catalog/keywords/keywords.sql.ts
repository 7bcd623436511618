import type { KeywordMineQuery, KeywordReverseQuery, TermPeriod } from '@asinasin/contract';
import type { DuckDBValue } from '@duckdb/node-api';
import type { Statement } from '../products/product-selection.sql.js';
import { STOP_WORDS } from './keywords-stop-words.js';

/** Binds values as $1, $2 … in the order they are used. */
function binder(params: DuckDBValue[]) {
  return (value: DuckDBValue) => {
    params.push(value);
    return `$${params.length}`;
  };
}
type Bind = ReturnType<typeof binder>;

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
  bind: Bind,
): string[] {
  const conditions = [
    `t.marketplace = ${bind(query.marketplace)}`,
    `t.period_start = ${bind(period.start)}::date`,
    `t.period_end = ${bind(period.end)}::date`,
  ];
  if (query.department) conditions.push(`t.department = ${bind(query.department)}`);
  return conditions;
}

const sumOf = (column: string) =>
  `case when coalesce(${column}_1, ${column}_2, ${column}_3) is null then null
    else coalesce(${column}_1, 0) + coalesce(${column}_2, 0) + coalesce(${column}_3, 0) end`;

const SLOTS = [1, 2, 3].flatMap((k) => [`t.asin_${k}`, `t.click_share_${k}`, `t.conversion_share_${k}`]);

/** What each mined row carries, computed once per matching row. */
const MINED_COLUMNS = `t.search_term as term, t.department, t.search_frequency_rank as rank, t.search_volume,
  ${sumOf('t.click_share')} as click_concentration, ${sumOf('t.conversion_share')} as conversion_share,
  len(string_split(trim(t.search_term), ' ')) as word_count, ${SLOTS.join(', ')}`;

const MINE_SORT: Record<KeywordMineQuery['sort'], string> = {
  rank: 'rank',
  clickConcentration: 'click_concentration',
  conversionShare: 'conversion_share',
  wordCount: 'word_count',
  term: 'term',
};

/** The rows of a mining query, all filters applied, as one SELECT (no order). */
function minedRows(query: KeywordMineQuery, period: TermPeriod, params: DuckDBValue[]): string {
  const bind = binder(params);
  const conditions = periodWhere(query, period, bind);
  const words = seedWords(query.seed);
  if (query.phrase) conditions.push(wholeWords(words.join(' '), bind));
  else for (const word of words) conditions.push(wholeWords(word, bind));
  for (const word of query.include) conditions.push(wholeWords(word.toLowerCase(), bind));
  for (const word of query.exclude) conditions.push(`not ${wholeWords(word.toLowerCase(), bind)}`);
  const outer: string[] = [];
  const ranges = [
    ['rank', query.rank],
    ['word_count', query.wordCount],
    ['click_concentration', query.clickConcentration],
  ] as const;
  for (const [column, range] of ranges) {
    if (range?.min !== undefined) outer.push(`${column} >= ${bind(range.min)}`);
    if (range?.max !== undefined) outer.push(`${column} <= ${bind(range.max)}`);
  }
  return `select * from (select ${MINED_COLUMNS} from search_terms t where ${conditions.join(' and ')})
    where ${outer.length ? outer.join(' and ') : 'true'}`;
}

const orderOf = (column: string, order: 'asc' | 'desc') => `${column} ${order} nulls last, term, department`;

/**
 * One page of mined terms and the count of the whole result in one statement: the filter runs
 * once into a materialized list, which is counted and sorted; the count comes back even past the
 * last page (the one row then has null terms).
 */
export function minePageStatement(query: KeywordMineQuery, period: TermPeriod): Statement {
  const params: DuckDBValue[] = [];
  const rows = minedRows(query, period, params);
  const order = orderOf(MINE_SORT[query.sort], query.order);
  const offset = (query.page - 1) * query.size;
  const sql = `with hits as materialized (${rows})
    select t.total, page.* from (select count(*) as total from hits) t
    left join (select * from hits order by ${order} limit ${query.size} offset ${offset}) page on true
    order by ${order.replace(/(^|, )(\w+)/g, '$1page.$2')}`;
  return { sql, params };
}

/** Every mined row in the table's order, for the CSV export. */
export function mineAllStatement(query: KeywordMineQuery, period: TermPeriod): Statement {
  const params: DuckDBValue[] = [];
  const rows = minedRows(query, period, params);
  return { sql: `${rows} order by ${orderOf(MINE_SORT[query.sort], query.order)}`, params };
}

const sqlList = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

/**
 * The word roots of a mining result: how many of its distinct terms hold each word, the most
 * frequent first, leaving out English stop words and the seed's own words (every term has them).
 */
export function rootsStatement(query: KeywordMineQuery, period: TermPeriod, limit = 60): Statement {
  const params: DuckDBValue[] = [];
  const rows = minedRows(query, period, params);
  const skipped = [...STOP_WORDS, ...seedWords(query.seed)];
  const sql = `select word, count(*) as terms from (
      select unnest(list_distinct(string_split(term, ' '))) as word from (select distinct term from (${rows})))
    where word <> '' and word not in (${sqlList(skipped)})
    group by word order by terms desc, word limit ${limit}`;
  return { sql, params };
}

/** Each period of a marketplace, newest first, with the runs that wrote it and its departments. */
export function periodsStatement(marketplace: string): Statement {
  return {
    sql: `select period_start::varchar as period_start, period_end::varchar as period_end,
        list(distinct run_id order by run_id) as runs, list(distinct department order by department) as departments
      from search_terms where marketplace = $1 group by period_start, period_end
      order by period_end desc, period_start desc`,
    params: [marketplace],
  };
}

/**
 * The ranks of some terms in every period as long as `period` (a week's trend reads weeks: a
 * month's rank is another scale), oldest first.
 */
export function trendStatement(marketplace: string, period: TermPeriod, terms: string[]): Statement {
  const params: DuckDBValue[] = [marketplace, period.start, period.end];
  const bind = binder(params);
  const list = terms.map(bind).join(', ');
  return {
    sql: `select search_term as term, department, period_start::varchar as period_start,
        period_end::varchar as period_end, search_frequency_rank as rank
      from search_terms
      where marketplace = $1 and period_end - period_start = $3::date - $2::date and search_term in (${list})`,
    params,
  };
}

const REVERSE_SORT: Record<KeywordReverseQuery['sort'], string> = {
  rank: 'rank',
  asinCount: 'asin_count',
  term: 'term',
};

/** The reverse lookup's rows: terms where the ASINs are among the top three clicked products. */
function reverseRows(query: KeywordReverseQuery, period: TermPeriod, params: DuckDBValue[]) {
  const bind = binder(params);
  const conditions = periodWhere(query, period, bind);
  // ASINs passed the contract's B0 + 8 pattern: safe to write as literals, and an IN list of
  // literals is what DuckDB filters fastest.
  const asins = sqlList([...new Set(query.asins)]);
  const inList = (k: number) => `coalesce(t.asin_${k} in (${asins}), false)`;
  const base = `select t.search_term as term, t.department, t.search_frequency_rank as rank, ${SLOTS.join(', ')},
      ${[1, 2, 3].map((k) => `${inList(k)}::integer`).join(' + ')} as asin_count
    from search_terms t where ${conditions.join(' and ')} and (${[1, 2, 3].map(inList).join(' or ')})`;
  return base;
}

/**
 * A page of a reverse lookup, its total, and how many terms each ASIN has (over the union, whatever
 * the view), in one statement.
 */
export function reversePageStatement(query: KeywordReverseQuery, period: TermPeriod): Statement {
  const params: DuckDBValue[] = [];
  const asins = [...new Set(query.asins)];
  const base = reverseRows(query, period, params);
  const wanted = query.view === 'intersection' ? `where asin_count = ${asins.length}` : '';
  const order = orderOf(REVERSE_SORT[query.sort], query.order);
  const offset = (query.page - 1) * query.size;
  const perAsin = asins
    .map((asin, i) => `count(*) filter (where '${asin}' in (asin_1, asin_2, asin_3)) as n_${i}`)
    .join(', ');
  const sql = `with base as materialized (${base}),
    hits as (select * from base ${wanted})
    select t.total, a.*, page.* from (select count(*) as total from hits) t
    cross join (select ${perAsin} from base) a
    left join (select * from hits order by ${order} limit ${query.size} offset ${offset}) page on true
    order by ${order.replace(/(^|, )(\w+)/g, '$1page.$2')}`;
  return { sql, params };
}

/** Every row of a reverse lookup in the table's order, for the CSV export. */
export function reverseAllStatement(query: KeywordReverseQuery, period: TermPeriod): Statement {
  const params: DuckDBValue[] = [];
  const asins = [...new Set(query.asins)];
  const base = reverseRows(query, period, params);
  const wanted = query.view === 'intersection' ? `where asin_count = ${asins.length}` : '';
  return {
    sql: `select * from (${base}) ${wanted} order by ${orderOf(REVERSE_SORT[query.sort], query.order)}`,
    params,
  };
}

import type { CatalogParams, CatalogQueries } from './catalog-db.js';

/**
 * The word index of the shared search terms (docs/decisions/0050-search-term-word-index.md):
 * `search_term_words (marketplace, period_start, period_end, word, k)` says which row of
 * `search_terms` (its `term_key`) holds which word. Keyword mining looks its seller's words up here
 * and joins only those rows by key, instead of testing every term of the period.
 *
 * A term's words are its runs between white space, the `\s` of DuckDB's regular expressions (ASCII
 * space, tab, line breaks), which is what mining's whole-word pattern `(^|\s)word(\s|$)` separates
 * on. A seller's word holds no white space (the seed is split on it, include and exclude words are
 * one word), so a term matches the pattern exactly when the word is one of its indexed words.
 *
 * Rows carry a key of their own (`term_key`): DuckDB may move a row's id when it rewrites a row
 * group, and the index must name the same row afterwards. Imports only delete and insert index
 * rows, in the import's own transaction; nothing is ever updated (a DuckDB update conflicts with
 * another connection's uncommitted one).
 */
const termWordsOf = (text: string) =>
  `list_distinct(list_filter(regexp_split_to_array(${text}, '\\s'), w -> w <> ''))`;

/**
 * The next free term keys for new rows: `select ${NEW_TERM_KEY} …` numbers the rows it writes after
 * the largest key given so far.
 */
export const NEW_TERM_KEY = '(select coalesce(max(term_key), 0) from search_terms) + row_number() over ()';

/**
 * Drops the index rows of the `search_terms` rows `rows` selects (an SQL select of `term_key`); run
 * before those rows are deleted.
 */
export async function unindexTermWords(
  tx: CatalogQueries,
  rows: string,
  params: CatalogParams,
): Promise<void> {
  await tx.run(`delete from search_term_words where k in (${rows})`, params);
}

/** Indexes the words of the `search_terms` rows an import run wrote for one period. */
export async function indexTermWords(
  tx: CatalogQueries,
  runId: number,
  period: { marketplace: string; start: string; end: string },
): Promise<void> {
  await tx.run(
    `insert into search_term_words
       select marketplace, period_start, period_end, unnest(${termWordsOf('search_term')}) as word, term_key
       from search_terms
       where run_id = $1 and marketplace = $2 and period_start = $3::date and period_end = $4::date`,
    [runId, period.marketplace, period.start, period.end],
  );
}

/**
 * Builds the whole index from `search_terms` (a new schema step, a catalog written in bulk), giving
 * a key to any row without one first.
 */
export const REBUILD_TERM_WORDS = `
  update search_terms set term_key = k from (
    select rowid as id, (select coalesce(max(term_key), 0) from search_terms) + row_number() over () as k
    from search_terms where term_key is null) fresh
  where search_terms.rowid = fresh.id;
  delete from search_term_words;
  insert into search_term_words
    select marketplace, period_start, period_end, unnest(${termWordsOf('search_term')}) as word, term_key
    from search_terms order by all;`;

export async function rebuildTermWords(catalog: CatalogQueries): Promise<void> {
  await catalog.run(REBUILD_TERM_WORDS);
}

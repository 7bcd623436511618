/**
 * The trademark candidate index of catalog step 0120 (docs/decisions/0041-trademark-index.md),
 * dropped by step 0210: search now looks marks up in memory (docs/decisions/0047). What remains is
 * what those steps and the importer still run.
 *
 * The index (docs/decisions/0041-trademark-index.md, docs/data/trademarks.md):
 * `trademark_grams (gram, k)` lists, for each mark (`trademarks.mark_key`), its exact keys and the
 * trigrams of its skeleton.
 *
 * Tokens (the first letter says which kind, so kinds never collide):
 * - `c<compact>`, `s<skeleton>`, `p<pinyin>`: exact forms;
 * - `a<phonetic1>`, `b<phonetic2>`: Double Metaphone codes;
 * - `g<three characters>`: the trigrams of `^^skeleton$$` (padded, so a short mark has grams too;
 *   trigrams, not bigrams: a common bigram is in a tenth of all marks, and a search reads its list).
 * Characters are code points (DuckDB's substring).
 */

const GRAM = 3;

/** The tokens of the marks an SQL select of `k, compact, skeleton, pinyin, phonetic1, phonetic2` gives. */
const tokensOf = (marks: string) => `
  select distinct gram, k from (
    select k, unnest(list_transform(range(length(padded) - ${GRAM - 1}), i -> 'g' || substring(padded, i + 1, ${GRAM}))) as gram
      from (select k, '^^' || skeleton || '$$' as padded from (${marks}))
    union all select k, 'c' || compact from (${marks})
    union all select k, 's' || skeleton from (${marks})
    union all select k, 'p' || pinyin from (${marks}) where pinyin is not null
    union all select k, 'a' || phonetic1 from (${marks}) where phonetic1 <> ''
    union all select k, 'b' || phonetic2 from (${marks}) where phonetic2 <> ''
  )`;

const MARK_FORMS = 'mark_key as k, compact, skeleton, pinyin, phonetic1, phonetic2';

/**
 * The next free mark keys for new rows: DuckDB moves a row's id when it updates the row, so a mark
 * carries a key of its own, given once by the import that first writes it (as products do, 0037).
 */
export const NEW_MARK_KEY = '(select coalesce(max(mark_key), 0) from trademarks) + row_number() over ()';

/** Builds the whole index, sorted by token (a new schema step, a catalog written in bulk). */
export const REBUILD_TRADEMARK_GRAMS = `
  delete from trademark_grams;
  insert into trademark_grams ${tokensOf(`select ${MARK_FORMS} from trademarks`)} order by gram, k;`;

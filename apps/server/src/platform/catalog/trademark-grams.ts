import type { CatalogQueries } from './catalog-db.js';

/**
 * The trademark candidate index (docs/decisions/0041-trademark-index.md, docs/data/trademarks.md):
 * `trademark_grams (gram, k)` lists, for each mark (`trademarks.mark_key`), its exact keys and the
 * trigrams of its skeleton. A search looks up the brand's own keys and trigrams there, keeps the
 * marks that could pass the matching tests, and runs the tests on those only.
 *
 * Tokens (the first letter says which kind, so kinds never collide):
 * - `c<compact>`, `s<skeleton>`, `p<pinyin>`: exact forms;
 * - `a<phonetic1>`, `b<phonetic2>`: Double Metaphone codes;
 * - `g<three characters>`: the trigrams of `^^skeleton$$` (padded, so a short mark has grams too;
 *   trigrams, not bigrams: a common bigram is in a tenth of all marks, and a search reads its list).
 * Characters are code points, in SQL (DuckDB's substring) and in TypeScript (`gramsOf`) alike.
 */

/** How many characters a gram has. */
export const GRAM = 3;

/** The padded trigrams of a skeleton, distinct, as tokens (the TypeScript twin of `tokensOf`). */
export function gramsOf(skeleton: string): string[] {
  const chars = Array.from(`^^${skeleton}$$`);
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= chars.length; i++) grams.add(`g${chars.slice(i, i + GRAM).join('')}`);
  return [...grams];
}

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
 * Re-indexes the marks `ids` selects (an SQL select of `id`, e.g. an import's stage): their old
 * tokens go, the tokens of their current forms come. Same transaction as the write.
 */
export async function indexTrademarks(tx: CatalogQueries, ids: string): Promise<void> {
  await tx.run(`create temp table touched_marks as
    select ${MARK_FORMS} from trademarks t semi join (${ids}) s on s.id = t.id`);
  await tx.run('delete from trademark_grams where k in (select k from touched_marks)');
  await tx.run(`insert into trademark_grams ${tokensOf('select * from touched_marks')} order by gram, k`);
  await tx.run('drop table touched_marks');
}

/**
 * The next free mark keys for new rows: DuckDB moves a row's id when it updates the row, so a mark
 * carries a key of its own, given once by the import that first writes it (as products do, 0037).
 */
export const NEW_MARK_KEY = '(select coalesce(max(mark_key), 0) from trademarks) + row_number() over ()';

/** Builds the whole index, sorted by token (a new schema step, a catalog written in bulk). */
export const REBUILD_TRADEMARK_GRAMS = `
  delete from trademark_grams;
  insert into trademark_grams ${tokensOf(`select ${MARK_FORMS} from trademarks`)} order by gram, k;`;

export async function rebuildTrademarkGrams(catalog: CatalogQueries): Promise<void> {
  await catalog.run(REBUILD_TRADEMARK_GRAMS);
}

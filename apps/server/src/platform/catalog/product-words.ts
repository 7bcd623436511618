import type { CatalogQueries } from './catalog-db.js';

/**
 * The word index of product titles and brands (docs/decisions/0037-speed.md): `product_vocabulary`
 * holds each word of a marketplace once, `product_words` which product (its `product_key`) holds
 * which word. DuckDB moves a row's id when the row is updated, so products carry a key of their
 * own, given once by the import that first writes them. A keyword filter finds the vocabulary's words that contain the seller's word, then their
 * products, instead of reading every title.
 *
 * The words of a text are its runs between white space and commas. A seller's keyword is split on
 * white space and commas too, so it never spans two words: a title contains it exactly when one of
 * its words does, and the index answers what the substring scan answered, row for row.
 */
export const WORD_SEPARATORS = '[\\s,，]+';

/** The distinct words of `text` (an SQL expression), as a list; none for null. */
export const wordsOf = (text: string) =>
  `list_distinct(list_filter(regexp_split_to_array(${text}, '${WORD_SEPARATORS}'), w -> w <> ''))`;

/**
 * Re-indexes the products `rows` selects (an SQL select of `marketplace, asin`, e.g. an import's
 * stage): their old words go, their current search text's words come.
 */
export async function indexProductWords(tx: CatalogQueries, rows: string): Promise<void> {
  const touched = `select p.product_key as r, p.marketplace, p.search_text from products p
    semi join (${rows}) s on s.marketplace = p.marketplace and s.asin = p.asin`;
  await tx.run(`create temp table touched_products as ${touched}`);
  await tx.run('delete from product_words where r in (select r from touched_products)');
  await tx.run(`insert into product_words
    select marketplace, unnest(${wordsOf('search_text')}) as word, r from touched_products`);
  await tx.run(`insert into product_vocabulary
    select distinct w.marketplace, w.word from product_words w
    semi join touched_products t on t.r = w.r
    anti join product_vocabulary v on v.marketplace = w.marketplace and v.word = w.word`);
  await tx.run('drop table touched_products');
}

/**
 * The next free product keys for new rows: `select ${NEW_PRODUCT_KEY} …` numbers the rows it writes
 * after the largest key given so far.
 */
export const NEW_PRODUCT_KEY = '(select coalesce(max(product_key), 0) from products) + row_number() over ()';

/** Builds the whole index from the products table (a new schema, a catalog written in bulk). */
export const REBUILD_PRODUCT_WORDS = `
  delete from product_words;
  delete from product_vocabulary;
  insert into product_words
    select marketplace, word, r from (
      select marketplace, unnest(${wordsOf('search_text')}) as word, product_key as r from products)
    order by marketplace, word, r;
  insert into product_vocabulary select distinct marketplace, word from product_words order by all;`;

export async function rebuildProductWords(catalog: CatalogQueries): Promise<void> {
  await catalog.run(REBUILD_PRODUCT_WORDS);
}

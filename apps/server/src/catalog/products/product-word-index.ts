import { DuckDBBitValue } from '@duckdb/node-api';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { productWordsStamp } from '../../platform/catalog/product-words.js';

/*
 * The product word index (platform/catalog/product-words.ts, decisions/0037) held in memory
 * (decisions/0066): a keyword filter finds the vocabulary's words that contain each seller's word,
 * marks their products in a bitmap, intersects the words' bitmaps and takes the excluded words
 * out, all without DuckDB; DuckDB then gets the bitmap and tests each product's key against it
 * while it applies the other filters, counts and sorts. Read on start and after each import that
 * writes products; a request finds the stamp moved (an import committed since) and waits for the
 * read again, so it never answers from an index older than the rows it filters.
 */

interface MarketplaceWords {
  /** the marketplace's distinct words, in DuckDB's order of text */
  words: string[];
  /** word i's product keys are keys[starts[i]] … keys[starts[i + 1] - 1], ascending */
  starts: Int32Array;
  keys: Int32Array;
  /** which words contain a seller's word: the last lookups, forgotten with the index */
  containing: Map<string, Int32Array>;
}

export interface ProductWordIndex {
  /** the stamp of the index this copy was read at */
  version: number;
  /** bytes of a bitmap with a bit for every key held (key k: bit k) and one spare at the end */
  bytes: number;
  marketplaces: Map<string, MarketplaceWords>;
}

/** Seller words whose containing words each marketplace remembers (a real vocabulary is ~500k). */
const REMEMBERED_LOOKUPS = 2_000;

/** Reads the whole index in one transaction, so its stamp and its rows are of one moment. */
async function load(catalog: CatalogDb): Promise<ProductWordIndex> {
  return catalog.transaction(async (tx) => {
    const version = await productWordsStamp(tx);
    const vocabulary = await tx.all<{ marketplace: string; word: string; n: number }>(
      `select marketplace, word, count(*)::integer as n from product_words
       group by marketplace, word order by marketplace, word`,
    );
    // each posting as (the word's place in the vocabulary above, the product's key)
    const [places, keys] = await tx.integerColumns(
      `select v.place, w.r::integer from product_words w join (
         select marketplace, word, (row_number() over (order by marketplace, word) - 1)::integer as place
         from (select distinct marketplace, word from product_words)) v using (marketplace, word)`,
    );
    const starts = new Int32Array(vocabulary.length + 1);
    vocabulary.forEach((entry, place) => (starts[place + 1] = starts[place]! + Number(entry.n)));
    const sorted = new Int32Array(keys!.length);
    const next = starts.slice(0, vocabulary.length);
    let largest = 0;
    for (let i = 0; i < keys!.length; i++) {
      const key = keys![i]!;
      sorted[next[places![i]!]!++] = key;
      if (key > largest) largest = key;
    }
    for (let place = 0; place < vocabulary.length; place++) {
      sorted.subarray(starts[place]!, starts[place + 1]!).sort();
    }
    const marketplaces = new Map<string, MarketplaceWords>();
    let first = 0;
    for (let place = 0; place <= vocabulary.length; place++) {
      const marketplace = vocabulary[place]?.marketplace;
      if (place > first && marketplace !== vocabulary[first]!.marketplace) {
        marketplaces.set(vocabulary[first]!.marketplace, {
          words: vocabulary.slice(first, place).map((entry) => entry.word),
          starts: starts.slice(first, place + 1),
          keys: sorted,
          containing: new Map(),
        });
        first = place;
      }
    }
    return { version, bytes: ((largest + 1) >> 3) + 1, marketplaces };
  });
}

const loaded = new WeakMap<CatalogDb, { version: number; index: Promise<ProductWordIndex> }>();

/**
 * The index as of the catalog's latest change of it: one small read of the stamp, and a read of the
 * whole index when it moved (every request meanwhile waits for that one read).
 */
export async function productWordIndex(catalog: CatalogDb): Promise<ProductWordIndex> {
  const version = await productWordsStamp(catalog);
  const current = loaded.get(catalog);
  if (current && current.version >= version) return current.index;
  const index = load(catalog);
  loaded.set(catalog, { version, index });
  index.catch(() => {
    if (loaded.get(catalog)?.index === index) loaded.delete(catalog);
  });
  return index;
}

/**
 * Reads the index ahead of the first keyword filter (on start, after an import that wrote
 * products), so no seller waits for it; a failure is left for that filter to meet and report.
 */
export function warmProductWordIndex(catalog: CatalogDb): void {
  productWordIndex(catalog).catch(() => undefined);
}

/** The products a keyword filter keeps, as the bitmap DuckDB tests their keys against. */
export interface ProductKeySet {
  /** DuckDB BIT: a padding byte (0), then key k at bit k, first bit the highest */
  bits: DuckDBBitValue;
  /** a bit never set: a key past the bitmap (a product written after it was read) is tested here */
  spare: number;
  /** how many keys are in the set, and the smallest and largest (0 when none) */
  size: number;
  min: number;
  max: number;
}

/** The places of the words that contain `word` (a substring, as DuckDB's `contains`). */
function containing(words: MarketplaceWords, word: string): Int32Array {
  const known = words.containing.get(word);
  if (known) return known;
  const places: number[] = [];
  words.words.forEach((candidate, place) => {
    if (candidate.includes(word)) places.push(place);
  });
  if (words.containing.size >= REMEMBERED_LOOKUPS) words.containing.clear();
  const found = Int32Array.from(places);
  words.containing.set(word, found);
  return found;
}

/** Sets (or clears) in `bitmap` the bits of every key of the given words. */
function mark(bitmap: Uint8Array, words: MarketplaceWords, places: Int32Array, set: boolean) {
  for (const place of places) {
    for (let i = words.starts[place]!; i < words.starts[place + 1]!; i++) {
      const key = words.keys[i]!;
      if (set) bitmap[1 + (key >> 3)]! |= 0x80 >> (key & 7);
      else bitmap[1 + (key >> 3)]! &= ~(0x80 >> (key & 7));
    }
  }
}

/**
 * The products of `marketplace` whose words contain every word of `words` and no word of `excluded`:
 * what `contains(search_text, word)` for each finds (decisions/0037), from memory.
 */
export function keywordKeySet(
  index: ProductWordIndex,
  marketplace: string,
  words: string[],
  excluded: string[] = [],
): ProductKeySet {
  const bitmap = new Uint8Array(1 + index.bytes);
  const held = index.marketplaces.get(marketplace);
  if (held && words.length) {
    mark(bitmap, held, containing(held, words[0]!), true);
    for (const word of words.slice(1)) {
      const other = new Uint8Array(bitmap.length);
      mark(other, held, containing(held, word), true);
      for (let i = 1; i < bitmap.length; i++) bitmap[i]! &= other[i]!;
    }
    for (const word of excluded) mark(bitmap, held, containing(held, word), false);
  }
  let size = 0;
  let min = 0;
  let max = 0;
  for (let i = 1; i < bitmap.length; i++) {
    const byte = bitmap[i]!;
    if (byte === 0) continue;
    for (let bit = 0; bit < 8; bit++) {
      if ((byte & (0x80 >> bit)) === 0) continue;
      const key = ((i - 1) << 3) + bit;
      if (size++ === 0) min = key;
      max = key;
    }
  }
  return { bits: new DuckDBBitValue(bitmap), spare: index.bytes * 8 - 1, size, min, max };
}

import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { compareText } from './compare-text.js';

/*
 * The marks' compared forms, read once from the catalog into memory and read again only when an
 * import changed them (docs/decisions/0047-trademark-search-in-memory.md): a search then looks up
 * the brand's keys and trigrams in memory and tests a few marks, never every row of the catalog.
 * The design-patent drawings do the same (drawing-index.ts).
 */

/** A mark's place in the loaded index; every array below is read at it. */
type Position = number;

export interface MarkIndex {
  version: string;
  size: number;
  key: Float64Array;
  id: string[];
  mark: string[];
  norm: string[];
  compact: string[];
  skeleton: string[];
  pinyin: (string | null)[];
  phonetic1: string[];
  phonetic2: string[];
  office: (string | null)[];
  status: string[];
  classes: number[][];
  length: Int32Array;
  /** positions in the order of the compact form (positions themselves follow the skeleton's) */
  byCompact: Int32Array;
  byPinyin: Map<string, Position[]>;
  byPhonetic1: Map<string, Position[]>;
  byPhonetic2: Map<string, Position[]>;
  /** the distinct trigrams of each `^^skeleton$$` (catalog step 0120's trigrams) → positions */
  grams: Map<string, Int32Array>;
  byLength: Map<number, Position[]>;
  /** per-mark scratch of a lookup (mark-lookup.ts), all zero between lookups */
  seen: Uint8Array;
  shared: Uint8Array;
}

type MarkTuple = [
  k: number,
  id: string,
  mark: string,
  norm: string,
  compact: string,
  skeleton: string,
  pinyin: string | null,
  phonetic1: string,
  phonetic2: string,
  office: string | null,
  status: string,
  classes: number[],
  length: number,
  compactRank: number,
];

/** Marks one JSON text of a load holds. */
const LOAD_CHUNK = 100_000;
const GRAM = 3;

const ASTRAL = /[\ud800-\udfff]/;

/** The distinct trigrams of `^^skeleton$$`, by character (as catalog step 0120 cut them). */
export function paddedGrams(skeleton: string): string[] {
  const padded = `^^${skeleton}$$`;
  const grams: string[] = [];
  if (ASTRAL.test(padded)) {
    const chars = Array.from(padded);
    for (let i = 0; i + GRAM <= chars.length; i++) grams.push(chars.slice(i, i + GRAM).join(''));
  } else {
    for (let i = 0; i + GRAM <= padded.length; i++) grams.push(padded.substring(i, i + GRAM));
  }
  return [...new Set(grams)];
}

function push<K>(map: Map<K, Position[]>, key: K, at: Position) {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}

/**
 * Every position whose value is `value`, by binary search over `values` in the code-point order
 * `order` gives (null: `values` is itself in that order).
 */
export function* equalTo(order: Int32Array | null, values: string[], value: string): Generator<Position> {
  const at = (i: number) => (order ? order[i]! : i);
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareText(values[at(mid)]!, value) < 0) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < values.length && values[at(i)] === value; i++) yield at(i);
}

async function versionOf(catalog: CatalogQueries): Promise<string> {
  const [row] = await catalog.all<{ version: string }>(
    `select count(*) || '/' || coalesce(max(run_id), 0) || '/' || coalesce(max(mark_key), 0) as version
     from trademarks`,
  );
  return row?.version ?? '';
}

function emptyIndex(version: string): MarkIndex {
  return {
    version,
    size: 0,
    key: new Float64Array(0),
    id: [],
    mark: [],
    norm: [],
    compact: [],
    skeleton: [],
    pinyin: [],
    phonetic1: [],
    phonetic2: [],
    office: [],
    status: [],
    classes: [],
    length: new Int32Array(0),
    byCompact: new Int32Array(0),
    byPinyin: new Map(),
    byPhonetic1: new Map(),
    byPhonetic2: new Map(),
    grams: new Map(),
    byLength: new Map(),
    seen: new Uint8Array(0),
    shared: new Uint8Array(0),
  };
}

async function load(catalog: CatalogQueries, version: string): Promise<MarkIndex> {
  const index = emptyIndex(version);
  const keys: number[] = [];
  const lengths: number[] = [];
  const compactRanks: number[] = [];
  const grams = new Map<string, Position[]>();
  // Positions follow the skeleton's order and the compact form's rank comes along, both sorted by
  // DuckDB (code-point order, compareText's): an exact form is then a binary search with no sort
  // in JavaScript. One JSON text a chunk: the node binding converts value by value (about 100 s
  // for the columns of 1,000,000 marks on a loaded machine), JSON.parse reads them in a second.
  const chunks = await catalog.all<{ marks: string }>(
    `select '[' || string_agg(json_array(mark_key, id, mark, norm, compact, skeleton, pinyin, phonetic1,
         phonetic2, office, status, classes, mark_length, compact_rank)::varchar, ',' order by pos) || ']' as marks
     from (select *, row_number() over (order by skeleton, mark_key) - 1 as pos,
             row_number() over (order by compact, mark_key) - 1 as compact_rank from trademarks)
     group by pos // ${LOAD_CHUNK} order by pos // ${LOAD_CHUNK}`,
  );
  for (const chunk of chunks) {
    for (const t of JSON.parse(chunk.marks) as MarkTuple[]) {
      const [
        k,
        id,
        mark,
        norm,
        compact,
        skeleton,
        pinyin,
        phonetic1,
        phonetic2,
        office,
        status,
        classes,
        length,
        rank,
      ] = t;
      const at = keys.push(k) - 1;
      lengths.push(length);
      compactRanks.push(rank);
      index.id.push(id);
      index.mark.push(mark);
      index.skeleton.push(skeleton);
      // most marks' compact is their skeleton and their norm their compact: one string, not three
      const sameCompact = compact === skeleton ? skeleton : compact;
      index.compact.push(sameCompact);
      index.norm.push(norm === sameCompact ? sameCompact : norm);
      index.pinyin.push(pinyin);
      index.phonetic1.push(phonetic1);
      index.phonetic2.push(phonetic2);
      index.office.push(office);
      index.status.push(status);
      index.classes.push(classes);
      if (pinyin !== null) push(index.byPinyin, pinyin, at);
      push(index.byPhonetic1, phonetic1, at);
      push(index.byPhonetic2, phonetic2, at);
      push(index.byLength, length, at);
      for (const gram of paddedGrams(skeleton)) push(grams, gram, at);
    }
  }
  index.size = keys.length;
  index.key = Float64Array.from(keys);
  index.length = Int32Array.from(lengths);
  index.seen = new Uint8Array(index.size);
  index.shared = new Uint8Array(index.size);
  index.byCompact = new Int32Array(index.size);
  compactRanks.forEach((rank, at) => (index.byCompact[rank] = at));
  for (const [gram, list] of grams) index.grams.set(gram, Int32Array.from(list));
  return index;
}

/**
 * Reads the marks into memory ahead of the first search (on start, after a trademark import), so
 * no seller's search waits for the read (seconds at a million marks, decisions/0047). A failure
 * is left for that search to meet and report.
 */
export function warmMarkIndex(catalog: CatalogQueries): void {
  markIndex(catalog).catch(() => undefined);
}

const loaded = new WeakMap<CatalogQueries, { version: string; index: Promise<MarkIndex> }>();

/**
 * The catalog's marks in memory, as of its latest import: one statement checks the count and the
 * runs that wrote them (an import gives its rows a new run id), a change reloads them all.
 */
export async function markIndex(catalog: CatalogQueries): Promise<MarkIndex> {
  const version = await versionOf(catalog);
  const current = loaded.get(catalog);
  if (current?.version === version) return current.index;
  const index = load(catalog, version);
  loaded.set(catalog, { version, index });
  index.catch(() => {
    if (loaded.get(catalog)?.index === index) loaded.delete(catalog);
  });
  return index;
}

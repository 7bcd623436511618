import type { TermPeriod } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { shareSum } from '../terms/clicked.js';
import {
  CLICK_CONCENTRATION,
  CONVERSION_SHARE,
  DEPARTMENT,
  INLINE,
  INTS,
  NONE,
  RANK,
  STRIDE,
  TERM_ID,
  TOKEN_COUNT,
  TOKENS,
  WORD_COUNT,
  type MiningIndex,
} from './mining-index-shape.js';
import { loadTrend } from './mining-index-trend.js';
import { PackedText } from './packed-text.js';

/** Rows one JSON text of a load holds (JSON.parse is native; the binding converts value by value). */
const CHUNK = 100_000;
/** DuckDB's `\s` in its regular expressions (RE2): space, tab, line feed, form feed, return. */
export const WHITE_SPACE = /[\t\n\f\r ]/;

type RowTuple = [
  term: string,
  department: string,
  rank: number | null,
  volume: number | null,
  clickConcentration: number | null,
  conversionShare: number | null,
  wordCount: number,
  termId: number,
  ...slots: (string | number | null)[],
];

const SLOT_COLUMNS = [1, 2, 3].map((k) => `asin_${k}, click_share_${k}, conversion_share_${k}`).join(', ');

/**
 * The period's rows numbered in DuckDB's order, with the computed columns as mining's SQL writes
 * them (keywords.sql.ts MINED_COLUMNS), so sums and word counts are DuckDB's own. A temporary table
 * of the reading transaction: the rows then leave in chunks, one JSON text at a time, within the
 * catalog's memory limit (all the texts at once took more than 512 MB at 2 million terms).
 */
const NUMBERED = `create or replace temporary table mining_rows as
  select search_term, department, search_frequency_rank, search_volume, ${SLOT_COLUMNS},
    row_number() over (order by search_term, department) - 1 as pos,
    dense_rank() over (order by search_term) - 1 as term_id,
    ${shareSum('click_share')} as click_concentration, ${shareSum('conversion_share')} as conversion_share,
    len(string_split(trim(search_term), ' ')) as word_count
  from search_terms where marketplace = $1 and period_start = $2::date and period_end = $3::date
  order by pos`;

const CHUNK_ROWS = `select '[' || string_agg(json_array(search_term, department, search_frequency_rank, search_volume,
    click_concentration, conversion_share, word_count, term_id, ${SLOT_COLUMNS})::varchar, ',' order by pos) || ']' as rows
  from mining_rows where pos >= $1 and pos < $2`;

const toFloat = (value: number | null) => (value === null ? NaN : value);
const toShare = (value: number | null) => (value === null ? NONE : Math.round(value * 1e6));

function numbered(values: string[], ids: Map<string, number>, value: string): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = values.push(value) - 1));
  return id;
}

/**
 * Reads one period of a marketplace into memory; `tx` is one transaction (one snapshot for every
 * statement, its own temporary table).
 */
export async function loadMiningIndex(
  tx: CatalogQueries,
  marketplace: string,
  period: TermPeriod,
  stamp: string,
  /** the bytes the period may take; more, and it is not read (null: mined by SQL) */
  room = Infinity,
): Promise<MiningIndex | null> {
  await tx.run(NUMBERED, [marketplace, period.start, period.end]);
  try {
    const [counted] = await tx.all<{ n: number }>('select count(*) as n from mining_rows');
    if ((counted?.n ?? 0) * BYTES_PER_ROW > room) return null;
    return await readIndex(tx, marketplace, period, stamp);
  } finally {
    await tx.run('drop table if exists mining_rows');
  }
}

/** What a row takes in memory, measured at 2 million terms with some margin (decisions/0065: 225). */
export const BYTES_PER_ROW = 256;

async function readIndex(
  tx: CatalogQueries,
  marketplace: string,
  period: TermPeriod,
  stamp: string,
): Promise<MiningIndex> {
  const [counted] = await tx.all<{ n: number }>('select count(*) as n from mining_rows');
  const tuples: RowTuple[] = [];
  for (let from = 0; from < (counted?.n ?? 0); from += CHUNK) {
    const [chunk] = await tx.all<{ rows: string }>(CHUNK_ROWS, [from, from + CHUNK]);
    for (const tuple of JSON.parse(chunk!.rows) as RowTuple[]) tuples.push(tuple);
  }
  const size = tuples.length;
  const index: MiningIndex = {
    ...{
      marketplace,
      period,
      stamp,
      size,
      term: PackedText.of([]),
      departments: [],
      asins: PackedText.of([]),
    },
    record: new Float64Array(0),
    ints: new Int32Array(0),
    searchVolume: new Float64Array(size),
    asin: new Int32Array(size * 3),
    clickShare: new Int32Array(size * 3),
    conversionShareSlot: new Int32Array(size * 3),
    ...{ rowsOf: new Map(), tokens: new Int32Array(0) },
    ...{ vocabulary: [], tokenId: new Map(), trend: null, bytes: 0 },
    scratch: { rows: new Int32Array(size), marks: new Uint8Array(size), counts: new Int32Array(0) },
  };
  const departmentIds = new Map<string, number>();
  const asinIds = new Map<string, number>();
  const terms: string[] = [];
  const asins: string[] = [];
  const postings = new Map<string, number[]>();
  const tokens: number[] = [];
  const bytes = new ArrayBuffer(size * INTS * 4);
  index.record = new Float64Array(bytes);
  index.ints = new Int32Array(bytes);
  tuples.forEach((t, r) => {
    const term = t[0];
    terms.push(term);
    const at = r * STRIDE;
    const i = r * INTS;
    const { record, ints } = index;
    ints[i + DEPARTMENT] = numbered(index.departments, departmentIds, t[1]);
    record[at + RANK] = toFloat(t[2]);
    index.searchVolume[r] = toFloat(t[3]);
    record[at + CLICK_CONCENTRATION] = toFloat(t[4]);
    record[at + CONVERSION_SHARE] = toFloat(t[5]);
    ints[i + WORD_COUNT] = t[6];
    ints[i + TERM_ID] = t[7];
    for (let k = 0; k < 3; k++) {
      const asin = t[8 + k * 3] as string | null;
      index.asin[r * 3 + k] = asin === null ? NONE : numbered(asins, asinIds, asin);
      index.clickShare[r * 3 + k] = toShare(t[9 + k * 3] as number | null);
      index.conversionShareSlot[r * 3 + k] = toShare(t[10 + k * 3] as number | null);
    }
    for (const word of new Set(term.split(WHITE_SPACE))) {
      if (word === '') continue;
      const list = postings.get(word);
      if (list) list.push(r);
      else postings.set(word, [r]);
    }
    const words = [...new Set(term.split(' '))].filter((token) => token !== '');
    const ids = words.map((token) => numbered(index.vocabulary, index.tokenId, token));
    ints[i + TOKEN_COUNT] = ids.length;
    if (ids.length <= INLINE) ids.forEach((id, k) => (ints[i + TOKENS + k] = id));
    else ints[i + TOKENS] = tokens.push(...ids) - ids.length;
  });
  tuples.length = 0;
  index.term = PackedText.of(terms);
  index.asins = PackedText.of(asins);
  index.scratch.counts = new Int32Array(index.vocabulary.length);
  index.tokens = Int32Array.from(tokens);
  let postingEntries = 0;
  for (const [word, list] of postings) {
    index.rowsOf.set(word, Int32Array.from(list));
    postingEntries += list.length;
  }
  index.trend = await loadTrend(tx, index);
  index.bytes = estimateBytes(index, postingEntries);
  return index;
}

/**
 * The heap the index holds, roughly: the typed arrays exactly, a term string at 16 bytes of header
 * plus its UTF-16 length worst case over 2 (one byte a character for Latin text), plus its slot.
 */
function estimateBytes(index: MiningIndex, postingEntries: number): number {
  const arrays = [
    index.record,
    index.searchVolume,
    index.asin,
    index.clickShare,
    index.conversionShareSlot,
    index.tokens,
    ...(index.trend ?? []).flatMap((t) => (t.present ? [t.rank, t.present] : [t.rank])),
  ].reduce((sum, array) => sum + array.byteLength, 0);
  const strings = (values: string[]) => values.reduce((sum, s) => sum + 24 + s.length, 0);
  const words = index.rowsOf.size * 64 + postingEntries * 4;
  const scratch =
    index.scratch.rows.byteLength + index.scratch.marks.byteLength + index.scratch.counts.byteLength;
  const texts = index.term.bytes + index.asins.bytes;
  return arrays + scratch + texts + strings(index.vocabulary) * 2 + words;
}

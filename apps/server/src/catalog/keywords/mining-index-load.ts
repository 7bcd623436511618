import type { TermPeriod } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { shareSum } from '../terms/clicked.js';
import { PackedText } from './packed-text.js';

/**
 * One period of the shared search terms in memory, for keyword mining (decisions/0065): a row per
 * (term, department) of the period, in DuckDB's order of `search_term, department` (so a row's
 * position is the tie order of every sort), with what the filters, sorts, page, word roots and rank
 * trend read. A null number is NaN (floats) or NONE (integers).
 */
export interface MiningIndex {
  marketplace: string;
  period: TermPeriod;
  /** the `search_terms` stamp the rows were read under (mining-index.ts) */
  stamp: string;
  size: number;
  term: PackedText;
  /**
   * What the match, filters, sorts and roots read of row r, side by side at record[r * STRIDE + F]
   * (one cache line a row: a result's rows are scattered over the period, and reading six arrays
   * cost six memory reads a row).
   */
  record: Float64Array;
  departments: string[];
  searchVolume: Float64Array;
  /** clicked slot k of row r at r * 3 + k - 1: the ASIN's number in `asins`, or NONE */
  asin: Int32Array;
  asins: PackedText;
  /** the slots' shares to a millionth (roundShare, what every screen shows), times 1e6, or NONE */
  clickShare: Int32Array;
  conversionShareSlot: Int32Array;
  /** the rows holding each word (runs between DuckDB's `\s`), ascending */
  rowsOf: Map<string, Int32Array>;
  /** row r's distinct words split on ' ' (what the word roots count), tokens[TOKENS_FROM…TOKENS_TO) */
  tokens: Int32Array;
  vocabulary: string[];
  tokenId: Map<string, number>;
  /**
   * Every period as long as this one, oldest first, with each row's rank in it (NONE: the term is
   * absent; NULL_RANK: present without a rank); null when there are more than TREND_PERIODS.
   */
  trend: TrendPeriod[] | null;
  /**
   * Reused by every call (calls run one at a time on the event loop): allocating them per call
   * made the garbage collector walk the whole index every few dozen calls.
   */
  scratch: { rows: Int32Array; marks: Uint8Array; counts: Int32Array };
  /** an estimate of the heap the index holds */
  bytes: number;
}

/**
 * A period of the trend: each row's rank in it, and which of the index's terms (by termId) it holds
 * in any department (the SQL trend reads a page term's every row, so such a period shows, as null).
 */
export interface TrendPeriod {
  period: TermPeriod;
  rank: Int32Array;
  /** null for the index's own period, which holds every term */
  present: Uint8Array | null;
}

/** The fields of a row's record (a null number is NaN). */
export const STRIDE = 8;
export const RANK = 0;
export const CLICK_CONCENTRATION = 1;
export const WORD_COUNT = 2;
export const DEPARTMENT = 3;
/** the term's place among the period's distinct terms, in DuckDB's order of text */
export const TERM_ID = 4;
export const TOKENS_FROM = 5;
export const TOKENS_TO = 6;
export const CONVERSION_SHARE = 7;

export const NONE = -2_147_483_648;
export const NULL_RANK = -1;
/** Periods of a length whose ranks the index keeps for the trend; beyond, the trend reads SQL. */
export const TREND_PERIODS = 13;
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

/** The other periods as long as this one, newest first. */
const SAME_LENGTH = `select distinct period_start::varchar as period_start, period_end::varchar as period_end
  from search_terms where marketplace = $1 and period_end - period_start = $3::date - $2::date
    and not (period_start = $2::date and period_end = $3::date)
  order by period_end desc, period_start desc`;

/**
 * Each row's rank in another period, as "position,rank" pairs (the positions of ROWS), and the
 * terms (by term_id) it holds in any department.
 */
const RANKS_IN = `select
    '[' || coalesce(string_agg(case when o.department = n.department
      then n.pos || ',' || coalesce(o.search_frequency_rank, ${NULL_RANK}) end, ','), '') || ']' as pairs,
    '[' || coalesce(string_agg(distinct n.term_id::varchar, ','), '') || ']' as terms
  from mining_rows n join search_terms o on o.search_term = n.search_term
  where o.marketplace = $1 and o.period_start = $2::date and o.period_end = $3::date`;

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
): Promise<MiningIndex> {
  await tx.run(NUMBERED, [marketplace, period.start, period.end]);
  try {
    return await readIndex(tx, marketplace, period, stamp);
  } finally {
    await tx.run('drop table if exists mining_rows');
  }
}

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
    record: new Float64Array(size * STRIDE),
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
  tuples.forEach((t, r) => {
    const term = t[0];
    terms.push(term);
    const at = r * STRIDE;
    const { record } = index;
    record[at + DEPARTMENT] = numbered(index.departments, departmentIds, t[1]);
    record[at + RANK] = toFloat(t[2]);
    index.searchVolume[r] = toFloat(t[3]);
    record[at + CLICK_CONCENTRATION] = toFloat(t[4]);
    record[at + CONVERSION_SHARE] = toFloat(t[5]);
    record[at + WORD_COUNT] = t[6];
    record[at + TERM_ID] = t[7];
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
    record[at + TOKENS_FROM] = tokens.length;
    for (const token of new Set(term.split(' '))) {
      if (token !== '') tokens.push(numbered(index.vocabulary, index.tokenId, token));
    }
    record[at + TOKENS_TO] = tokens.length;
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

/** The ranks of the rows in every period as long as this one (TREND_PERIODS at most). */
async function loadTrend(tx: CatalogQueries, index: MiningIndex): Promise<MiningIndex['trend']> {
  const { marketplace, period } = index;
  const others = await tx.all<{ period_start: string; period_end: string }>(SAME_LENGTH, [
    marketplace,
    period.start,
    period.end,
  ]);
  if (others.length + 1 > TREND_PERIODS) return null;
  const own = Int32Array.from({ length: index.size }, (_, r) => {
    const rank = index.record[r * STRIDE + RANK]!;
    return Number.isNaN(rank) ? NULL_RANK : rank;
  });
  const trend: TrendPeriod[] = [{ period, rank: own, present: null }];
  const terms = index.size ? index.record[(index.size - 1) * STRIDE + TERM_ID]! + 1 : 0;
  for (const other of others) {
    const [found] = await tx.all<{ pairs: string; terms: string }>(RANKS_IN, [
      marketplace,
      other.period_start,
      other.period_end,
    ]);
    const rank = new Int32Array(index.size).fill(NONE);
    const pairs = JSON.parse(found?.pairs ?? '[]') as number[];
    for (let i = 0; i < pairs.length; i += 2) rank[pairs[i]!] = pairs[i + 1]!;
    const present = new Uint8Array(terms);
    for (const termId of JSON.parse(found?.terms ?? '[]') as number[]) present[termId] = 1;
    trend.push({ period: { start: other.period_start, end: other.period_end }, rank, present });
  }
  return trend.sort((a, b) => a.period.start.localeCompare(b.period.start));
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

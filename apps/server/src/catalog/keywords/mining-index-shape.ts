import type { TermPeriod } from '@asinasin/contract';
import type { PackedText } from './packed-text.js';

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
   * What the match, filters, sorts and roots read of row r, in one 64-byte line (a result's rows
   * are scattered over the period: one memory read a row, not one per array): the doubles at
   * record[r * STRIDE + F], the integers and the row's first roots words at ints[r * INTS + F].
   */
  record: Float64Array;
  ints: Int32Array;
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
  /** the roots words of rows with more than INLINE of them, from ints[r * INTS + TOKENS] on */
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

/** A row's doubles (a null is NaN), in `record`: */
export const STRIDE = 8;
export const RANK = 0;
export const CLICK_CONCENTRATION = 1;
export const CONVERSION_SHARE = 2;
/** and its integers, in `ints` over the same bytes (after the three doubles): */
export const INTS = 16;
export const WORD_COUNT = 6;
export const DEPARTMENT = 7;
/** the term's place among the period's distinct terms, in DuckDB's order of text */
export const TERM_ID = 8;
/** how many distinct ' '-words the term has (what the roots count) */
export const TOKEN_COUNT = 9;
/** the words themselves when at most INLINE, else where they start in `tokens` */
export const TOKENS = 10;
export const INLINE = 6;

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

export const NONE = -2_147_483_648;
export const NULL_RANK = -1;
/** Periods of a length whose ranks the index keeps for the trend; beyond, the trend reads SQL. */
export const TREND_PERIODS = 13;

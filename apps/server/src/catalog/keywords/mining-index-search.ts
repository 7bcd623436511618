import type { KeywordMineQuery, TermPeriod } from '@asinasin/contract';
import type { MinedRow } from './keywords.repository.js';
import { seedWords } from './keywords.sql.js';
import { compareText } from '../trademarks/compare-text.js';
import { STOP_WORDS } from './keywords-stop-words.js';
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

/**
 * Keyword mining over a period in memory (decisions/0065): the twin of keywords.sql.ts, filter for
 * filter and order for order, tested against it row for row (mining-index.test.ts).
 */

/**
 * Keeps the rows of `rows` that are also in `other` (both ascending), written over `rows` from its
 * start (a row is written no later than it is read); returns how many.
 */
function intersectInto(rows: Int32Array, n: number, other: Int32Array): number {
  let kept = 0;
  for (let i = 0, j = 0; i < n && j < other.length;) {
    const a = rows[i]!;
    const b = other[j]!;
    if (a === b) {
      rows[kept++] = a;
      i++;
      j++;
    } else if (a < b) i++;
    else j++;
  }
  return kept;
}

/**
 * The rows holding every wanted word (every row when none is wanted) and no excluded one, in the
 * index's scratch rows (ascending); returns how many.
 */
function wordMatches(index: MiningIndex, wanted: string[], excluded: string[]): number {
  const { rows, marks } = index.scratch;
  let n: number;
  if (wanted.length) {
    const lists = wanted.map((word) => index.rowsOf.get(word) ?? EMPTY).sort((a, b) => a.length - b.length);
    rows.set(lists[0]!);
    n = lists.slice(1).reduce((kept, list) => intersectInto(rows, kept, list), lists[0]!.length);
  } else {
    n = index.size;
    for (let r = 0; r < n; r++) rows[r] = r;
  }
  const out = excluded.map((word) => index.rowsOf.get(word)).filter((list) => list !== undefined);
  if (!out.length || !n) return n;
  for (const list of out) for (let i = 0; i < list.length; i++) marks[list[i]!] = 1;
  let kept = 0;
  for (let i = 0; i < n; i++) if (marks[rows[i]!] === 0) rows[kept++] = rows[i]!;
  for (const list of out) for (let i = 0; i < list.length; i++) marks[list[i]!] = 0;
  return kept;
}

const EMPTY = new Int32Array(0);

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The SQL's whole-words pattern `(^|\s)text(\s|$)`, with RE2's `\s`. */
const wholeWords = (text: string) => new RegExp(`(^|[\\t\\n\\f\\r ])${regexEscape(text)}([\\t\\n\\f\\r ]|$)`);

const inRange = (value: number, range: { min?: number; max?: number } | undefined) =>
  (range?.min === undefined || value >= range.min) && (range?.max === undefined || value <= range.max);

/**
 * Every row of the query's result, ascending (so a term's rows are neighbours), unordered by the
 * sort. A view of the index's scratch rows: read it before the next call.
 */
export function matchRows(index: MiningIndex, query: KeywordMineQuery): Int32Array {
  const words = seedWords(query.seed);
  const include = query.include.map((w) => w.toLowerCase());
  const wanted = [...new Set([...words, ...include])];
  let n = wordMatches(
    index,
    wanted,
    query.exclude.map((w) => w.toLowerCase()),
  );
  const { rows } = index.scratch;
  const department = query.department ? index.departments.indexOf(query.department) : undefined;
  if (department === -1) return EMPTY;
  // a phrase's words in a row; with no word at all the SQL tests its empty pattern, so this does too
  const pattern = query.phrase && words.length !== 1 ? wholeWords(words.join(' ')) : null;
  const { record, ints } = index;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    const at = r * STRIDE;
    if (
      (department === undefined || ints[r * INTS + DEPARTMENT] === department) &&
      inRange(record[at + RANK]!, query.rank) &&
      inRange(ints[r * INTS + WORD_COUNT]!, query.wordCount) &&
      inRange(record[at + CLICK_CONCENTRATION]!, query.clickConcentration) &&
      (!pattern || pattern.test(index.term.at(r)))
    )
      rows[kept++] = r;
  }
  n = kept;
  return rows.subarray(0, n);
}

/** The SQL's `order by <key> <direction> nulls last, term, department` over row positions. */
export function rowOrder(index: MiningIndex, query: KeywordMineQuery): (a: number, b: number) => number {
  const direction = query.order === 'asc' ? 1 : -1;
  const { record, ints } = index;
  if (query.sort === 'term')
    return (a, b) => direction * (ints[a * INTS + TERM_ID]! - ints[b * INTS + TERM_ID]!) || a - b;
  if (query.sort === 'wordCount')
    return (a, b) => direction * (ints[a * INTS + WORD_COUNT]! - ints[b * INTS + WORD_COUNT]!) || a - b;
  const field = { rank: RANK, clickConcentration: CLICK_CONCENTRATION, conversionShare: CONVERSION_SHARE }[
    query.sort
  ];
  return (a, b) => {
    const x = record[a * STRIDE + field]!;
    const y = record[b * STRIDE + field]!;
    const xNull = Number.isNaN(x);
    const yNull = Number.isNaN(y);
    if (xNull || yNull) return xNull && yNull ? a - b : xNull ? 1 : -1;
    return x === y ? a - b : x < y ? -direction : direction;
  };
}

/** The first `count` rows in `order`: a full sort when that is most of them, else a bounded heap. */
function firstRows(rows: Int32Array, count: number, order: (a: number, b: number) => number): number[] {
  // sorted where it lies: the caller is done with the ascending order (the roots read it first)
  if (count >= rows.length / 4) return Array.from(rows.sort(order).subarray(0, count));
  // a max-heap of the best `count` so far: its root is the worst of them
  const heap: number[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const worst = [l, l + 1].reduce(
        (w, c) => (c < heap.length && order(heap[c]!, heap[w]!) > 0 ? c : w),
        i,
      );
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const r of rows) {
    if (heap.length < count) {
      let i = heap.push(r) - 1;
      while (i > 0 && order(heap[i]!, heap[(i - 1) >> 1]!) > 0) {
        swap(i, (i - 1) >> 1);
        i = (i - 1) >> 1;
      }
    } else if (count > 0 && order(r, heap[0]!) < 0) {
      heap[0] = r;
      down(0);
    }
  }
  return heap.sort(order);
}

/** The page's positions in the result's order; reorders `rows`. */
export function pagePositions(index: MiningIndex, rows: Int32Array, query: KeywordMineQuery): number[] {
  const offset = (query.page - 1) * query.size;
  if (offset >= rows.length) return [];
  const ordered = firstRows(rows, Math.min(rows.length, offset + query.size), rowOrder(index, query));
  return ordered.slice(offset);
}

/** Rows as the SQL statement gives them (the slots' shares already rounded to a millionth). */
export function minedRowsAt(index: MiningIndex, positions: number[]): MinedRow[] {
  const nullable = (value: number) => (Number.isNaN(value) ? null : value);
  const share = (value: number) => (value === NONE ? null : value / 1e6);
  const { record, ints } = index;
  return positions.map((r) => {
    const at = r * STRIDE;
    const slot = (k: number) => {
      const asin = index.asin[r * 3 + k - 1]!;
      return {
        [`asin_${k}`]: asin === NONE ? null : index.asins.at(asin),
        [`click_share_${k}`]: share(index.clickShare[r * 3 + k - 1]!),
        [`conversion_share_${k}`]: share(index.conversionShareSlot[r * 3 + k - 1]!),
      };
    };
    return {
      term: index.term.at(r),
      department: index.departments[ints[r * INTS + DEPARTMENT]!]!,
      rank: nullable(record[at + RANK]!),
      search_volume: nullable(index.searchVolume[r]!),
      click_concentration: nullable(record[at + CLICK_CONCENTRATION]!),
      conversion_share: nullable(record[at + CONVERSION_SHARE]!),
      word_count: ints[r * INTS + WORD_COUNT]!,
      ...slot(1),
      ...slot(2),
      ...slot(3),
    } as MinedRow;
  });
}

/**
 * The word roots, as rootsStatement counts them: over the result's distinct terms, how many hold
 * each ' '-separated word, leaving out stop words and the seed's words; most terms first.
 */
export function rootsOf(index: MiningIndex, rows: Int32Array, query: KeywordMineQuery, limit = 60) {
  const { counts } = index.scratch;
  // a skipped word starts below any count, so it never comes up
  const skipped: number[] = [];
  for (const word of [...STOP_WORDS, ...seedWords(query.seed)]) {
    const id = index.tokenId.get(word);
    if (id !== undefined) skipped.push(id);
  }
  for (const id of skipped) counts[id] = -2_000_000_000;
  const { ints, tokens } = index;
  const seen: number[] = [];
  let lastTerm = -1;
  // rows of one term are neighbours in every result (positions follow the term), and rows ascend
  for (let i = 0; i < rows.length; i++) {
    const at = rows[i]! * INTS;
    if (ints[at + TERM_ID] === lastTerm) continue;
    lastTerm = ints[at + TERM_ID]!;
    const count = ints[at + TOKEN_COUNT]!;
    // a term's words sit in its line when few, else in the shared list
    const inline = count <= INLINE;
    const from = inline ? at + TOKENS : ints[at + TOKENS]!;
    for (let j = from; j < from + count; j++) {
      const token = inline ? ints[j]! : tokens[j]!;
      if (counts[token] === 0) seen.push(token);
      counts[token]! += 1;
    }
  }
  // only words counted at least as often as the limit-th can be in the answer
  const counted = seen.filter((token) => counts[token]! > 0);
  const top = Int32Array.from(counted, (token) => counts[token]!).sort();
  const least = top[top.length - Math.min(limit, top.length)] ?? 0;
  const words = counted
    .filter((token) => counts[token]! >= least)
    .map((token) => ({ word: index.vocabulary[token]!, terms: counts[token]! }));
  words.sort((a, b) => b.terms - a.terms || compareText(a.word, b.word));
  for (const id of seen) counts[id] = 0;
  for (const id of skipped) counts[id] = 0;
  return words.slice(0, limit);
}

/**
 * Each page row's rank in every period of the index's length that holds one of the page's terms
 * (trendsOf in keywords.repository.ts), oldest first; null when the index keeps no trend.
 */
export function trendOf(index: MiningIndex, page: number[]): ((row: number) => TrendPoint[]) | null {
  if (!index.trend) return null;
  const periods = index.trend.filter(
    ({ present }) =>
      page.length > 0 && (!present || page.some((r) => present[index.ints[r * INTS + TERM_ID]!] === 1)),
  );
  return (r) => periods.map(({ period, rank }) => ({ ...period, rank: rank[r]! < 0 ? null : rank[r]! }));
}

export type TrendPoint = TermPeriod & { rank: number | null };

import { GRAM, gramsOf } from '../../platform/catalog/trademark-grams.js';
import type { Params } from '../sql/statement.js';

/** What the candidate lookup needs of a probe (trademark-search.ts's Probe). */
interface ProbeForms {
  keys: { compact: string; skeleton: string; phonetic1: string; phonetic2: string };
  sound: string;
  maxDistance: number;
}

const MIN_CONTAINED = 4;
/** What a looked-up token is: an exact key, a trigram inside the skeleton, a trigram at its edge. */
const EXACT = 0;
const INNER = 1;
const EDGE = 2;

/**
 * The keys of every mark that could pass `similarCondition`, as an SQL select of `k` over the
 * candidate index (platform/catalog/trademark-grams.ts, docs/decisions/0041-trademark-index.md), or
 * null when the index cannot bound this probe (then the search tests every mark). Each test has a
 * necessary condition the index answers:
 * - same compact, skeleton, pinyin or sound code: the mark has that exact token;
 * - the probe's skeleton holds the mark's (4+ letters): the mark's skeleton starts one of the
 *   probe's suffixes, so its token lies between that suffix's first four letters and the suffix;
 * - the mark's skeleton holds the probe's (4+ letters): the mark has every trigram of the probe;
 * - Levenshtein ≤ d: each edit removes at most three of the probe's distinct padded trigrams, so
 *   the mark shares at least (their number − 3d) of them (the q-gram lemma).
 * The tests themselves then run on the candidates only, so the answer is the full scan's.
 */
export function candidateKeys(params: Params, probe: ProbeForms): string | null {
  const { compact, skeleton, phonetic1, phonetic2 } = probe.keys;
  const exact = new Set([`c${compact}`, `s${skeleton}`, `p${probe.sound}`, `c${probe.sound}`]);
  if (phonetic1.length >= 2) {
    exact.add(`a${phonetic1}`).add(`b${phonetic1}`);
    if (phonetic2) exact.add(`a${phonetic2}`);
  }
  const chars = Array.from(skeleton);
  // A mark the brand holds is a prefix of one of the brand's suffixes: between that suffix's first
  // four letters and the whole suffix, in the index's order (one range per suffix, not per substring).
  const ranges: [string, string][] = [];
  for (let from = 0; from + MIN_CONTAINED <= chars.length; from++) {
    ranges.push([`s${chars.slice(from, from + MIN_CONTAINED).join('')}`, `s${chars.slice(from).join('')}`]);
  }
  const padded = gramsOf(skeleton);
  const atLeast = padded.length - GRAM * probe.maxDistance;
  if (probe.maxDistance > 0 && atLeast <= 0) return null;
  const inner = new Set(padded.filter((gram) => !gram.includes('^') && !gram.includes('$')));
  const contained = chars.length >= MIN_CONTAINED;
  // One equality per token: the index is sorted by token, so each reads only the row group(s)
  // holding that token (an IN list would be planned as a join over the whole index).
  const lookups: [string, number][] = [...exact].map((token) => [token, EXACT]);
  for (const gram of padded) {
    if (inner.has(gram) && contained) lookups.push([gram, INNER]);
    else if (probe.maxDistance > 0) lookups.push([gram, EDGE]);
  }
  const having = [`bool_or(kind = ${EXACT})`];
  if (probe.maxDistance > 0)
    having.push(`count(*) filter (where kind <> ${EXACT}) >= ${params.bind(atLeast)}`);
  if (contained) having.push(`count(*) filter (where kind = ${INNER}) = ${params.bind(inner.size)}`);
  const select = `select k, ${EXACT} as kind from trademark_grams where gram`;
  const union = [
    ...lookups.map(
      ([token, kind]) => `select k, ${kind} as kind from trademark_grams where gram = ${params.bind(token)}`,
    ),
    ...ranges.map(([low, high]) => `${select} between ${params.bind(low)} and ${params.bind(high)}`),
  ].join('\n    union all ');
  return `select k from (${union}) group by k having ${having.join(' or ')}`;
}

import { gramsOf } from '../../platform/catalog/trademark-grams.js';
import type { Params } from '../sql/statement.js';

/** What the candidate lookup needs of a probe (trademark-search.ts's Probe). */
interface ProbeForms {
  keys: { compact: string; skeleton: string; phonetic1: string; phonetic2: string };
  sound: string;
  maxDistance: number;
}

const MIN_CONTAINED = 4;

/**
 * The keys of every mark that could pass `similarCondition`, as an SQL select of `k` over the
 * candidate index (platform/catalog/trademark-grams.ts, docs/decisions/0041-trademark-index.md), or
 * null when the index cannot bound this probe (then the search tests every mark). Each test has a
 * necessary condition the index answers:
 * - same compact, skeleton, pinyin or sound code: the mark has that exact token;
 * - the probe's skeleton holds the mark's (4+ letters): the mark's skeleton is one of the probe's
 *   substrings, so it has that exact token;
 * - the mark's skeleton holds the probe's (4+ letters): the mark has every bigram of the probe;
 * - Levenshtein ≤ d: each edit removes at most two of the probe's distinct padded bigrams, so the
 *   mark shares at least (their number − 2d) of them (the q-gram lemma).
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
  for (let from = 0; from < chars.length; from++) {
    for (let to = from + MIN_CONTAINED; to <= chars.length; to++) exact.add(`s${chars.slice(from, to).join('')}`);
  }
  const padded = gramsOf(skeleton);
  const atLeast = padded.length - 2 * probe.maxDistance;
  if (probe.maxDistance > 0 && atLeast <= 0) return null;
  const inner = padded.filter((gram) => !gram.includes('^') && !gram.includes('$'));
  const having = [`count(*) filter (where gram in (${params.list([...exact])})) > 0`];
  if (probe.maxDistance > 0) {
    having.push(`count(*) filter (where gram in (${params.list(padded)})) >= ${params.bind(atLeast)}`);
  }
  if (chars.length >= MIN_CONTAINED) {
    having.push(`count(*) filter (where gram in (${params.list(inner)})) = ${params.bind(inner.length)}`);
  }
  const all = [...exact, ...padded];
  return `select k from trademark_grams where gram in (${params.list(all)})
    group by k having ${having.join(' or ')}`;
}

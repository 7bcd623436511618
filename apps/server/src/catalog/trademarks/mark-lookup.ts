import type { TrademarkSearchBody } from '@asinasin/contract';
import { distance } from 'fastest-levenshtein';
import { compareText } from './compare-text.js';
import { equalTo, paddedGrams, type MarkIndex } from './mark-index.js';

/** What the lookup needs of a probe (trademark-search.ts's Probe). */
interface ProbeForms {
  keys: { norm: string; compact: string; skeleton: string; phonetic1: string; phonetic2: string };
  sound: string;
  maxDistance: number;
}

const MIN_CONTAINED = 4;
const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * DuckDB's `levenshtein`, which the full scan runs, counts UTF-8 bytes ("小米" → "小米家" is 3):
 * the same distance here, so both searches keep and order the same marks.
 */
export function byteDistance(a: string, b: string): number {
  if (!NON_ASCII.test(a) && !NON_ASCII.test(b)) return distance(a, b);
  return distance(Buffer.from(a).toString('latin1'), Buffer.from(b).toString('latin1'));
}

/** The twin of trademark-search.ts's `similarCondition`, on one loaded mark. */
function isSimilar(index: MarkIndex, at: number, probe: ProbeForms): boolean {
  const { compact, skeleton, phonetic1, phonetic2 } = probe.keys;
  const n = skeleton.length;
  const d = probe.maxDistance;
  const length = index.length[at]!;
  const markSkeleton = index.skeleton[at]!;
  if (index.compact[at] === compact || markSkeleton === skeleton) return true;
  if (index.pinyin[at] === probe.sound || index.compact[at] === probe.sound) return true;
  if (
    phonetic1.length >= 2 &&
    Math.abs(length - n) <= 3 &&
    (index.phonetic1[at] === phonetic1 ||
      index.phonetic1[at] === phonetic2 ||
      index.phonetic2[at] === phonetic1)
  ) {
    return true;
  }
  if (d > 0 && length >= n - d && length <= n + d && byteDistance(markSkeleton, skeleton) <= d) return true;
  if (n >= MIN_CONTAINED && markSkeleton.includes(skeleton)) return true;
  return length >= MIN_CONTAINED && skeleton.includes(markSkeleton);
}

/** The twin of `strengthSql`: how close a kind of match is, for the order. */
function strengthOf(index: MarkIndex, at: number, probe: ProbeForms, d: number): number {
  const { keys } = probe;
  if (index.norm[at] === keys.norm) return 0;
  if (index.compact[at] === keys.compact) return 1;
  if (
    index.skeleton[at] === keys.skeleton ||
    index.pinyin[at] === probe.sound ||
    index.compact[at] === probe.sound
  )
    return 2;
  if (d <= probe.maxDistance) return 3;
  if (index.phonetic1[at] === keys.phonetic1) return 4;
  return 5;
}

function passes(index: MarkIndex, at: number, query: TrademarkSearchBody): boolean {
  if (query.office !== undefined && index.office[at] !== query.office) return false;
  if (query.status !== undefined && index.status[at] !== query.status) return false;
  return !query.classes?.length || index.classes[at]!.some((c) => query.classes!.includes(c));
}

/**
 * Every loaded mark like the probe and within the filters, in the search's order (live first, the
 * strongest kind of match, the fewest bytes apart, the mark, the id). Each test of
 * `similarCondition` has a lookup that finds every mark it can pass (docs/decisions/0047):
 * - same compact, skeleton, pinyin or sound code: an exact lookup;
 * - the brand holds the mark (4+ letters): the mark's skeleton is one of the brand's substrings;
 * - the mark holds the brand (4+ letters): the mark has every trigram of the brand, so it is in the
 *   shortest of those trigrams' lists;
 * - Levenshtein ≤ d: the mark shares at least G − 3d of the brand's G distinct padded trigrams
 *   (the q-gram lemma: one edit removes at most three); with no such bound (G ≤ 3d) every mark of a
 *   length within d.
 * Each mark found is then tested by the twin of the scan's condition.
 */
function lookUp(index: MarkIndex, probe: ProbeForms, query: TrademarkSearchBody): number[] {
  const { compact, skeleton, phonetic1, phonetic2 } = probe.keys;
  // the index's own scratch arrays, cleared after use: a fresh 1 MB pair per search at 1,000,000
  // marks made the garbage collector run mid-search (the lookup is synchronous, so none overlap)
  const { seen, shared } = index;
  const touched: number[] = [];
  const found: number[] = [];
  const consider = (at: number) => {
    if (seen[at]) return;
    seen[at] = 1;
    touched.push(at);
    if (isSimilar(index, at, probe) && passes(index, at, query)) found.push(at);
  };
  for (const value of new Set([compact, probe.sound]))
    for (const at of equalTo(index.byCompact, index.compact, value)) consider(at);
  for (const at of equalTo(null, index.skeleton, skeleton)) consider(at);
  for (const at of index.byPinyin.get(probe.sound) ?? []) consider(at);
  if (phonetic1.length >= 2) {
    for (const list of [
      index.byPhonetic1.get(phonetic1),
      index.byPhonetic1.get(phonetic2),
      index.byPhonetic2.get(phonetic1),
    ])
      for (const at of list ?? []) consider(at);
  }
  const n = skeleton.length;
  for (let from = 0; from + MIN_CONTAINED <= n; from++) {
    for (let to = from + MIN_CONTAINED; to <= n; to++) {
      for (const at of equalTo(null, index.skeleton, skeleton.slice(from, to))) consider(at);
    }
  }
  if (n >= MIN_CONTAINED) {
    const inner = paddedGrams(skeleton).filter((gram) => !gram.includes('^') && !gram.includes('$'));
    const lists = inner.map((gram) => index.grams.get(gram) ?? new Int32Array(0));
    // a brand of 4+ UTF-16 units but under 3 characters (astral letters) has no inner trigram
    if (lists.length === 0) for (let at = 0; at < index.size; at++) consider(at);
    else for (const at of lists.reduce((a, b) => (b.length < a.length ? b : a))) consider(at);
  }
  const d = probe.maxDistance;
  if (d > 0) {
    const padded = paddedGrams(skeleton);
    const atLeast = padded.length - 3 * d;
    if (atLeast > 0) {
      const lists = padded.map((gram) => index.grams.get(gram) ?? new Int32Array(0));
      for (const list of lists) {
        for (const at of list) {
          shared[at] = shared[at]! + 1;
          if (shared[at] === atLeast) consider(at);
        }
      }
      for (const list of lists) for (const at of list) shared[at] = 0;
    } else {
      for (let length = n - d; length <= n + d; length++)
        for (const at of index.byLength.get(length) ?? []) consider(at);
    }
  }
  for (const at of touched) seen[at] = 0;
  return ordered(index, probe, found);
}

/** `lookUp`, leaving the scratch arrays zero even when it throws. */
export function lookUpMarks(index: MarkIndex, probe: ProbeForms, query: TrademarkSearchBody): number[] {
  try {
    return lookUp(index, probe, query);
  } catch (error) {
    index.seen.fill(0);
    index.shared.fill(0);
    throw error;
  }
}

function ordered(index: MarkIndex, probe: ProbeForms, found: number[]): number[] {
  const rank = (at: number) => (index.status[at] === 'live' ? 0 : index.status[at] === 'unknown' ? 1 : 2);
  const keyed = found.map((at) => {
    const d = byteDistance(index.skeleton[at]!, probe.keys.skeleton);
    return { at, rank: rank(at), strength: strengthOf(index, at, probe, d), d };
  });
  keyed.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.strength - b.strength ||
      a.d - b.d ||
      compareText(index.mark[a.at]!, index.mark[b.at]!) ||
      compareText(index.id[a.at]!, index.id[b.at]!),
  );
  return keyed.map((k) => k.at);
}

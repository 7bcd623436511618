/**
 * How listing text is measured: characters as a person counts them (grapheme clusters: "é", "👍🏽"
 * and "中" are one each), bytes as Amazon counts the backend search terms (UTF-8), and words as
 * the marketplace's language splits them (Intl.Segmenter also splits Japanese, which has no spaces).
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const wordSegmenters = new Map<string, Intl.Segmenter>();
const encoder = new TextEncoder();

/**
 * V8's segment iterator costs time in proportion to the whole input at every step, so one pass
 * over a long text is quadratic (20,000 characters: about a second). Texts are segmented a window
 * at a time instead, keeping the segments that end at least two code points before the window's
 * edge: a boundary depends on at most two code points after it (UAX #29: "can't" is one word)
 * and, for flags and emoji sequences, on those back to the last boundary, where the window
 * starts. The next window starts where the kept segments end. (Dictionary-based word breaking of Thai or Han runs may
 * split a run cut by a window edge a little differently near the edge.)
 */
/** Two code points, surrogate pairs included. */
const LOOKAHEAD_UNITS = 4;

function* windowedSegments(
  segmenter: Intl.Segmenter,
  text: string,
  window: number,
): Generator<Intl.SegmentData> {
  let start = 0;
  let size = window;
  while (start < text.length) {
    const end = Math.min(text.length, start + size);
    const segments = [...segmenter.segment(text.slice(start, end))];
    const keepUpTo = end === text.length ? Infinity : end - start - LOOKAHEAD_UNITS;
    const complete = segments.filter(({ index, segment }) => index + segment.length <= keepUpTo);
    if (complete.length === 0) {
      // A segment about as long as the window (a pile of combining marks): look further.
      size *= 2;
      continue;
    }
    for (const segment of complete) yield { ...segment, index: start + segment.index, input: text };
    const last = complete[complete.length - 1]!;
    start += last.index + last.segment.length;
    size = window;
  }
}

const GRAPHEME_WINDOW = 256;
const WORD_WINDOW = 256;

/**
 * The last few texts measured: one listing check asks about the same fields in many rules, and
 * segmenting costs about a microsecond a segment.
 */
function remembered<T>(capacity: number, compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) {
      cache.delete(key);
      cache.set(key, known);
      return known;
    }
    const value = compute(key);
    cache.set(key, value);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
    return value;
  };
}

const countGraphemes = (text: string, window: number) => {
  let count = 0;
  for (const _ of windowedSegments(graphemes, text, window)) count++;
  return count;
};
const rememberedGraphemeLength = remembered(64, (text) => countGraphemes(text, GRAPHEME_WINDOW));

export function graphemeLength(text: string, window = GRAPHEME_WINDOW): number {
  return window === GRAPHEME_WINDOW ? rememberedGraphemeLength(text) : countGraphemes(text, window);
}

/** The first `max` characters (graphemes), never splitting one. */
export function sliceGraphemes(text: string, max: number): string {
  let out = '';
  let count = 0;
  for (const { segment } of windowedSegments(graphemes, text, GRAPHEME_WINDOW)) {
    if (count++ >= max) break;
    out += segment;
  }
  return out;
}

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** Lower case, compatibility forms folded (full-width "ＡＢＣ" is "abc"), for comparing words. */
export function normaliseWord(word: string): string {
  return word.normalize('NFKC').toLocaleLowerCase();
}

export interface WordSpan {
  word: string;
  /** normalised for comparison */
  key: string;
  index: number;
}

function segmentWords(text: string, locale: string, window: number): readonly WordSpan[] {
  let segmenter = wordSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    wordSegmenters.set(locale, segmenter);
  }
  const words: WordSpan[] = [];
  for (const s of windowedSegments(segmenter, text, window)) {
    if (s.isWordLike) words.push({ word: s.segment, key: normaliseWord(s.segment), index: s.index });
  }
  return words;
}
const rememberedWords = remembered(64, (key) => {
  const split = key.indexOf('\u0000');
  return segmentWords(key.slice(split + 1), key.slice(0, split), WORD_WINDOW);
});

/** The words of a text (no spaces or punctuation), in the segmentation rules of `locale`. */
export function wordsOf(text: string, locale = 'en', window = WORD_WINDOW): readonly WordSpan[] {
  return window === WORD_WINDOW
    ? rememberedWords(`${locale}\u0000${text}`)
    : segmentWords(text, locale, window);
}

/**
 * A keyword box: comma separated (SPEC §2), with the Chinese comma and enumeration comma and new
 * lines accepted as a seller types them; blanks and repeats dropped, order kept.
 */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,，、;；\n]/)) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    const key = normaliseWord(keyword);
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

/** Han, kana and Hangul: text that is not written in a Latin-script marketplace's language. */
export const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const HANGUL_CHARACTER = /\p{Script=Hangul}/u;
/** Pictographs and emoji presentation sequences (Amazon: no emojis in bullets, titles). */
export const EMOJI = /\p{Extended_Pictographic}/u;
export const ASIN_IN_TEXT = /\bB0[A-Z0-9]{8}\b/;

/** Collapses runs of white space and trims: what every repair leaves behind. */
export function tidySpaces(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ +([,.;:])/g, '$1')
    .trim();
}

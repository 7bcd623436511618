/**
 * How listing text is measured: characters as a person counts them (grapheme clusters: "é", "👍🏽"
 * and "中" are one each), bytes as Amazon counts the backend search terms (UTF-8), and words as
 * the marketplace's language splits them (Intl.Segmenter also splits Japanese, which has no spaces).
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const wordSegmenters = new Map<string, Intl.Segmenter>();
const encoder = new TextEncoder();

export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The first `max` characters (graphemes), never splitting one. */
export function sliceGraphemes(text: string, max: number): string {
  let out = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
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

/** The words of a text (no spaces or punctuation), in the segmentation rules of `locale`. */
export function wordsOf(text: string, locale = 'en'): WordSpan[] {
  let segmenter = wordSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    wordSegmenters.set(locale, segmenter);
  }
  const words: WordSpan[] = [];
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike) words.push({ word: s.segment, key: normaliseWord(s.segment), index: s.index });
  }
  return words;
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

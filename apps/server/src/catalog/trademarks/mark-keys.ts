import { doubleMetaphone } from 'double-metaphone';
import { pinyin } from 'pinyin-pro';

/**
 * The forms of a mark that matching compares (docs/data/trademarks.md, research §5.2): examiners
 * judge appearance and sound, so case, punctuation, diacritics, full-width characters and spacing
 * never make two marks different, a look-alike digit or symbol reads as its letter, and a Chinese
 * mark is also heard as its pinyin.
 */
export interface MarkKeys {
  /** NFKC (full-width → ASCII), lower case, no diacritics, punctuation as one space: "air pods" */
  norm: string;
  /** `norm` without spaces: "airpods" */
  compact: string;
  /** `compact` with look-alike characters read as letters (0→o, 1→l, rn→m, vv→w): TMEP 1207.01(b)(ii) */
  skeleton: string;
  /** pinyin without tones or spaces when the mark has Chinese characters, else null */
  pinyin: string | null;
  /** Double Metaphone codes of what the mark sounds like (its pinyin for a Chinese mark) */
  phonetic1: string;
  phonetic2: string;
}

const HAN = /\p{Script=Han}/u;
const DIACRITICS = /\p{M}+/gu;
/** Symbols that stand for a letter before punctuation is dropped ($ELL, @LPHA). */
const SYMBOL_LETTERS: Record<string, string> = { $: 's', '@': 'a', '€': 'e', '£': 'l', '+': 't' };
const DIGIT_LETTERS: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

/** Case, width, diacritics and punctuation folded; words kept apart by one space. */
export function normalizeMark(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replaceAll('ß', 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function lookAlike(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKC').toLowerCase()) folded += SYMBOL_LETTERS[char] ?? char;
  const compact = normalizeMark(folded).replaceAll(' ', '');
  return compact
    .replace(/[0134578]/g, (digit) => DIGIT_LETTERS[digit]!)
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
    .replace(/[ij]/g, 'l');
}

/** Pinyin of the Chinese characters (Latin and digits kept as they are), or null for no Chinese. */
export function pinyinOf(text: string): string | null {
  if (!HAN.test(text)) return null;
  const syllables = pinyin(text.normalize('NFKC'), { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return normalizeMark(syllables.join(' ')).replaceAll(' ', '');
}

export function markKeys(mark: string): MarkKeys {
  const norm = normalizeMark(mark);
  const compact = norm.replaceAll(' ', '');
  const spoken = pinyinOf(mark);
  const [phonetic1, phonetic2] = doubleMetaphone(spoken ?? compact);
  return { norm, compact, skeleton: lookAlike(mark), pinyin: spoken, phonetic1, phonetic2 };
}

import { CJK_CHARACTER, normaliseWord } from './text.js';

const cache = new Map<string, RegExp>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A phrase as a whole-word pattern: not inside a longer word ("cure" is not found in "secure"),
 * any run of spaces between its words. CJK phrases have no word boundaries to respect.
 */
export function phrasePattern(phrase: string): RegExp {
  let pattern = cache.get(phrase);
  if (!pattern) {
    const key = normaliseWord(phrase);
    const body = key.split(/\s+/).map(escape).join('\\s+');
    pattern = CJK_CHARACTER.test(key)
      ? new RegExp(body, 'u')
      : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
    cache.set(phrase, pattern);
  }
  return pattern;
}

/** The phrases of `list` that occur in `text` (case- and width-insensitive), longest first. */
export function findPhrases(text: string, list: readonly string[]): string[] {
  const folded = normaliseWord(text);
  const found = list.filter((phrase) => phrasePattern(phrase).test(folded));
  // "best seller" found means "best" need not be reported again for the same words.
  return found
    .sort((a, b) => b.length - a.length)
    .filter((p, i, all) => !all.slice(0, i).some((longer) => phrasePattern(p).test(normaliseWord(longer))));
}

/** Removes every occurrence of the phrases from `text` (case-insensitive), leaving its other words. */
export function removePhrases(text: string, list: readonly string[]): string {
  let out = text.normalize('NFKC');
  const folded = normaliseWord(out);
  for (const phrase of list) {
    // Only phrases that occur are compiled for replacing: most texts hold none.
    if (!phrasePattern(phrase).test(folded)) continue;
    out = out.replace(new RegExp(phrasePattern(phrase).source, 'giu'), ' ');
  }
  return out;
}

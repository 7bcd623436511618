import type { ListingDraft } from './findings.js';
import { LEXICONS } from './lexicon.js';
import { LISTING_MARKETS } from './marketplaces.js';
import type { MarketplaceCode } from '../constants.js';
import { CJK_CHARACTER, normaliseWord, wordsOf } from './text.js';

/** Where one keyword appears: all its words (minor words aside) are in that part of the listing. */
export interface KeywordCoverage {
  keyword: string;
  title: boolean;
  /** the bullets (0-based) that hold it */
  bullets: number[];
  description: boolean;
  searchTerms: boolean;
  /** the whole phrase, words in order, is in the title (what a shopper types, read first) */
  titlePhrase: boolean;
}

export interface CoverageMap {
  keywords: KeywordCoverage[];
  /** keywords found nowhere */
  missing: string[];
  /** share of keywords found somewhere, 0…1 (1 when there are none) */
  ratio: number;
}

/** Singular and plural count as the same word ("bottle" covers "bottles"): a shopper's search does too. */
function stem(key: string): string {
  return key.length > 3 && key.endsWith('s') && !key.endsWith('ss') ? key.slice(0, -1) : key;
}

function wordSet(text: string, locale: string): Set<string> {
  return new Set(wordsOf(text, locale).map((w) => stem(w.key)));
}

/**
 * The keyword coverage map (peers.md §4.4 "Missing keywords"; §9 idea 5): which of the seller's
 * keywords each part of the listing holds, and which none does.
 */
export function keywordCoverage(
  listing: ListingDraft,
  keywords: string[],
  marketplace: MarketplaceCode,
): CoverageMap {
  const { locale, language } = LISTING_MARKETS[marketplace];
  const minor = new Set(LEXICONS[language].minorWords);
  const title = wordSet(listing.title, locale);
  const bullets = listing.bullets.map((b) => wordSet(b, locale));
  const description = wordSet(listing.description, locale);
  const searchTerms = wordSet(listing.searchTerms, locale);
  const foldedTitle = normaliseWord(listing.title);
  const entries = keywords.map((keyword): KeywordCoverage => {
    const words = wordsOf(keyword, locale)
      .map((w) => stem(w.key))
      .filter((w) => !minor.has(w));
    // CJK keywords are matched as text: a segmenter may cut them differently in a longer sentence.
    const cjk = CJK_CHARACTER.test(keyword);
    const folded = normaliseWord(keyword);
    const holds = (set: Set<string>, text: string) =>
      cjk ? normaliseWord(text).includes(folded) : words.length > 0 && words.every((w) => set.has(w));
    const inBullets = bullets.flatMap((set, i) => (holds(set, listing.bullets[i]!) ? [i] : []));
    return {
      keyword,
      title: holds(title, listing.title),
      bullets: inBullets,
      description: holds(description, listing.description),
      searchTerms: holds(searchTerms, listing.searchTerms),
      titlePhrase: foldedTitle.includes(folded),
    };
  });
  const missing = entries
    .filter((e) => !e.title && e.bullets.length === 0 && !e.description && !e.searchTerms)
    .map((e) => e.keyword);
  return {
    keywords: entries,
    missing,
    ratio: entries.length === 0 ? 1 : (entries.length - missing.length) / entries.length,
  };
}

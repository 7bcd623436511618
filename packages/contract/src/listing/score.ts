import type { MarketplaceCode } from '../constants.js';
import type { CoverageMap } from './coverage.js';
import type { Finding, ListingDraft, Severity } from './findings.js';
import { LEXICONS } from './lexicon.js';
import { LISTING_LIMITS, LISTING_MARKETS } from './marketplaces.js';
import { graphemeLength, wordsOf } from './text.js';

/** Points a finding costs: an error can get a listing suppressed, a warning needs a look. */
const PENALTY: Record<Severity, number> = { error: 15, warning: 5, info: 1 };

/**
 * What each part of a listing is worth, and when it earns it all (docs/ai/listing-rules.md
 * "Score"). Bullets and the description earn their points with words of their own, not found in the
 * title or another bullet: a template that repeats the product name says nothing new.
 */
export const SCORE_WEIGHTS = {
  /** 8 for any title, the rest in proportion to its length up to `titleFull` characters */
  title: 20,
  titleBase: 8,
  titleFull: 60,
  /** per bullet, five bullets; full with `bulletFullWords` words of its own */
  bullet: 6,
  bulletFullWords: 8,
  /** full with `descriptionFullWords` words not in the title */
  description: 15,
  descriptionFullWords: 40,
  /** full with `searchTermsFullWords` words not in the title */
  searchTerms: 10,
  searchTermsFullWords: 10,
  /** times the share of the seller's keywords the listing holds */
  coverage: 25,
  /** the most a listing with an error can score: it does not pass, whatever else it has */
  failingMax: 50,
} as const;

const W = SCORE_WEIGHTS;

export interface ScoreOptions {
  marketplace: MarketplaceCode;
}

/** The distinct words of a text, numbers included, articles and other minor words left out. */
function contentWords(text: string, marketplace: MarketplaceCode): Set<string> {
  const { locale, language } = LISTING_MARKETS[marketplace];
  const minor = new Set(LEXICONS[language].minorWords);
  return new Set(
    wordsOf(text, locale)
      .map((w) => w.key)
      .filter((k) => !minor.has(k)),
  );
}

const share = (have: number, full: number) => Math.min(1, have / full);
const ownWords = (words: Set<string>, others: Set<string>[]) =>
  [...words].filter((w) => !others.some((o) => o.has(w))).length;

/** The points of the listing's content before findings: what is there, and how much it says. */
export function contentPoints(listing: ListingDraft, coverage: CoverageMap, options: ScoreOptions): number {
  const { marketplace } = options;
  const titleLength = graphemeLength(listing.title.trim());
  const title =
    titleLength === 0 ? 0 : W.titleBase + (W.title - W.titleBase) * share(titleLength, W.titleFull);
  const titleWords = contentWords(listing.title, marketplace);
  const bulletWords = listing.bullets
    .filter((b) => b.trim())
    .slice(0, LISTING_LIMITS.bullets)
    .map((b) => contentWords(b, marketplace));
  const bullets = bulletWords.reduce(
    (sum, words, i) =>
      sum +
      W.bullet *
        share(ownWords(words, [titleWords, ...bulletWords.filter((_, j) => j !== i)]), W.bulletFullWords),
    0,
  );
  const description =
    W.description *
    share(ownWords(contentWords(listing.description, marketplace), [titleWords]), W.descriptionFullWords);
  const searchTerms =
    W.searchTerms *
    share(ownWords(contentWords(listing.searchTerms, marketplace), [titleWords]), W.searchTermsFullWords);
  return title + bullets + description + searchTerms + W.coverage * coverage.ratio;
}

/**
 * A listing's score, 0…100: the points its parts earn (missing parts earn none) minus the findings'
 * penalties. It passes only with no error, and a listing with an error scores at most `failingMax`.
 */
export function scoreListing(
  listing: ListingDraft,
  findings: readonly Finding[],
  coverage: CoverageMap,
  options: ScoreOptions,
): { score: number; passes: boolean } {
  const penalty = findings.reduce((sum, f) => sum + PENALTY[f.severity], 0);
  const passes = !findings.some((f) => f.severity === 'error');
  const score = Math.round(Math.max(0, contentPoints(listing, coverage, options) - penalty));
  return { score: passes ? Math.min(100, score) : Math.min(W.failingMax, score), passes };
}

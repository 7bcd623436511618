import type { MarketplaceCode } from '../constants.js';
import type { BrandIndex } from './brands.js';
import type { Finding, ListingDraft, ListingField, RuleId } from './findings.js';
import {
  BULLET_SPECIAL_CHARACTERS,
  LEXICONS,
  PLACEHOLDERS,
  TITLE_BANNED_CHARACTERS,
  TITLE_CONTEXT_CHARACTERS,
  TITLE_SYMBOLS,
} from './lexicon.js';
import { LISTING_LIMITS, LISTING_MARKETS, type ListingMarket } from './marketplaces.js';
import { removePhrases } from './phrases.js';
import { checkListing } from './rules.js';
import { EMAIL_PATTERN, HTML_TAG, CONTACT_PHONE_PATTERN, URL_PATTERN } from './text-rules.js';
import {
  ASIN_IN_TEXT,
  EMOJI,
  graphemeLength,
  sliceGraphemes,
  tidySpaces,
  utf8Length,
  wordsOf,
} from './text.js';

/** One mechanical change, told as before and after: the "concrete rewrite" a seller can take. */
export interface Repair {
  /** the rules the change satisfies (empty when it only tidied) */
  rules: RuleId[];
  field: ListingField;
  index?: number;
  before: string;
  after: string;
}

export interface RepairOptions {
  marketplace: MarketplaceCode;
  brands?: BrandIndex;
  /** the seller's own brand: allowed in the copy, so its findings are not told */
  ownBrand?: string;
  /**
   * Also delete promotional, guarantee and restricted claims. The offline generator does, as its
   * text is its own; a model's claims are flagged for the seller instead, since cutting words out
   * of its sentences may change what they say.
   */
  removeClaims?: boolean;
  /** false: skip telling which rules each change satisfies (two checker runs), when only the text is wanted */
  explain?: boolean;
}

/** What a removed character leaves: "4°C" reads "4C", "5~10" reads "5-10", "{Blue}" reads " Blue ". */
const REPLACEMENT: Record<string, string> = { '~': '-', '°': '', '…': '', '!': '', '?': '', $: '', '#': '' };
const remove = (text: string, chars: readonly string[]) =>
  chars.reduce((t, c) => t.split(c).join(REPLACEMENT[c] ?? ' '), text);
const allEmoji = new RegExp(`${EMOJI.source}\\uFE0F?`, 'gu');

/** Cuts to `max` characters, at a word's end where the language has spaces. */
export function truncateAtWord(text: string, max: number): string {
  if (graphemeLength(text) <= max) return text;
  const cut = sliceGraphemes(text, max);
  const space = cut.lastIndexOf(' ');
  const atWord = space > cut.length / 2 ? cut.slice(0, space) : cut;
  return atWord.replace(/[\s,;:–-]+$/u, '');
}

function claimsRemoved(text: string, market: ListingMarket): string {
  const lexicons = market.language === 'en' ? [LEXICONS.en] : [LEXICONS[market.language], LEXICONS.en];
  const phrases = lexicons.flatMap((l) => [
    ...l.promotional,
    ...l.guarantee,
    ...l.restricted,
    ...l.superlative,
  ]);
  return removePhrases(text, [...phrases, ...PLACEHOLDERS]);
}

/** Links, addresses, phone numbers, ASINs and emojis have no place in any field: they go. */
function common(text: string, market: ListingMarket, options: RepairOptions): string {
  let out = text
    .replace(URL_PATTERN, ' ')
    .replace(EMAIL_PATTERN, ' ')
    .replace(new RegExp(CONTACT_PHONE_PATTERN.source, 'g'), ' ')
    .replace(new RegExp(ASIN_IN_TEXT.source, 'g'), ' ')
    .replace(allEmoji, ' ');
  if (options.removeClaims) out = claimsRemoved(out, market);
  return out;
}

/** Keeps a word's first two uses in a title and drops the rest (◐ [115]). */
function dropRepeats(title: string, market: ListingMarket, max: number): string {
  const minor = new Set(LEXICONS[market.language].minorWords);
  const seen = new Map<string, number>();
  let out = '';
  let last = 0;
  for (const { word, key, index } of wordsOf(title, market.locale)) {
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    if (times > max && !minor.has(key) && !/^\d+$/.test(key)) {
      out += title.slice(last, index);
      last = index + word.length;
    }
  }
  return out + title.slice(last);
}

function repairTitle(title: string, market: ListingMarket, options: RepairOptions): string {
  let out = common(title, market, options).replace(/<[^>]*>/g, ' ');
  out = remove(out, [...TITLE_BANNED_CHARACTERS, ...TITLE_SYMBOLS, ...TITLE_CONTEXT_CHARACTERS]);
  out = dropRepeats(out, market, LISTING_LIMITS.titleWordRepeats);
  return truncateAtWord(tidySpaces(out).replace(/^[,;:–-]+\s*/u, ''), LISTING_LIMITS.titleMax);
}

function repairBullet(bullet: string, market: ListingMarket, options: RepairOptions): string {
  const specials = market.language === 'en' ? [...BULLET_SPECIAL_CHARACTERS, 'â'] : BULLET_SPECIAL_CHARACTERS;
  let out = remove(common(bullet, market, options).replace(/<[^>]*>/g, ' '), specials);
  out = tidySpaces(out).replace(/^[\s,;:–-]+/u, '');
  out = truncateAtWord(out, LISTING_LIMITS.bulletMax).replace(/[\s.!?。！？,;:]+$/u, '');
  return out.charAt(0).toLocaleUpperCase(market.locale) + out.slice(1);
}

function repairDescription(description: string, market: ListingMarket, options: RepairOptions): string {
  const out = common(description, market, options).replace(HTML_TAG, ' ');
  return truncateAtWord(tidySpaces(out), LISTING_LIMITS.descriptionMax);
}

/**
 * Backend terms: words only (punctuation does not help), no ASINs, no brands, each word once and
 * none of the title's (one credit per word, domain.md §4.5), then whole words up to the byte limit.
 */
export function repairSearchTerms(
  terms: string,
  title: string,
  market: ListingMarket,
  options: RepairOptions,
): string {
  const cleaned = common(terms, market, options);
  const brandWords = new Set(
    (options.brands?.find(cleaned, market.locale) ?? []).flatMap((b) =>
      wordsOf(b, market.locale).map((w) => w.key),
    ),
  );
  const titleWords = new Set(wordsOf(title, market.locale).map((w) => w.key));
  const minor = new Set(LEXICONS[market.language].minorWords);
  const seen = new Set<string>();
  const kept: string[] = [];
  let bytes = 0;
  for (const { word, key } of wordsOf(cleaned, market.locale)) {
    if (seen.has(key) || titleWords.has(key) || brandWords.has(key) || minor.has(key)) continue;
    seen.add(key);
    const cost = utf8Length(word) + (kept.length ? 1 : 0);
    if (bytes + cost >= market.searchTermsBytes) continue;
    kept.push(word);
    bytes += cost;
  }
  return kept.join(' ');
}

/** The listing with every mechanical fix applied, and each change told (empty when none was needed). */
export function repairListing(
  listing: ListingDraft,
  options: RepairOptions,
): { listing: ListingDraft; repairs: Repair[] } {
  const market = LISTING_MARKETS[options.marketplace];
  const before: ListingDraft = { ...listing, bullets: listing.bullets.filter((b) => b.trim()) };
  const title = repairTitle(before.title, market, options);
  const after: ListingDraft = {
    title,
    bullets: before.bullets.slice(0, LISTING_LIMITS.bullets).map((b) => repairBullet(b, market, options)),
    description: repairDescription(before.description, market, options),
    searchTerms: repairSearchTerms(before.searchTerms, title, market, options),
  };
  if (options.explain === false) return { listing: after, repairs: [] };
  const check = { marketplace: options.marketplace, brands: options.brands, ownBrand: options.ownBrand };
  const rulesBefore = checkListing(before, check);
  const rulesAfter = checkListing(after, check);
  const fixed = (field: ListingField, index?: number) => {
    const key = (f: Finding) => f.field === field && f.index === index;
    const remaining = new Set(rulesAfter.filter(key).map((f) => f.rule));
    return [...new Set(rulesBefore.filter(key).map((f) => f.rule))].filter((r) => !remaining.has(r));
  };
  const repairs: Repair[] = [];
  const note = (field: ListingField, was: string, now: string, index?: number) => {
    if (was === now) return;
    const rules = fixed(field, index);
    repairs.push(
      index === undefined
        ? { rules, field, before: was, after: now }
        : { rules, field, index, before: was, after: now },
    );
  };
  note('title', before.title, after.title);
  before.bullets.forEach((b, i) => note('bullets', b, after.bullets[i] ?? '', i));
  note('description', before.description, after.description);
  note('searchTerms', before.searchTerms, after.searchTerms);
  return { listing: after, repairs };
}

import type { MarketplaceCode } from '../constants.js';
import type { BrandIndex } from './brands.js';
import type { Finding, ListingDraft } from './findings.js';
import {
  BULLET_SPECIAL_CHARACTERS,
  LEXICONS,
  TITLE_BANNED_CHARACTERS,
  TITLE_CONTEXT_CHARACTERS,
  TITLE_SYMBOLS,
} from './lexicon.js';
import { LISTING_LIMITS, LISTING_MARKETS, type ListingMarket } from './marketplaces.js';
import { checkText } from './text-rules.js';
import { graphemeLength, utf8Length, wordsOf } from './text.js';

export interface CheckOptions {
  marketplace: MarketplaceCode;
  brands?: BrandIndex;
  /** the seller's own brand, allowed in the title, bullets and description */
  ownBrand?: string;
}

/** The brand list and the seller's own brand, as the text rules take them. */
type BrandScope = Pick<CheckOptions, 'brands' | 'ownBrand'>;

const present = (text: string, chars: readonly string[]) => chars.filter((c) => text.includes(c));

/** Bullets may not use "â" as a symbol; in French (château) and others it is a letter. */
function bulletSpecials(market: ListingMarket): string[] {
  return market.language === 'en' ? [...BULLET_SPECIAL_CHARACTERS, 'â'] : BULLET_SPECIAL_CHARACTERS;
}

/** Words used more than the limit, minor words (articles, prepositions, conjunctions) exempt. */
export function repeatedWords(
  text: string,
  market: ListingMarket,
  max: number,
): { word: string; count: number }[] {
  const minor = new Set(LEXICONS[market.language].minorWords);
  const counts = new Map<string, { word: string; count: number }>();
  for (const { word, key } of wordsOf(text, market.locale)) {
    if (minor.has(key) || /^\d+$/.test(key)) continue;
    const entry = counts.get(key) ?? { word, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].filter((e) => e.count > max);
}

function checkTitle(title: string, market: ListingMarket, brands: BrandScope): Finding[] {
  const findings: Finding[] = [];
  const add = (f: Omit<Finding, 'field'>) => findings.push({ ...f, field: 'title' });
  if (!title.trim()) return [{ rule: 'title.empty', severity: 'error', field: 'title', params: {} }];
  const count = graphemeLength(title);
  if (count > LISTING_LIMITS.titleMax) {
    add({ rule: 'title.length', severity: 'error', params: { count, max: LISTING_LIMITS.titleMax } });
  } else if (count > LISTING_LIMITS.titleAdvised) {
    add({
      rule: 'title.advisedLength',
      severity: 'info',
      params: { count, max: LISTING_LIMITS.titleAdvised },
    });
  }
  const banned = present(title, TITLE_BANNED_CHARACTERS);
  if (banned.length)
    add({ rule: 'title.bannedCharacter', severity: 'error', params: { chars: banned.join(' ') } });
  const context = present(title, TITLE_CONTEXT_CHARACTERS);
  if (context.length) {
    add({ rule: 'title.contextCharacter', severity: 'warning', params: { chars: context.join(' ') } });
  }
  const symbols = present(title, TITLE_SYMBOLS);
  if (symbols.length) add({ rule: 'title.symbol', severity: 'error', params: { chars: symbols.join(' ') } });
  for (const { word, count: times } of repeatedWords(title, market, LISTING_LIMITS.titleWordRepeats)) {
    add({ rule: 'title.wordRepeat', severity: 'error', params: { word, count: times } });
  }
  const letters = title.replace(/[^\p{L}]/gu, '');
  const upper = title.replace(/[^\p{Lu}]/gu, '');
  if (letters.length >= 12 && upper.length / letters.length > 0.8) {
    add({ rule: 'title.allCaps', severity: 'warning', params: {} });
  }
  return [...findings, ...checkText(title, 'title', { market, ...brands })];
}

function checkBullet(bullet: string, index: number, market: ListingMarket, brands: BrandScope): Finding[] {
  const findings: Finding[] = [];
  const add = (f: Omit<Finding, 'field' | 'index'>) => findings.push({ ...f, field: 'bullets', index });
  const count = graphemeLength(bullet);
  if (count > LISTING_LIMITS.bulletMax) {
    add({ rule: 'bullet.length', severity: 'error', params: { count, max: LISTING_LIMITS.bulletMax } });
  } else if (count > LISTING_LIMITS.bulletAdvised) {
    add({
      rule: 'bullet.advisedLength',
      severity: 'info',
      params: { count, max: LISTING_LIMITS.bulletAdvised },
    });
  }
  const specials = present(bullet, bulletSpecials(market));
  if (specials.length) {
    add({ rule: 'bullet.specialCharacter', severity: 'error', params: { chars: specials.join(' ') } });
  }
  const first = bullet.trim().match(/\p{L}/u)?.[0];
  if (first && first !== first.toLocaleUpperCase(market.locale) && first === bullet.trim()[0]) {
    add({ rule: 'bullet.capital', severity: 'warning', params: {} });
  }
  if (/[.!?。！？]\s*$/.test(bullet)) add({ rule: 'bullet.endPunctuation', severity: 'warning', params: {} });
  return [...findings, ...checkText(bullet, 'bullets', { market, ...brands }, index)];
}

function checkDescription(description: string, market: ListingMarket, brands: BrandScope): Finding[] {
  if (!description.trim())
    return [{ rule: 'description.empty', severity: 'warning', field: 'description', params: {} }];
  const findings: Finding[] = [];
  const count = graphemeLength(description);
  if (count > LISTING_LIMITS.descriptionMax) {
    findings.push({
      rule: 'description.length',
      severity: 'warning',
      field: 'description',
      params: { count, max: LISTING_LIMITS.descriptionMax },
    });
  }
  return [...findings, ...checkText(description, 'description', { market, ...brands, allowBreaks: true })];
}

/** Backend search terms (domain.md §7 ✅ [35][121]; §4.5 one credit per word). */
function checkSearchTerms(
  terms: string,
  title: string,
  market: ListingMarket,
  brands?: BrandIndex,
): Finding[] {
  const findings: Finding[] = [];
  const add = (f: Omit<Finding, 'field'>) => findings.push({ ...f, field: 'searchTerms' });
  const bytes = utf8Length(terms);
  if (bytes >= market.searchTermsBytes) {
    add({
      rule: 'searchTerms.bytes',
      severity: 'error',
      params: { bytes, max: market.searchTermsBytes - 1 },
    });
  }
  for (const brand of brands?.find(terms, market.locale) ?? []) {
    add({ rule: 'searchTerms.brand', severity: 'error', params: { brand } });
  }
  const repeated = repeatedWords(terms, market, 1).map((r) => r.word);
  if (repeated.length)
    add({ rule: 'searchTerms.repeat', severity: 'warning', params: { words: repeated.join(' ') } });
  const minor = new Set(LEXICONS[market.language].minorWords);
  const titleWords = new Set(wordsOf(title, market.locale).map((w) => w.key));
  const inTitle = [
    ...new Set(
      wordsOf(terms, market.locale)
        .filter((w) => titleWords.has(w.key) && !minor.has(w.key))
        .map((w) => w.word),
    ),
  ];
  if (inTitle.length)
    add({ rule: 'searchTerms.inTitle', severity: 'info', params: { words: inTitle.join(' ') } });
  if (/[,;.|/]/.test(terms)) add({ rule: 'searchTerms.punctuation', severity: 'info', params: {} });
  return [...findings, ...checkText(terms, 'searchTerms', { market, brands })];
}

/** Every rule of domain.md §7 over a whole listing, in field order. */
export function checkListing(listing: ListingDraft, options: CheckOptions): Finding[] {
  const market = LISTING_MARKETS[options.marketplace];
  const { brands } = options;
  const scope: BrandScope = { brands, ownBrand: options.ownBrand };
  const filled = listing.bullets.filter((b) => b.trim()).length;
  const bulletsCount: Finding[] =
    filled === LISTING_LIMITS.bullets
      ? []
      : [
          {
            rule: 'bullets.count',
            severity: 'warning',
            field: 'bullets',
            params: { count: filled, expected: LISTING_LIMITS.bullets },
          },
        ];
  return [
    ...checkTitle(listing.title, market, scope),
    ...bulletsCount,
    ...listing.bullets.flatMap((b, i) => (b.trim() ? checkBullet(b, i, market, scope) : [])),
    ...checkDescription(listing.description, market, scope),
    ...checkSearchTerms(listing.searchTerms, listing.title, market, brands),
  ];
}

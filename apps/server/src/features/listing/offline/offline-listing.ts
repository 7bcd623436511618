import {
  COPY_LIMITS,
  CREATIVITY_LEVELS,
  HANGUL_CHARACTER,
  LEXICONS,
  LISTING_LIMITS,
  LISTING_MARKETS,
  checkText,
  EMAIL_PATTERN,
  CONTACT_PHONE_PATTERN,
  repairListing,
  repeatedWords,
  URL_PATTERN,
  splitKeywords,
  tidySpaces,
  truncateAtWord,
  type BrandIndex,
  type CopyKind,
  type ListingDraft,
  type ListingInput,
  type ListingMarket,
} from '@asinasin/contract';
import { holdsOtherBrand, removeOtherBrands } from '../brand-words.js';
import { TEMPLATES, type Templates } from './templates.js';

export interface OfflineRequest {
  input: ListingInput;
  /** the catalog's search terms for the product's words, most searched first (may be empty) */
  catalogTerms: string[];
  brands?: BrandIndex;
}

/** Han, kana and Hangul runs: words the offline generator cannot translate for a Latin-script market. */
const FOREIGN_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+[，。、；：！？（）]*/gu;

/** The part of a text written in the marketplace's script (Japanese keeps kana and kanji). */
export function usableText(text: string, market: ListingMarket): string {
  const foreign = market.language === 'ja' ? new RegExp(HANGUL_CHARACTER.source, 'gu') : FOREIGN_RUN;
  return tidySpaces(text.replace(foreign, ' ').replace(/\s*[,;]\s*(?=[,;]|$)/g, ''));
}

const hasLetters = (text: string) => /\p{L}{2,}/u.test(text);

/** A name or keyword as a title may hold it: usable script, no claims, no banned characters. */
function cleanPhrase(text: string, input: ListingInput): string {
  const market = LISTING_MARKETS[input.marketplace];
  const draft = { title: usableText(text, market), bullets: [], description: '', searchTerms: '' };
  const { title } = repairListing(draft, {
    marketplace: input.marketplace,
    removeClaims: true,
    explain: false,
  }).listing;
  return truncateAtWord(title, 80);
}

/**
 * The product as the title starts it: the name's usable words, else the first usable keyword;
 * other brands' names left out (docs/ai/listing-rules.md "Brands").
 */
export function productPhrase(input: ListingInput, brands?: BrandIndex): string | undefined {
  for (const text of [input.productName, ...splitKeywords(input.keywords)]) {
    const phrase = cleanPhrase(removeOtherBrands(text, input, brands), input);
    if (hasLetters(phrase)) return phrase;
  }
  return undefined;
}

/** Text in a description that addresses a reader, not the product: kept out of the listing. */
const INSTRUCTION = /\b(ignore|disregard|forget)\b.*\b(instructions?|rules?|prompt|above)\b/i;

/**
 * The description's sentences a listing may repeat: links and phone numbers are cut before the
 * text is split (their dots are no sentence ends), and a sentence with a claim or a rule's error is
 * left out whole rather than cut into fragments.
 */
function featuresOf(input: ListingInput, market: ListingMarket, brands?: BrandIndex): string[] {
  const text = usableText(input.description, market)
    .replace(URL_PATTERN, ' ')
    .replace(EMAIL_PATTERN, ' ')
    .replace(new RegExp(CONTACT_PHONE_PATTERN.source, 'g'), ' ');
  return sentencesOf(text).filter(
    (s) =>
      !INSTRUCTION.test(s) &&
      !holdsOtherBrand(s, input, brands) &&
      !checkText(s, 'bullets', { market }).some((f) => f.severity !== 'info'),
  );
}

function titleCase(text: string, market: ListingMarket): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 0 && text.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.8;
  const base = shouting ? text.toLocaleLowerCase(market.locale) : text;
  if (market.language !== 'en') return base.charAt(0).toLocaleUpperCase(market.locale) + base.slice(1);
  const minor = new Set(LEXICONS.en.minorWords);
  return base.replace(/(?<![\p{L}\p{N}])\p{L}[\p{L}'-]*/gu, (word, offset: number) =>
    offset > 0 && minor.has(word.toLowerCase()) ? word : word.charAt(0).toUpperCase() + word.slice(1),
  );
}

/** Same input, same text; a higher creativity level may choose among more of the variants. */
function chooser(input: ListingInput) {
  let seed = 2166136261;
  for (const c of `${input.productName}|${input.keywords}|${input.description}`) {
    seed = Math.imul(seed ^ c.charCodeAt(0), 16777619) >>> 0;
  }
  const level = CREATIVITY_LEVELS.indexOf(input.creativity);
  return {
    level,
    pick<T>(variants: T[], salt = 0): T {
      const pool = Math.min(variants.length, level + 1);
      return variants[(seed + salt) % pool]!;
    },
  };
}

function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?;。！？；\n]+/)
    .map((s) => tidySpaces(s))
    .filter((s) => hasLetters(s) && s.length <= 240);
}

interface Material {
  market: ListingMarket;
  templates: Templates;
  product: string;
  keywords: string[];
  features: string[];
  pick: ReturnType<typeof chooser>['pick'];
  level: number;
}

function material(request: OfflineRequest): Material {
  const { input } = request;
  const market = LISTING_MARKETS[input.marketplace];
  const { pick, level } = chooser(input);
  const usable = (t: string) => usableText(t, market);
  // A keyword naming another brand is never written into the copy (docs/ai/listing-rules.md "Brands").
  const own = splitKeywords(input.keywords)
    .filter((k) => !holdsOtherBrand(k, input, request.brands))
    .map((k) => cleanPhrase(k, input))
    .filter(hasLetters);
  // Normal and Standard keep to the seller's keywords; from Enhanced on the catalog's terms join them.
  const extra =
    level >= 2
      ? request.catalogTerms
          .filter((term) => !holdsOtherBrand(term, input, request.brands))
          .map(usable)
          .filter(hasLetters)
          .slice(0, level * 2)
      : [];
  return {
    market,
    templates: TEMPLATES[market.language],
    product: productPhrase(input, request.brands) ?? '',
    keywords: [...new Set([...own, ...extra])].filter((k) => k.length <= 60),
    features: featuresOf(input, market, request.brands),
    pick,
    level,
  };
}

function draft(m: Material, catalogTerms: string[]): ListingDraft {
  const { templates: t, product, keywords, features, pick, market } = m;
  const lowerProduct = product.toLocaleLowerCase(market.locale);
  // Keywords join the title while no word would appear more than twice (◐ [115]).
  const titleKeywords: string[] = [];
  for (const k of keywords) {
    if (titleKeywords.length >= (m.level < 2 ? 2 : 3)) break;
    if (lowerProduct.includes(k.toLocaleLowerCase(market.locale))) continue;
    const candidate = pick(t.title)(product, [...titleKeywords, k]);
    if (repeatedWords(candidate, market, LISTING_LIMITS.titleWordRepeats).length === 0) titleKeywords.push(k);
  }
  const title = titleCase(truncateAtWord(pick(t.title)(product, titleKeywords), 150), market);
  const colon = market.language === 'ja' ? '：' : ': ';
  const bullets: string[] = [];
  features
    .slice(0, LISTING_LIMITS.bullets)
    .forEach((f, i) => bullets.push(`${t.featureLabels[i]}${colon}${f}`));
  for (let i = 0; bullets.length < LISTING_LIMITS.bullets && i < keywords.length; i++) {
    bullets.push(pick(t.keywordBullets, i)(product, keywords[i]!));
  }
  for (let i = 0; bullets.length < LISTING_LIMITS.bullets && i < t.productBullets.length; i++) {
    bullets.push(t.productBullets[i]!(product));
  }
  const stop = market.language === 'ja' ? '。' : '. ';
  const description = [
    pick(t.description)(product, t.list(keywords.slice(0, 3))),
    ...features.map((f) => `${f}${stop.trim()}`),
  ]
    .join(market.language === 'ja' ? '' : ' ')
    .trim();
  return { title, bullets, description, searchTerms: [...keywords, ...catalogTerms].join(' ') };
}

/**
 * A listing written by rules alone: the seller's words arranged into the marketplace's templates,
 * then every mechanical repair, claims removed. It passes every rule the checker has (a test runs
 * it over many inputs); brand names the seller typed are left for the seller to confirm.
 */
export function generateOfflineListing(request: OfflineRequest): ListingDraft {
  const m = material(request);
  const market = request.input.marketplace;
  // The catalog's search terms fill the backend field from Standard on; Normal keeps to the seller's words.
  const terms =
    m.level >= 1
      ? request.catalogTerms
          .filter((term) => !holdsOtherBrand(term, request.input, request.brands))
          .map((t) => usableText(t, m.market))
      : [];
  let { listing } = repairListing(draft(m, terms), {
    marketplace: market,
    brands: request.brands,
    removeClaims: true,
    explain: false,
  });
  // Claims removed may leave a bullet or the description empty: fill from the product name.
  const filler = m.templates.productBullets.map((b) => b(m.product));
  while (listing.bullets.length < LISTING_LIMITS.bullets && filler.length)
    listing.bullets.push(filler.shift()!);
  if (!listing.description) listing.description = m.templates.description[0]!(m.product, '');
  listing = repairListing(listing, {
    marketplace: market,
    brands: request.brands,
    removeClaims: true,
    explain: false,
  }).listing;
  return listing;
}

/** Copywriting by the same rules: headlines from the title templates, texts from the description's. */
export function generateOfflineCopy(request: OfflineRequest, kind: CopyKind): string[] {
  const m = material(request);
  const { templates: t, product, keywords, features } = m;
  const { max, items } = COPY_LIMITS[kind];
  const candidates =
    kind === 'aplusHeadline'
      ? [product, ...keywords.map((k) => t.title[1]!(product, [k])), ...features]
      : kind === 'storefront'
        ? [
            t.description[0]!(product, t.list(keywords.slice(0, 3))),
            ...features,
            ...keywords.map((k) => t.keywordBullets[0]!(product, k)),
          ]
        : [
            ...keywords.map((k, i) => m.pick(t.keywordBullets, i)(product, k)),
            ...t.productBullets.map((b) => b(product)),
          ];
  const texts = candidates.map((c) => {
    const cleaned = repairListing(
      { title: '', bullets: [c], description: '', searchTerms: '' },
      { marketplace: request.input.marketplace, brands: request.brands, removeClaims: true, explain: false },
    ).listing.bullets[0];
    return cleaned ? truncateAtWord(cleaned, max) : '';
  });
  const unique = [...new Set(texts.filter(hasLetters))];
  return unique.slice(0, items);
}

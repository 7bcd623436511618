import type { BrandIndex } from './brands.js';
import type { Finding, ListingField } from './findings.js';
import { LEXICONS, PLACEHOLDERS } from './lexicon.js';
import type { ListingMarket } from './marketplaces.js';
import { findPhrases } from './phrases.js';
import { ASIN_IN_TEXT, CJK_CHARACTER, EMOJI, HANGUL_CHARACTER } from './text.js';

export const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;
export const EMAIL_PATTERN = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
/**
 * A phone number as written in listings: +1 555 123 4567, (555) 123-4567, 555.123.4567. Plain
 * runs of numbers ("150 200 250 ml") are sizes, not phones: a number needs a +, brackets or dashes.
 */
export const CONTACT_PHONE_PATTERN =
  /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[.-]\d{3}[.-]\d{4}\b/;
/** Any tag but <br> (domain.md §7 ✅ [114]: no HTML or JavaScript, except <br> in the description) */
export const HTML_TAG = /<\/?(?!br\s*\/?>)[a-z][^>]*>/gi;

export interface TextRuleOptions {
  market: ListingMarket;
  brands?: BrandIndex;
  /** the seller's own brand: allowed in the copy (never in backend search terms) */
  ownBrand?: string;
  /** the description may hold <br>; other fields no tag at all */
  allowBreaks?: boolean;
}

function lexiconsFor(market: ListingMarket) {
  return market.language === 'en' ? [LEXICONS.en] : [LEXICONS[market.language], LEXICONS.en];
}

/**
 * Rules for every text a seller publishes (domain.md §7 "Detail page (all fields)" ✅ [114] and the
 * bullet content rules ◐ [119][120]): claims, contact details, HTML, ASINs, placeholders, emojis,
 * the marketplace's script, and brand names from the brand list.
 */
export function checkText(
  text: string,
  field: ListingField,
  options: TextRuleOptions,
  index?: number,
): Finding[] {
  const findings: Finding[] = [];
  const at = (f: Omit<Finding, 'field' | 'index'>) =>
    findings.push(index === undefined ? { ...f, field } : { ...f, field, index });
  const lexicons = lexiconsFor(options.market);
  const each = (list: (l: (typeof lexicons)[number]) => string[]) => [
    ...new Set(lexicons.flatMap((l) => findPhrases(text, list(l)))),
  ];
  for (const phrase of each((l) => l.promotional))
    at({ rule: 'text.promotional', severity: 'error', params: { phrase } });
  for (const phrase of each((l) => l.guarantee))
    at({ rule: 'text.guarantee', severity: 'error', params: { phrase } });
  for (const phrase of each((l) => l.restricted)) {
    at({ rule: 'text.restrictedClaim', severity: 'error', params: { phrase } });
  }
  for (const phrase of each((l) => l.superlative)) {
    at({ rule: 'text.superlative', severity: 'warning', params: { phrase } });
  }
  const placeholder = findPhrases(text, PLACEHOLDERS)[0];
  if (placeholder) at({ rule: 'text.placeholder', severity: 'error', params: { phrase: placeholder } });
  const contact =
    text.match(URL_PATTERN)?.[0] ?? text.match(EMAIL_PATTERN)?.[0] ?? text.match(CONTACT_PHONE_PATTERN)?.[0];
  if (contact) at({ rule: 'text.contact', severity: 'error', params: { text: contact } });
  const html = options.allowBreaks ? text.match(HTML_TAG)?.[0] : text.match(/<\/?[a-z][^>]*>/i)?.[0];
  if (html) at({ rule: 'text.html', severity: 'error', params: { tag: html } });
  const asin = text.match(ASIN_IN_TEXT)?.[0];
  if (asin) at({ rule: 'text.asin', severity: 'error', params: { asin } });
  const emoji = text.match(EMOJI)?.[0];
  if (emoji) at({ rule: 'text.emoji', severity: 'error', params: { text: emoji } });
  const foreign = options.market.language === 'ja' ? HANGUL_CHARACTER : CJK_CHARACTER;
  const stray = text.match(foreign)?.[0];
  if (stray) at({ rule: 'text.script', severity: 'error', params: { text: stray } });
  if (field !== 'searchTerms') {
    // Another brand's mark in the copy is an error (docs/ai/listing-rules.md "Brands"): it fails the listing.
    for (const brand of options.brands?.find(text, options.market.locale, options.ownBrand) ?? []) {
      at({ rule: 'text.brand', severity: 'error', params: { brand } });
    }
  }
  return findings;
}

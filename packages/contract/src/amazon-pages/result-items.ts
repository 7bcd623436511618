import { attr, textOf, type HTMLElement } from './dom.js';
import { parsePrice, type Money } from './money.js';
import { parseRating, parseRatingCount } from './rating.js';

/** Pieces both result layouts (search and Best Sellers) read the same way. */

const ITEM_ID = /^[0-9A-Z]{10}$/;

/** The item's ASIN: its own data-asin, a child's, a faceout id, or the /dp/ link. */
export function itemAsin(item: HTMLElement): string | null {
  const candidates = [
    attr(item, 'data-asin'),
    attr(item.querySelector('[data-asin]'), 'data-asin'),
    attr(item.querySelector('.p13n-sc-uncoverable-faceout'), 'id'),
    /"asin"\s*:\s*"([0-9A-Z]{10})"/.exec(
      attr(item.querySelector('[data-p13n-asin-metadata]'), 'data-p13n-asin-metadata') ?? '',
    )?.[1],
    ...item
      .querySelectorAll('a[href*="/dp/"]')
      .map((link) => /\/dp\/([0-9A-Z]{10})/.exec(decodeURIComponent(link.getAttribute('href') ?? ''))?.[1]),
  ];
  return (
    candidates.find((value): value is string => typeof value === 'string' && ITEM_ID.test(value)) ?? null
  );
}

/** The first star rating among the item's icons ("Prime" badges share the class). */
export function itemRating(item: HTMLElement): number | null {
  for (const element of item.querySelectorAll('.a-icon-alt, i[class*="a-star"], [aria-label*="5"]')) {
    const rating = parseRating(textOf(element)) ?? parseRating(attr(element, 'aria-label'));
    if (rating !== null) return rating;
  }
  return null;
}

/** The rating count next to the stars: a link to the reviews, or a bare number labelled for screen readers. */
export function itemRatingCount(item: HTMLElement): number | null {
  const selectors = [
    'a[href*="customerReviews"]',
    'a[href*="product-reviews"] .a-size-small',
    'a[href*="#reviews"]',
  ];
  for (const selector of selectors) {
    for (const element of item.querySelectorAll(selector)) {
      const count = parseRatingCount(textOf(element).replace(/^.*?\b5\b[^\d]*(?=\d)/, ''));
      if (count !== null) return count;
    }
  }
  for (const element of item.querySelectorAll('span[aria-label]')) {
    const label = attr(element, 'aria-label') ?? '';
    if (/^\(?[\d.,\s\u00a0\u202f]+[KkMm]?\+?\)?$/.test(label)) return parseRatingCount(label);
  }
  return null;
}

/**
 * A subscription's price is not the item's: "EUR 18,97 Spar-Abo" (Subscribe & Save) sits before the
 * one-time price "EUR 19,97" in the same 2019 result, in the same link as its label.
 */
const SUBSCRIPTION =
  /spar-abo|subscribe\s*(?:&|and)\s*save|abonnez-vous|iscriviti e risparmia|suscríbete y ahorra|定期おトク便/i;

/**
 * A Kindle book's "EUR 0,00" with the Kindle Unlimited icon beside it (2019 search rows) is what a
 * subscriber pays, not the book's price; the one-time "EUR 2,99 kaufen" follows it.
 */
const KINDLE_UNLIMITED = '.s-icon-kindle-unlimited';

function isSubscriptionPrice(element: HTMLElement): boolean {
  const label = element.parentNode;
  if (SUBSCRIPTION.test(textOf(label))) return true;
  return Boolean(label?.parentNode?.querySelector(KINDLE_UNLIMITED));
}

/** The price a shopper pays: the first price that is not struck through, else "7 offers from $32.46". */
export function itemPrice(
  item: HTMLElement,
  marketplace: string,
  fallbacks: readonly string[],
): Money | null {
  for (const element of item.querySelectorAll('.a-price')) {
    if (element.classList.contains('a-text-price') || attr(element, 'data-a-strike')) continue;
    if (isSubscriptionPrice(element)) continue;
    const offscreen = textOf(element.querySelector('.a-offscreen'));
    const price = parsePrice(offscreen || textOf(element), marketplace);
    if (price) return price;
  }
  for (const selector of fallbacks) {
    for (const element of item.querySelectorAll(selector)) {
      if (isSubscriptionPrice(element)) continue;
      const price = parsePrice(textOf(element), marketplace);
      if (price) return price;
    }
  }
  return null;
}

/** Words that label an advertisement among results, bracketed or not ("[Gesponsert]"). */
const SPONSORED =
  /^\[?(?:sponsored|gesponsert|sponsorisé|sponsorisée|patrocinado|sponsorizzato|スポンサー|sponsorlu)\]?$/i;

export function isSponsored(item: HTMLElement): boolean {
  if (item.classList.contains('AdHolder')) return true;
  if (item.querySelector('.s-sponsored-label-text, .puis-sponsored-label-text, .s-sponsored-header'))
    return true;
  return item.querySelectorAll('span, h5, div.a-row').some((element) => SPONSORED.test(textOf(element)));
}

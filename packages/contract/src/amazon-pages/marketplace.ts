import { MARKETPLACES, type MarketplaceCode } from '../constants.js';
import { attr, type HTMLElement } from './dom.js';

/**
 * The country code of an Amazon retail host: amazon.com → US, amazon.co.uk → UK, amazon.de → DE,
 * amazon.com.tr → TR, amazon.ae → AE. Null for any other host (amazon.science, amazon.jobs...).
 */
export function marketplaceOfHost(host: string): string | null {
  const match = /(?:^|\.)amazon\.(com|(?:co\.|com\.)?([a-z]{2}))\.?$/.exec(
    host.toLowerCase().replace(/:\d+$/, ''),
  );
  if (!match) return null;
  return match[1] === 'com' ? 'US' : (match[2] ?? '').toUpperCase();
}

export function marketplaceOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const host = /^(?:https?:)?\/\/([^/?#\s]+)/i.exec(url.trim())?.[1];
  return host ? marketplaceOfHost(host) : null;
}

/** True for the nine marketplaces of the contract; an importer refuses any other code. */
export function isSupportedMarketplace(code: string): code is MarketplaceCode {
  return MARKETPLACES.some((marketplace) => marketplace.code === code);
}

export interface MarketplaceEvidence {
  code: string;
  /** What gave it away, for messages and tests. */
  from: 'canonical link' | 'og:url' | 'page host variable' | 'links' | 'language and currency';
}

/** Region of a language tag to marketplace: "en-gb" → UK, "de-de" → DE, "en-ae" → AE. */
function marketplaceOfLanguage(tag: string | null): string | null {
  const region = /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(tag ?? '')?.[1]?.toUpperCase();
  if (!region) return null;
  return region === 'GB' ? 'UK' : region;
}

/** Currencies that name one marketplace on their own (EUR and $ do not). */
const CURRENCY_MARKETPLACE: ReadonlyArray<readonly [RegExp, string]> = [
  [/£/, 'UK'],
  [/₹/, 'IN'],
  [/￥|円/, 'JP'],
  [/CDN\$/, 'CA'],
  [/\bAED\b/, 'AE'],
];

/**
 * The marketplace a page belongs to, read from the page itself: its canonical link, og:url, the
 * host Amazon's own script names (ue_sn), then the amazon.* host most links point to; only when
 * none of those exist, the region of its language and a currency that names one country.
 */
export function detectMarketplace(root: HTMLElement, html: string): MarketplaceEvidence | null {
  const canonical = marketplaceOfUrl(attr(root.querySelector('link[rel="canonical"]'), 'href'));
  if (canonical) return { code: canonical, from: 'canonical link' };
  const og = marketplaceOfUrl(attr(root.querySelector('meta[property="og:url"]'), 'content'));
  if (og) return { code: og, from: 'og:url' };
  const pageHost = /\bue_sn\s*=\s*['"]([^'"]+)['"]/.exec(html)?.[1];
  const fromScript = pageHost ? marketplaceOfHost(pageHost) : null;
  if (fromScript) return { code: fromScript, from: 'page host variable' };
  const fromLinks = mostLinkedMarketplace(root);
  if (fromLinks) return { code: fromLinks, from: 'links' };
  const fromLanguage = marketplaceOfLanguage(attr(root.querySelector('html'), 'lang'));
  const currency = CURRENCY_MARKETPLACE.find(([mark]) => mark.test(html))?.[1] ?? null;
  const guess = fromLanguage ?? currency;
  return guess ? { code: guess, from: 'language and currency' } : null;
}

function mostLinkedMarketplace(root: HTMLElement): string | null {
  const counts = new Map<string, number>();
  for (const element of root.querySelectorAll('a[href], form[action], link[href]')) {
    if (element.getAttribute('hreflang')) continue; // alternates name the other marketplaces on purpose
    const code = marketplaceOfUrl(element.getAttribute('href') ?? element.getAttribute('action'));
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [code, count] of counts) if (count > bestCount) [best, bestCount] = [code, count];
  return best;
}

import { attr, parseHtml, textOf, type HTMLElement } from './dom.js';
import { AmazonPageError, NotAnAmazonPageError } from './errors.js';
import { detectMarketplace } from './marketplace.js';
import { decimalMarkOfLanguage, type DecimalMark } from './numbers.js';
import { parseProductPage, type PageContext } from './product-page.js';
import { parseBestsellersPage, parseSearchPage } from './result-pages.js';
import type { AmazonPage } from './schemas.js';

/** Marketplaces whose pages write decimals with a comma when the page names no language. */
const COMMA_MARKETPLACES = new Set(['DE', 'FR', 'ES', 'IT', 'TR', 'NL', 'PL', 'SE', 'BE', 'BR']);

/**
 * Signs of Amazon's own page frame: its UI toolkit's root and html classes, its navigation belt, its
 * detail-page containers. Generic ids (a blog's "#navbar") and Amazon images embedded elsewhere are not.
 */
function hasAmazonFrame(root: HTMLElement): boolean {
  if (root.querySelector('#a-page, #nav-logo, #nav-belt, #nav-main, #dp, #ppd')) return true;
  return /\ba-(?:no-)?js\b/.test(attr(root.querySelector('html'), 'class') ?? '');
}

/** Amazon's robot check: a captcha form posting to /errors/validateCaptcha, in any language. */
function isRobotCheck(root: HTMLElement, html: string): boolean {
  if (root.querySelector('form[action*="validateCaptcha"], #captchacharacters')) return true;
  const heading = textOf(root.querySelector('title')) + ' ' + textOf(root.querySelector('h4'));
  return (
    /robot check|enter the characters you see below|type the characters you see in this image/i.test(
      heading,
    ) ||
    /geben sie die zeichen unten ein|saisissez les caractères|introduce los caracteres|inserisci i caratteri/i.test(
      heading,
    ) ||
    (/not a robot/i.test(html) && html.length < 20_000)
  );
}

/**
 * A page saved or downloaded only in part: it has no closing </html>, or a lot of markup follows
 * the last one (a "</html>" quoted inside a script of a cut page).
 */
function isTruncated(html: string): boolean {
  const end = html.toLowerCase().lastIndexOf('</html');
  if (end < 0) return true;
  const rest = html
    .slice(end)
    .replace(/^<\/html\s*>/i, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .trim();
  return rest.length > 2_000;
}

function pageKind(root: HTMLElement, canonicalUrl: string): 'product' | 'search' | 'bestsellers' | null {
  if (root.querySelector('#productTitle, #dp-container, input#ASIN, #ppd')) return 'product';
  if (/\/(?:dp|gp\/product)\/[0-9A-Z]{10}/.test(canonicalUrl)) return 'product';
  if (
    root.querySelector(
      '#gridItemRoot, .zg-grid-general-faceout, li.zg-item-immersion, .zg_itemImmersion, #zg',
    )
  )
    return 'bestsellers';
  if (/\/(?:gp\/)?(?:bestsellers|zgbs)\b/.test(canonicalUrl)) return 'bestsellers';
  if (
    root.querySelector(
      '[data-component-type="s-search-result"], .s-result-item[data-asin], #s-results-list-atf',
    )
  )
    return 'search';
  if (/\/s(?:\?|\/|$)/.test(canonicalUrl)) return 'search';
  return null;
}

/**
 * Read a saved Amazon page of any marketplace and layout year (2019-2025): a product page, a search
 * result page or a Best Sellers page. Pure: no network, no clock, no file system, so the server and
 * the browser extension share it. Throws {@link NotAnAmazonPageError} for an empty or non-Amazon
 * page and {@link AmazonPageError} for a robot check, a truncated page or another kind of Amazon page.
 */
export function parseAmazonPage(html: string): AmazonPage {
  if (typeof html !== 'string' || html.trim() === '') throw new NotAnAmazonPageError('empty');
  const root = parseHtml(html);
  const evidence = detectMarketplace(root, html);
  const byAddress =
    evidence !== null && evidence.from !== 'language and currency' && evidence.from !== 'links';
  if (!evidence || (!byAddress && !hasAmazonFrame(root))) throw new NotAnAmazonPageError('not-amazon');
  if (isRobotCheck(root, html)) throw new AmazonPageError('robot-check');
  if (isTruncated(html)) throw new AmazonPageError('truncated');

  const canonicalUrl = attr(root.querySelector('link[rel="canonical"]'), 'href');
  const decimalMark: DecimalMark =
    decimalMarkOfLanguage(attr(root.querySelector('html'), 'lang')) ??
    (COMMA_MARKETPLACES.has(evidence.code) ? ',' : '.');
  const context: PageContext = { marketplace: evidence.code, decimalMark, canonicalUrl };

  switch (pageKind(root, canonicalUrl ?? '')) {
    case 'product':
      return parseProductPage(root, context);
    case 'bestsellers':
      return parseBestsellersPage(root, evidence.code);
    case 'search':
      return parseSearchPage(root, evidence.code);
    default:
      throw new AmazonPageError('unsupported-page', `marketplace ${evidence.code}`);
  }
}

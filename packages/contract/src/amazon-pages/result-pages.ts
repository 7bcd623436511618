import { attr, firstText, textOf, type HTMLElement } from './dom.js';
import { parseInteger } from './numbers.js';
import { isSponsored, itemAsin, itemPrice, itemRating, itemRatingCount } from './result-items.js';
import type { BestsellersPage, ResultItem, SearchPage } from './schemas.js';

/** Result rows of each search layout: 2020-2025 (s-search-result), 2017-2019 (li.s-result-item). */
const SEARCH_ITEMS = [
  '[data-component-type="s-search-result"]',
  'li.s-result-item[data-asin]',
  'div.s-result-item[data-asin]',
];
/** Ranked cells of each Best Sellers layout: 2021-2025 grid, 2019-2020 list, before 2019. */
const BESTSELLER_ITEMS = [
  '#gridItemRoot',
  '.zg-grid-general-faceout',
  'li.zg-item-immersion',
  '.zg_itemImmersion',
];

function itemsOf(root: HTMLElement, selectors: readonly string[]): HTMLElement[] {
  for (const selector of selectors) {
    const items = root.querySelectorAll(selector);
    if (items.length > 0) return items;
  }
  return [];
}

/** A result's title without the hidden "[Sponsored]" prefix some layouts put inside the heading. */
function searchTitle(item: HTMLElement): string | null {
  const heading = item.querySelector('h2');
  const fromAttribute = attr(heading, 'data-attribute');
  if (fromAttribute) return fromAttribute;
  let title = textOf(heading);
  for (const hidden of heading?.querySelectorAll('.a-offscreen') ?? []) {
    const text = textOf(hidden);
    if (text && title.startsWith(text) && title.length > text.length) title = title.slice(text.length).trim();
  }
  return title || attr(item.querySelector('img.s-image, img.s-access-image'), 'alt');
}

/**
 * Under a search with few results, 2017-2019 pages add "results for fewer words" blocks
 * (`#fkmr-results0`, "plastikfrei für: Alle 1.198 Ergebnisse"): products of another search, not results
 * of this one (docs/data/amazon-pages.md).
 */
const OTHER_SEARCH_BLOCK = '[id^="fkmr-results"]';

export function parseSearchPage(root: HTMLElement, marketplace: string): SearchPage {
  const items: ResultItem[] = [];
  for (const item of itemsOf(root, SEARCH_ITEMS)) {
    if (item.closest(OTHER_SEARCH_BLOCK)) continue;
    const asin = itemAsin(item);
    if (!asin) continue; // empty slots and widgets between results carry no ASIN
    items.push({
      position: items.length + 1,
      asin,
      title: searchTitle(item),
      price: itemPrice(item, marketplace, ['.s-price', '.a-color-price']),
      rating: itemRating(item),
      ratingCount: itemRatingCount(item),
      sponsored: isSponsored(item),
    });
  }
  const keyword = attr(root.querySelector('#twotabsearchtextbox'), 'value');
  return { kind: 'search', marketplace, keyword, items };
}

/** "Best Sellers in Appliances", "Bestseller in Elektronik & Foto", "Meilleures ventes en ...". */
const BESTSELLERS_HEADING =
  /^(?:amazon\s)?(?:best\s?sellers? in|bestseller in|meilleures ventes (?:en|dans)|los más vendidos en|más vendidos en|i più venduti in|en çok satanlar\s*[-:]?)\s*(.+)$/i;
const BESTSELLERS_HEADING_JA = /^(.+?)\s*の?売れ筋ランキング$|^売れ筋ランキング\s*[-:：]\s*(.+)$/;

function bestsellersCategory(root: HTMLElement): string | null {
  for (const heading of root.querySelectorAll('h1, #zg_banner_text, .zg_banner_text')) {
    const text = textOf(heading);
    const match = BESTSELLERS_HEADING.exec(text) ?? BESTSELLERS_HEADING_JA.exec(text);
    const category = match?.slice(1).find(Boolean);
    if (category) return category.trim();
  }
  return null;
}

function bestsellerTitle(item: HTMLElement): string | null {
  return (
    firstText(item, [
      '[class*="p13n-sc-css-line-clamp"]',
      '.p13n-sc-truncate',
      '.p13n-sc-truncated',
      '.p13n-sc-line-clamp-2',
    ]) ??
    attr(item.querySelector('.p13n-sc-truncate, .p13n-sc-truncated'), 'title') ??
    attr(item.querySelector('img'), 'alt')
  );
}

export function parseBestsellersPage(root: HTMLElement, marketplace: string): BestsellersPage {
  const items: ResultItem[] = [];
  for (const item of itemsOf(root, BESTSELLER_ITEMS)) {
    const asin = itemAsin(item);
    if (!asin) continue;
    const rank = parseInteger(firstText(item, ['.zg-bdg-text', '.zg-badge-text', '.zg_rankNumber']));
    items.push({
      position: rank ?? items.length + 1,
      asin,
      title: bestsellerTitle(item),
      price: itemPrice(item, marketplace, [
        '[class*="p13n-sc-price"]',
        '.p13n-sc-price',
        '.a-color-price',
        '.a-color-secondary',
      ]),
      rating: itemRating(item),
      ratingCount: itemRatingCount(item),
      sponsored: false,
    });
  }
  return { kind: 'bestsellers', marketplace, category: bestsellersCategory(root), items };
}

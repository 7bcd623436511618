import { textOf, type HTMLElement } from './dom.js';
import { parsePrice, type Money } from './money.js';
import type { PriceCondition } from './schemas.js';

export interface BuyBoxPrice {
  price: Money;
  condition: PriceCondition;
}

/**
 * Buy-box prices of every layout, most specific first: the new offer, then (only when the buy box
 * offers no new copy) the used one. Carousels of other products are never read.
 */
const NEW_PRICE = [
  '#corePriceDisplay_desktop_feature_div .priceToPay',
  '#corePrice_desktop .apexPriceToPay',
  '#apex_desktop .apexPriceToPay',
  '#corePrice_feature_div .a-price',
  '#priceblock_dealprice',
  '#priceblock_saleprice',
  '#priceblock_ourprice',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  '#kindle-price',
  // 2017-2018 Kindle pages, desktop and mobile: "Kindle Price: $9.99" under the struck "Print List Price"
  '#buybox .kindle-price .a-color-price',
  '#ebooksPrice_feature_div .kindle-price .a-color-price',
  '#tp_price_block_total_price_ww',
  '#buyNewSection .offer-price',
  '#newOfferAccordionRow .header-price',
  // 2019 media pages with a single offer: "Buy new $50.39" without an accordion
  '#mediaNoAccordion .header-price',
];

/** A buy box that sells only a used copy ("Buy Used CDN$ 28.00", "Gebraucht kaufen EUR 5,29"). */
const USED_PRICE = ['#usedBuySection .offer-price', '#usedOfferAccordionRow .header-price'];

/**
 * With no buy box at all, the box that links to every offer: "11 used & new from $18.93",
 * "2 neufs & d'occasion à partir de EUR 57,99", "10 Angebote ab EUR 4,99". Its price is the lowest
 * offer, so its condition says which offers it covers.
 */
const OFFERS_BOX = ['#unqualifiedBuyBox', '#olp-upd-new-used', '#olp-upd-new', '#olp-upd-used'];

const USED_WORD = /\b(?:used|gebraucht|d['’]occasion|usados?|usati|usato)\b|中古/i;
const NEW_WORD = /\b(?:new|neu|neufs?|nuevos?|nuovi|nuovo)\b|新品/i;

function priceText(element: HTMLElement): string {
  const offscreen = element.querySelectorAll('.a-offscreen').map(textOf).find(Boolean);
  if (offscreen) return offscreen;
  const parts = ['.a-price-symbol', '.a-price-whole', '.a-price-fraction'].map((s) =>
    textOf(element.querySelector(s)),
  );
  return parts[1] ? `${parts[0]}${parts[1].replace(/[.,]$/, '')}.${parts[2] || '00'}` : textOf(element);
}

function firstPrice(root: HTMLElement, selectors: readonly string[], marketplace: string): Money | null {
  for (const selector of selectors) {
    for (const element of root.querySelectorAll(selector)) {
      const price = parsePrice(priceText(element), marketplace);
      if (price) return price;
    }
  }
  return null;
}

/** What an offers box covers: "used & new" and bare "offers" (Angebote) may be either. */
function offersCondition(text: string): PriceCondition {
  const used = USED_WORD.test(text);
  const fresh = NEW_WORD.test(text);
  if (used && !fresh) return 'used';
  if (fresh && !used) return 'new';
  return 'new-or-used';
}

/** The price a shopper pays in the buy box, with the condition of what it buys; null when none is shown. */
export function buyBoxPrice(root: HTMLElement, marketplace: string): BuyBoxPrice | null {
  const fresh = firstPrice(root, NEW_PRICE, marketplace);
  if (fresh) return { price: fresh, condition: 'new' };
  const used = firstPrice(root, USED_PRICE, marketplace);
  if (used) return { price: used, condition: 'used' };
  for (const selector of OFFERS_BOX) {
    const text = textOf(root.querySelector(selector));
    // The count ("11") carries no currency mark, so the first price is the lowest offer's.
    const price = parsePrice(text, marketplace);
    if (price) return { price, condition: offersCondition(text) };
  }
  return null;
}

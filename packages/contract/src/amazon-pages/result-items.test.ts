import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.js';
import { itemPrice } from './result-items.js';

function item(html: string) {
  const root = parseHtml(
    `<html><body><ul><li class="s-result-item" data-asin="B07GSH4Z7R">${html}</li></ul></body></html>`,
  );
  const found = root.querySelector('li');
  if (!found) throw new Error('no item');
  return found;
}

describe('the price of a search result', () => {
  it('is the one-time price, not the Subscribe & Save price shown before it (2019 amazon.de)', () => {
    const result =
      item(`<a href="/dp/B07GSH4Z7R"><span class="a-color-price s-price">EUR 18,97</span><span class="a-letter-space"></span>Spar-Abo</a>
<div class="a-row"><span>Sparen Sie zusätzlich durch regelmäßige Lieferung dieses Artikels</span></div>
<a href="/dp/B07GSH4Z7R"><span class="a-color-price s-price">EUR 19,97</span></a>`);
    expect(itemPrice(result, 'DE', ['.s-price', '.a-color-price'])).toEqual({
      amount: 19.97,
      currency: 'EUR',
    });
  });

  it('skips a subscription price in the 2022 layout too', () => {
    const result =
      item(`<div><a><span class="a-price"><span class="a-offscreen">$9.49</span></span> Subscribe &amp; Save</a></div>
<div><a><span class="a-price"><span class="a-offscreen">$9.99</span></span></a></div>`);
    expect(itemPrice(result, 'US', [])).toEqual({ amount: 9.99, currency: 'USD' });
  });

  it('is the price to buy a Kindle book, not the EUR 0,00 a Kindle Unlimited subscriber pays (2019 amazon.de)', () => {
    const result =
      item(`<div class="a-row a-spacing-none"><a href="/dp/B07LCT8J4V/ref=sr_1_2_ku"><span class="a-size-base a-color-price s-price a-text-bold">EUR 0,00</span></a><span class="a-letter-space"></span><span class="s-icon s-icon-kindle-unlimited"></span></div>
<div class="a-row a-spacing-mini"><span class="a-size-small a-color-secondary">Lesen Sie dieses und über 1 Million Bücher mit</span> <a href="/gp/kindle/ku/sign-up">Kindle Unlimited.</a></div>
<div class="a-row a-spacing-none"><a href="/dp/B07LCT8J4V/ref=sr_1_2"><span class="a-color-price s-price">EUR 2,99</span><span class="a-letter-space"></span><span class="a-color-secondary">kaufen</span></a></div>`);
    expect(itemPrice(result, 'DE', ['.s-price', '.a-color-price'])).toEqual({
      amount: 2.99,
      currency: 'EUR',
    });
  });

  it('keeps a lone price that is not a subscription', () => {
    const result = item(`<a href="/dp/B0081QEZI8"><span class="a-color-price s-price">EUR 11,95</span></a>`);
    expect(itemPrice(result, 'DE', ['.s-price'])).toEqual({ amount: 11.95, currency: 'EUR' });
  });
});

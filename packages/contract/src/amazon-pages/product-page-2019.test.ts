import { describe, expect, it } from 'vitest';
import { parseAmazonPage } from './parse-amazon-page.js';

/** A 2019 product page of the given amazon domain; each test adds its buy box. */
function productPage(domain: string, body: string): string {
  return `<!doctype html><html class="a-no-js"><head>
<link rel="canonical" href="https://www.${domain}/Some-Thing/dp/B0TESTASIN"></head>
<body><div id="a-page"><div id="dp"><div id="dp-container">
<input type="hidden" id="ASIN" name="ASIN" value="B0TESTASIN">
<h1 id="title"><span id="productTitle"> Anthem Of The Peaceful Army <span class="a-size-medium a-color-secondary">Original recording</span></span></h1>
${body}
</div></div></div></body></html>`;
}

function offerOf(html: string) {
  const page = parseAmazonPage(html);
  if (page.kind !== 'product') throw new Error(`not a product page: ${page.kind}`);
  return { price: page.price, condition: page.priceCondition, title: page.title };
}

describe('2019 product pages: the buy-box price and what it buys, title, weight', () => {
  it('reads a 2017 Kindle buy box: the Kindle price, not the struck print list price', () => {
    const html = productPage(
      'amazon.com',
      `<div id="buybox"><table class="a-lineitem">
<tr class="print-list-price"><td class="a-color-secondary">Print List Price:</td><td class="a-text-strike">$10.00</td></tr>
<tr class="kindle-price"><td class="a-color-secondary">Kindle Price:</td><td class="a-color-price a-size-medium">$9.99</td></tr>
<tr class="print-sold-by"><td class="a-color-secondary">Sold by:</td><td>Hachette Book Group</td></tr></table></div>`,
    );
    expect(offerOf(html)).toMatchObject({ price: { amount: 9.99, currency: 'USD' }, condition: 'new' });
  });

  it('prefers the new offer when the buy box sells both', () => {
    const html = productPage(
      'amazon.co.uk',
      `<div id="buyNewSection"><span class="a-color-price offer-price">£39.99</span></div>
<div id="usedBuySection"><span class="a-color-price offer-price">£22.30</span></div>`,
    );
    expect(offerOf(html)).toMatchObject({ price: { amount: 39.99, currency: 'GBP' }, condition: 'new' });
  });

  it('gives a used-only buy box its used price, marked used', () => {
    const html = productPage(
      'amazon.de',
      `<div id="usedBuySection">Gebraucht kaufen <span class="a-color-price offer-price">EUR 5,29</span></div>
<div id="unqualifiedBuyBox">10 Angebote ab EUR 4,99</div>`,
    );
    expect(offerOf(html)).toMatchObject({ price: { amount: 5.29, currency: 'EUR' }, condition: 'used' });
  });

  it('reads the lowest offer of a page without a buy box, saying it may be used', () => {
    const us = productPage(
      'amazon.com',
      `<div id="unqualifiedBuyBox">11 used &amp; new from <span class="a-color-price">$18.93</span> See All Buying Options</div>`,
    );
    expect(offerOf(us)).toMatchObject({
      price: { amount: 18.93, currency: 'USD' },
      condition: 'new-or-used',
    });
    const fr = productPage(
      'amazon.fr',
      `<div id="unqualifiedBuyBox">2 neufs &amp; d'occasion à partir de EUR 57,99</div>`,
    );
    expect(offerOf(fr)).toMatchObject({
      price: { amount: 57.99, currency: 'EUR' },
      condition: 'new-or-used',
    });
    const usedOnly = productPage('amazon.com', `<div id="unqualifiedBuyBox">3 used from $4.10</div>`);
    expect(offerOf(usedOnly)).toMatchObject({ price: { amount: 4.1 }, condition: 'used' });
  });

  it('reads a media page with a single offer and no accordion', () => {
    const html = productPage(
      'amazon.com',
      `<div id="mediaNoAccordion">Buy new <span class="a-size-medium a-color-price header-price">$50.39</span> List Price: $71.95</div>`,
    );
    expect(offerOf(html)).toMatchObject({ price: { amount: 50.39, currency: 'USD' }, condition: 'new' });
  });

  it('has neither price nor condition when the item is unavailable', () => {
    const html = productPage('amazon.com', `<div id="availability">Currently unavailable.</div>`);
    expect(offerOf(html)).toMatchObject({ price: null, condition: null });
  });

  it("keeps a 2019 title's grey edition label out of the title", () => {
    expect(offerOf(productPage('amazon.ca', '')).title).toBe('Anthem Of The Peaceful Army');
  });

  it('reads a UK "Boxed-product Weight" as the weight of the package', () => {
    const html = productPage(
      'amazon.co.uk',
      `<div id="detail_bullets_id"><div class="content"><ul><li><b>Boxed-product Weight:</b> 22.7 g</li></ul></div></div>`,
    );
    const page = parseAmazonPage(html);
    expect(page.kind === 'product' && page.weight).toEqual({ value: 22.7, unit: 'g', of: 'package' });
  });
});

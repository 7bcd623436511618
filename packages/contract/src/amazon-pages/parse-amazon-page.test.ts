import { describe, expect, it } from 'vitest';
import {
  AMAZON_PAGE_PROBLEM_MESSAGES,
  AmazonPageError,
  NotAnAmazonPageError,
  type AmazonPageProblem,
} from './errors.js';
import { parseAmazonPage } from './parse-amazon-page.js';
import { amazonPageSchema, productPageSchema } from './schemas.js';

/** A small product page in Amazon's frame; each test adds what it needs. */
function productPage(body: string, head = ''): string {
  return `<!doctype html><html lang="en-us" class="a-no-js"><head>
<link rel="canonical" href="https://www.amazon.com/Some-Thing/dp/B0TESTASIN">${head}</head>
<body><div id="a-page"><div id="dp"><div id="dp-container">
<input type="hidden" id="ASIN" name="ASIN" value="B0TESTASIN">
${body}
</div></div></div></body></html>`;
}

function problemOf(html: string): string | undefined {
  try {
    parseAmazonPage(html);
  } catch (error) {
    if (error instanceof AmazonPageError) return error.problem;
    throw error;
  }
  return undefined;
}

describe('parseAmazonPage refuses what it cannot read', () => {
  it('an empty string', () => {
    expect(() => parseAmazonPage('')).toThrow(NotAnAmazonPageError);
    expect(() => parseAmazonPage('  \n ')).toThrow('the page is empty');
  });

  it('an HTML page of another site', () => {
    const html =
      '<html lang="en-us"><head><title>Example</title><link rel="canonical" href="https://example.com/"></head><body><h1 id="productTitle">A shop</h1></body></html>';
    expect(() => parseAmazonPage(html)).toThrow(NotAnAmazonPageError);
    expect(problemOf(html)).toBe('not-amazon');
  });

  it('a blog page that merely links to Amazon', () => {
    const html =
      '<html><body><p>Buy it <a href="https://www.amazon.com/dp/B0TESTASIN">here</a> and <a href="https://www.amazon.com/">here</a></p></body></html>';
    expect(problemOf(html)).toBe('not-amazon');
  });

  it('a page in a language whose region names a marketplace, with a navbar and Amazon images', () => {
    const html =
      '<html class="v2" lang="en-GB"><body><div id="navbar"></div><img src="https://m.media-amazon.com/images/I/x.jpg"></body></html>';
    expect(problemOf(html)).toBe('not-amazon');
  });

  it('plain text', () => {
    expect(problemOf('just some text, no markup at all')).toBe('not-amazon');
  });

  it("Amazon's robot check", () => {
    const html = `<!DOCTYPE html><html class="a-no-js" lang="en-us"><head><title dir="ltr">Robot Check</title>
<script>var ue_sn = "opfcaptcha.amazon.com";</script></head><body>
<h4>Enter the characters you see below</h4><p class="a-last">Sorry, we just need to make sure you're not a robot.</p>
<form method="get" action="/errors/validateCaptcha"><input id="captchacharacters" name="field-keywords"></form>
<a href="https://www.amazon.com/gp/help/customer/display.html">Conditions of Use</a></body></html>`;
    expect(problemOf(html)).toBe('robot-check');
    expect(() => parseAmazonPage(html)).toThrow(/robot check/);
  });

  it('a page cut off before its end', () => {
    const whole = productPage(
      '<span id="productTitle">A thing</span><span id="priceblock_ourprice">$7.99</span>',
    );
    expect(parseAmazonPage(whole).kind).toBe('product');
    expect(problemOf(whole.slice(0, whole.indexOf('<span id="priceblock')))).toBe('truncated');
  });

  it('an Amazon page that is neither a product, a search nor a Best Sellers page', () => {
    const html =
      '<html class="a-no-js"><head><link rel="canonical" href="https://www.amazon.com/gp/cart/view.html"></head><body><div id="a-page">Your cart is empty</div></body></html>';
    expect(problemOf(html)).toBe('unsupported-page');
  });

  it('a product page without an ASIN', () => {
    const html = productPage('<span id="productTitle">A thing</span>')
      .replace(/<input[^>]*>/, '')
      .replace('/dp/B0TESTASIN', '/x');
    expect(problemOf(html)).toBe('missing-asin');
  });
});

describe('parseAmazonPage never guesses', () => {
  it('gives null for every field the page does not show', () => {
    const page = parseAmazonPage(productPage(''));
    expect(page).toEqual({
      kind: 'product',
      marketplace: 'US',
      asin: 'B0TESTASIN',
      title: null,
      brand: null,
      price: null,
      priceCondition: null,
      rating: null,
      ratingCount: null,
      bsr: null,
      dateFirstAvailable: null,
      weight: null,
      dimensions: null,
      imageUrl: null,
      boughtPastMonth: null,
    });
    expect(productPageSchema.parse(page)).toEqual(page);
  });

  it("does not take another product's price from a carousel when the buy box has none", () => {
    const html = productPage(`<span id="productTitle">Strainer</span>
<div id="availability">Currently unavailable.</div>
<div id="percolate-ui-lpo_div"><div data-asin="B0OTHER001"><span class="a-price"><span class="a-offscreen">AED268.98</span></span></div></div>`);
    expect(parseAmazonPage(html)).toMatchObject({ title: 'Strainer', price: null });
  });

  it('reads a 2024 layout buy box and the bought-last-month line', () => {
    const html = productPage(`<span id="productTitle"> Kitchen Scale </span>
<div id="corePriceDisplay_desktop_feature_div"><span class="a-price priceToPay"><span class="a-offscreen"></span>
<span aria-hidden="true"><span class="a-price-symbol">$</span><span class="a-price-whole">26<span class="a-price-decimal">.</span></span><span class="a-price-fraction">50</span></span></span></div>
<span id="social-proofing-faceout-title-tk_bought">1K+ bought in past month</span>`);
    const page = parseAmazonPage(html);
    expect(page).toMatchObject({ price: { amount: 26.5, currency: 'USD' }, boughtPastMonth: 1000 });
    expect(amazonPageSchema.safeParse(page).success).toBe(true);
  });
});

describe('problem messages', () => {
  it('exist in both languages of the product for every problem', () => {
    for (const problem of Object.keys(AMAZON_PAGE_PROBLEM_MESSAGES['en-US']) as AmazonPageProblem[]) {
      expect(AMAZON_PAGE_PROBLEM_MESSAGES['zh-CN'][problem]).toMatch(/\S/);
    }
    const error = new NotAnAmazonPageError('empty');
    expect(error.message).toBe('the page is empty');
    expect(error.messageIn('zh-CN')).toBe('页面为空');
  });
});

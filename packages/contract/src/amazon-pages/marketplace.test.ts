import { describe, expect, it } from 'vitest';
import {
  detectMarketplace,
  isSupportedMarketplace,
  marketplaceOfHost,
  marketplaceOfUrl,
} from './marketplace.js';
import { parseHtml } from './dom.js';

describe('marketplaceOfHost', () => {
  it.each([
    ['www.amazon.com', 'US'],
    ['www.amazon.co.uk', 'UK'],
    ['www.amazon.de', 'DE'],
    ['www.amazon.fr', 'FR'],
    ['www.amazon.co.jp', 'JP'],
    ['www.amazon.ca', 'CA'],
    ['www.amazon.it', 'IT'],
    ['www.amazon.es', 'ES'],
    ['www.amazon.in', 'IN'],
    ['www.amazon.ae', 'AE'],
    ['www.amazon.com.tr', 'TR'],
    ['smile.amazon.com', 'US'],
  ])('%s → %s', (host, code) => expect(marketplaceOfHost(host)).toBe(code));

  it.each([
    'www.amazon.science',
    'amazon.jobs',
    'www.example.com',
    'amazon.com.evil.example',
    'notamazon.de',
  ])('%s is no marketplace', (host) => expect(marketplaceOfHost(host)).toBeNull());
});

describe('detectMarketplace', () => {
  const page = (head: string, body = '') =>
    `<html lang="en-gb"><head>${head}</head><body>${body}</body></html>`;

  it('prefers the canonical link to every other sign', () => {
    const html = page(
      '<link rel="canonical" href="https://www.amazon.de/dp/B01LW7X0JJ"><script>ue_sn = "www.amazon.com"</script>',
      '<a href="https://www.amazon.fr/x">x</a>',
    );
    expect(detectMarketplace(parseHtml(html), html)).toEqual({ code: 'DE', from: 'canonical link' });
  });

  it('falls back to og:url, then the page host variable, then the most linked amazon host', () => {
    const og = page('<meta property="og:url" content="https://www.amazon.it/dp/B01LW7X0JJ">');
    expect(detectMarketplace(parseHtml(og), og)?.code).toBe('IT');
    const script = page("<script>var ue_sn = 'www.amazon.de';</script>");
    expect(detectMarketplace(parseHtml(script), script)).toEqual({ code: 'DE', from: 'page host variable' });
    const links = page(
      '<link rel="alternate" hreflang="de-de" href="https://www.amazon.de/a"><link rel="alternate" hreflang="fr" href="https://www.amazon.fr/a">',
      '<a href="https://www.amazon.es/a">a</a><a href="https://www.amazon.es/b">b</a><a href="https://www.amazon.science/">s</a>',
    );
    expect(detectMarketplace(parseHtml(links), links)).toEqual({ code: 'ES', from: 'links' });
  });

  it('uses the language region only when no address names a marketplace', () => {
    const html = page('<title>x</title>');
    expect(detectMarketplace(parseHtml(html), html)).toEqual({ code: 'UK', from: 'language and currency' });
  });

  it('gives null for a page with no sign at all', () => {
    const html = '<html><body><p>hello</p></body></html>';
    expect(detectMarketplace(parseHtml(html), html)).toBeNull();
  });
});

describe('isSupportedMarketplace', () => {
  it('accepts the nine marketplaces of the contract and refuses the others', () => {
    expect(['US', 'UK', 'DE', 'FR', 'JP', 'CA', 'IT', 'ES', 'IN'].every(isSupportedMarketplace)).toBe(true);
    expect(isSupportedMarketplace('AE')).toBe(false);
    expect(isSupportedMarketplace('TR')).toBe(false);
    expect(marketplaceOfUrl('not a url')).toBeNull();
  });
});

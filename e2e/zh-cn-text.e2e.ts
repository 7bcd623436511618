import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// The research screens as a seller opens them on a fresh instance (demo data: UK toys with ranks,
// US products of 2023; no history, no search terms), empty states and reasons included.
const product = useProduct();

const SCREENS = [
  '/select/product',
  '/products/hot-market?marketplace=UK',
  '/products/hot-market-detail',
  '/products/hot-market-detail?marketplace=UK&node=Toys%20%26%20Games',
  '/products/hot-product',
  '/products/hot-product?kind=bsrRising',
  '/products/keyword-miner',
  '/keyword/reverse',
  '/search/aba',
  '/search/aba-select-keyword',
  '/select/abaSelectProduct',
  '/search/research?term=ps5',
  '/dashboard',
];

/**
 * English sentences in the page's own text: three words in a row, two of them lower case. Data
 * (table rows, chart labels, code) is left out: product titles and category names are English.
 * Tooltip texts are read from the reasons' visually hidden copies (value-cells.tsx).
 */
async function englishIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = 'tbody, svg, code, pre, script, style, [data-testid="estimated-sales"]';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(skip)) continue;
      const text = node.textContent ?? '';
      for (const run of text.match(/[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? []) {
        const lower = run.split(/[ ,]+/).filter((word) => /^[a-z]{2,}$/.test(word));
        if (lower.length >= 2) found.push(run);
      }
    }
    return found;
  });
}

describe('the Chinese interface', { timeout: 300_000 }, () => {
  it('shows no English sentence on any research screen', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    // The check itself: it catches the reason that once reached the Chinese page in English, and
    // leaves names and data alone.
    await page.setContent(
      '<p>没有销量：no product of the sample has estimated sales</p><p>Helium 10 Xray · UK · ASIN</p>' +
        '<table><tbody><tr><td>Wooden puzzle for the family</td></tr></tbody></table>',
    );
    expect(await englishIn(page)).toEqual(['no product of the sample has estimated sales']);
    const english: Record<string, string[]> = {};
    for (const screen of SCREENS) {
      await page.goto(`${product.server.baseUrl}${screen}`);
      await page.locator('h1, h2').first().waitFor();
      // Settled: no skeleton or spinner left, so results, empty states and reasons are drawn.
      await expect
        .poll(() => page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning').count(), {
          timeout: 60_000,
        })
        .toBe(0);
      const found = await englishIn(page);
      if (found.length > 0) english[screen] = found;
    }
    expect(english).toEqual({});
  });
});

import { LANGUAGE_COOKIE } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { STORAGE } from './fixtures/seller.js';

const product = useProduct();

/** Holds every script of the page until `release`: what shows meanwhile is the page as sent. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('a visitor’s cold load of the home page', () => {
  it('shows the page before any script has run, then the live page takes over (1440, zh-CN)', async (test) => {
    const { page } = await openPage(product.browser, test, { viewport: VIEWPORTS.wide });
    const release = await holdScripts(page);
    await page.goto(`${product.server.baseUrl}/`, { waitUntil: 'commit' });
    const sent = page.locator('#prerendered .prerendered-wide');
    await sent.locator('h1', { hasText: '为跨境卖家打造的选品与 Listing 工作台' }).waitFor();
    expect(await sent.locator('header[data-layout]').getAttribute('data-layout')).toBe('wide');
    // the copy carries no test ids: a test finds only the live page's elements by them
    expect(await page.locator('#prerendered [data-testid]').count()).toBe(0);
    expect(await page.locator('#prerendered .prerendered-narrow').isVisible()).toBe(false);
    await screenshot(page, 'cold-load-prerendered-wide-zh');

    release();
    // The live page: seen by assistive technology (the sent copy is hidden from it), its copy and
    // that copy's styles gone, and its links work inside the app.
    await page.getByRole('heading', { level: 1, name: '为跨境卖家打造的选品与 Listing 工作台' }).waitFor();
    expect(await page.locator('#prerendered').count()).toBe(0);
    expect(await page.locator('style[data-prerendered]').count()).toBe(0);
    await page.getByRole('link', { name: '选品调研' }).click();
    await page.waitForURL(/\/products\/hot-market/);
  });

  it('sends a phone the narrow layout in the language this device chose (390, en-US)', async (test) => {
    const { context, page } = await openPage(product.browser, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en-US', url: product.server.baseUrl }]);
    await context.addInitScript((key) => window.localStorage.setItem(key, 'en-US'), STORAGE.language);
    const release = await holdScripts(page);
    await page.goto(`${product.server.baseUrl}/`, { waitUntil: 'commit' });
    const sent = page.locator('#prerendered .prerendered-narrow');
    await sent.locator('h1').waitFor();
    expect(await sent.locator('h1').textContent()).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await sent.locator('header[data-layout]').getAttribute('data-layout')).toBe('narrow');
    expect(await page.locator('#prerendered .prerendered-wide').isVisible()).toBe(false);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await screenshot(page, 'cold-load-prerendered-narrow-en');

    release();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.locator('#prerendered').count()).toBe(0);
  });
});

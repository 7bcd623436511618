import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './fixtures/seller.js';
import { useProduct } from './fixtures/product.js';

const product = useProduct();

/** The in-app addresses a page links to from its content (the shell's menu and footer aside). */
async function contentLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.shell-page a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href !== '' && !href.startsWith('/download/')))];
}

/**
 * Opens an address as a seller would and fails on a dead end: the not-built page, the catch-all
 * (which sends an unknown path home, our 404) or a page that renders nothing.
 */
async function expectWorkingPage(page: Page, baseUrl: string, href: string) {
  await page.goto(`${baseUrl}${href}`);
  const main = page.locator('.shell-page');
  await main.waitFor();
  // Wait for the route's page to render: a heading, a form or a table, not just the spinner.
  await main.locator('h1, h2, h3, h4, form, table, .ant-card').first().waitFor();
  const target = new URL(href, baseUrl).pathname;
  expect(new URL(page.url()).pathname, `${href} fell through to the catch-all`).not.toBe(
    target === '/' ? 'never' : '/',
  );
  expect(await page.getByText('暂未开放').count(), `${href} is the not-built page`).toBe(0);
  // A part that loads its messages late hides the page for a moment (React's Suspense): wait it out.
  await expect
    .poll(async () => (await main.innerText()).trim().length, { message: `${href} is blank` })
    .toBeGreaterThan(20);
}

describe('every link a seller finds leads to a working screen', () => {
  it('follows every link on the dashboard', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await page.getByTestId('tool-group-account').waitFor();
    const links = await contentLinks(page);
    for (const tool of ['/ai/listing/edit', '/ai/listing/estimate', '/copywriting', '/keyword/reverse']) {
      expect(links).toContain(tool);
    }
    for (const href of links) await expectWorkingPage(page, product.server.baseUrl, href);
  });

  it('follows every link on the home page, and /products lands on a built screen', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/`);
    await page.getByTestId('home-feature-aiListing').waitFor();
    const links = await contentLinks(page);
    const cards = page.locator('a[data-testid^="home-feature-"]');
    expect(await cards.count()).toBe(6);
    expect(links).toEqual(
      expect.arrayContaining(['/dashboard', '/ai/listing/edit', '/products/keyword-miner']),
    );
    for (const href of [...links, '/products']) await expectWorkingPage(page, product.server.baseUrl, href);
  });
});

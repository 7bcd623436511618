import { API, type MarketRanking } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, screenshot, VIEWPORTS } from './fixtures/browser.js';
import path from 'node:path';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// On the demo data (data/demo): UK toys with Best Sellers Ranks (so estimated units) and US
// products of 2023 with "bought in past month"; no history, so the data's date is unknown.
const product = useProduct();

async function rank(token: string, query: Record<string, string>): Promise<MarketRanking> {
  const url = `${product.server.baseUrl}${API.marketRanking}?${new URLSearchParams(query).toString()}`;
  const response = await fetch(url, { headers: { authorization: token } });
  const answer = (await response.json()) as { code: number; msg: string; data: MarketRanking };
  if (answer.code !== 1) throw new Error(`ranking failed: ${answer.msg}`);
  return answer.data;
}

/** The demo data is imported after the server starts: wait until the UK markets have units. */
async function demoMarketsReady(token: string) {
  const ready = async () => (await rank(token, { marketplace: 'UK', level: '1' })).rows[0]?.units != null;
  await expect.poll(ready, { timeout: 60_000, interval: 500 }).toBe(true);
}

const shownPaths = (page: Page) =>
  page
    .locator('[data-testid="ranking-table"] tbody tr.server-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

/** Every chart of the detail is drawn: an SVG inside each chart container. */
async function expectCharts(page: Page) {
  for (const id of [
    'chart-price-bands',
    'chart-brands',
    'chart-ratings',
    'chart-rating-counts',
    'chart-listing-age',
  ]) {
    await page.locator(`[data-testid="${id}"] svg`).first().waitFor();
  }
}

describe('hot markets', () => {
  it('filters, sorts, drills into a category and opens a market with its charts (1440 px, zh-CN)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    const { page, user } = seller;
    await demoMarketsReady(user.token);
    await page.goto(`${product.server.baseUrl}/products/hot-market?marketplace=UK`);
    await page.getByRole('heading', { name: '热门市场' }).waitFor();
    await page.locator('[data-testid="ranking-table"] tbody tr.server-table-row').first().waitFor();
    const all = await rank(user.token, { marketplace: 'UK' });
    // The first screenful of rows comes first and the rest in the next render (rows-in-steps).
    await expect.poll(() => shownPaths(page)).toEqual(all.rows.map((row) => row.path));
    await page.getByTestId('estimated-sales').first().waitFor();
    await screenshot(page, 'markets-wide-zh-CN-ranking');

    // filter: at least 5 products and an average rating of 4 or more
    await page.getByRole('button', { name: /指标筛选/ }).click();
    await page.getByLabel('商品数最小值').fill('5');
    await page.getByLabel('平均评分最小值').fill('4');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL(/products\.min=5/);
    const filtered = await rank(user.token, { marketplace: 'UK', productsMin: '5', ratingMin: '4' });
    await expect.poll(() => shownPaths(page)).toEqual(filtered.rows.map((row) => row.path));
    expect(filtered.rows.every((row) => row.products >= 5 && (row.rating ?? 0) >= 4)).toBe(true);

    // sort by product count, descending first
    await page.locator('th').filter({ hasText: '商品数' }).click();
    await page.waitForURL(/sort=products/);
    const sorted = await rank(user.token, {
      marketplace: 'UK',
      productsMin: '5',
      ratingMin: '4',
      sort: 'products',
    });
    await expect.poll(() => shownPaths(page)).toEqual(sorted.rows.map((row) => row.path));

    // drill into the first category that has sub-categories
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('products.min')).toBe(false);
    const parent = all.rows.find((row) => row.children > 0)!;
    await page
      .locator(`tr[data-row-key="${parent.path}"]`)
      .getByRole('button', { name: /子类目/ })
      .click();
    await page.waitForURL(/parent=/);
    const children = await rank(user.token, { marketplace: 'UK', parent: parent.path, sort: 'products' });
    await expect.poll(() => shownPaths(page)).toEqual(children.rows.map((row) => row.path));
    await page.getByTestId('category-breadcrumb').getByText(parent.name).waitFor();
    await screenshot(page, 'markets-wide-zh-CN-drilled');

    // open a market: its figures, basis and charts
    const first = children.rows[0]!;
    await page.locator(`tr[data-row-key="${first.path}"]`).getByRole('link').first().click();
    await page.waitForURL(/hot-market-detail/);
    expect(new URL(page.url()).searchParams.get('node')).toBe(first.path);
    await page.getByTestId('market-figures').waitFor();
    await expectCharts(page);
    await page.getByTestId('top-products').locator('tbody tr.ant-table-row').first().waitFor();
    await screenshot(page, 'markets-wide-zh-CN-detail');
  });

  it('works on a phone in English: ranking, keyword niches and a detail with its charts (390 px)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    const { page, user } = seller;
    await demoMarketsReady(user.token);
    await page.goto(`${product.server.baseUrl}/select/market?marketplace=US`);
    await page.getByRole('heading', { name: 'Hot markets' }).waitFor();
    await page.locator('[data-testid="ranking-table"] tbody tr.server-table-row').first().waitFor();
    await page.getByTestId('amazon-reported').first().waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'markets-narrow-en-US-ranking-top.png') });
    await screenshot(page, 'markets-narrow-en-US-ranking');

    await page.getByRole('tab', { name: 'Keyword niches' }).click();
    await page.getByLabel('Keyword', { exact: true }).fill('puzzle');
    await page.getByLabel('Keyword', { exact: true }).press('Enter');
    await page.waitForURL(/keyword=puzzle/);
    await page.getByTestId('niche-table').waitFor();
    await screenshot(page, 'markets-narrow-en-US-niches');

    await page.getByTestId('niche-table').getByRole('link', { name: 'puzzle', exact: true }).click();
    await page.waitForURL(/hot-market-detail/);
    await page.getByTestId('market-figures').waitFor();
    await page.getByTestId('chart-price-bands').locator('svg').first().waitFor();
    await page.getByTestId('chart-ratings').locator('svg').first().waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'markets-narrow-en-US-detail-top.png') });
    await page.getByTestId('chart-price-bands').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifactsDir, 'markets-narrow-en-US-detail-charts.png') });
    await page.getByTestId('top-products').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(artifactsDir, 'markets-narrow-en-US-detail-products.png') });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'markets-narrow-en-US-detail');
  });
});

import { searchTermsReport, type ReportTerm } from '../apps/server/test/support/search-terms-report.js';
import { API, type AbaMoverRow, type AbaTermRow, type SelectedProduct } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerSeller } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// Two weekly Brand Analytics reports made up for this test (never shown as real data), imported
// through the operator's API; two of their clicked ASINs are real demo products (US 2023 sample).
const product = useProduct(OPERATOR_ENV);
const WEEK_1 = { start: '2024-06-02', end: '2024-06-08' };
const WEEK_2 = { start: '2024-06-09', end: '2024-06-15' };
const MISSING = 'B0E2EMISS1';

type Clicked = ReportTerm['clicked'][number];
const report = (period: { start: string; end: string }, terms: [string, number, Clicked[]][]) =>
  searchTermsReport(
    period,
    terms.map(([term, rank, clicked]) => ({ term, rank, clicked })),
  );

let demo: SelectedProduct[] = [];
let readerToken = '';

async function api<T>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await call<T>(product.server.baseUrl, path, body, token);
  if (answer.code !== 1) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

beforeAll(async () => {
  // two real demo products, once the demo data is in (it is imported beside the server's start)
  readerToken = (await registerSeller(product.server.baseUrl)).user.token;
  // a plain loop: expect.poll runs only inside a test
  for (let tries = 0; demo.length < 2; tries++) {
    if (tries > 200) throw new Error('the demo data did not arrive in 100 s');
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await api<{ rows: SelectedProduct[] }>(
      API.productSelection,
      { marketplace: 'US', sort: 'boughtPastMonth', order: 'desc', size: 2 },
      readerToken,
    );
    demo = answer.rows.filter((row) => row.boughtPastMonth !== null && row.title);
  }
  const [a, b] = demo.map((row) => row.asin) as [string, string];
  await importAsOperator(product.server, 'search-terms', {
    name: 'aba-e2e-week-1.json',
    bytes: report(WEEK_1, [
      [
        'garlic press',
        100,
        [
          [a, 0.2, 0.1],
          [MISSING, 0.1, 0.05],
        ],
      ],
      ['lemon squeezer', 500, [['B0E2ELEMN1', 0.05, 0.01]]],
      ['yoga mat', 50, [[b, 0.5, 0.3]]],
      ['big faller', 10, [['B0E2EFALL1', 0.3, 0.2]]],
    ]),
  });
  await importAsOperator(product.server, 'search-terms', {
    name: 'aba-e2e-week-2.json',
    bytes: report(WEEK_2, [
      [
        'garlic press',
        80,
        [
          [a, 0.25, 0.12],
          [MISSING, 0.1, 0.05],
        ],
      ],
      ['lemon squeezer', 1000, [['B0E2ELEMN1', 0.06, 0.02]]],
      ['yoga mat', 40, [[b, 0.45, 0.3]]],
      ['big faller', 5000, [['B0E2EFALL1', 0.3, 0.2]]],
      ['new term', 300, [[a, 0.1, 0.05]]],
    ]),
  });
}, 120_000);

/** The terms the table shows, in order (antd keys each row by term or ASIN). */
const shownKeys = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

/** A chart has drawn its series: its SVG holds more than the grid's lines. */
async function chartDrawn(page: Page, testId: string) {
  const chart = page.getByTestId(testId);
  await chart.locator('svg').waitFor();
  await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(6);
}

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('Brand Analytics screens', () => {
  it('browses the report, sees movers and opportunities (1440 px, zh-CN)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    const { page } = seller;
    const base = product.server.baseUrl;
    await page.goto(`${base}/search/aba`);
    await page.getByRole('heading', { name: 'ABA 搜索词' }).waitFor();
    await page.getByTestId('aba-terms-table').locator('tbody tr.server-table-row').first().waitFor();
    const browse = await api<{ rows: AbaTermRow[] }>(
      API.abaBrowse,
      { marketplace: 'US', department: 'Amazon.com', period: WEEK_2 },
      seller.user.token,
    );
    await expect.poll(() => shownKeys(page, 'aba-terms-table')).toEqual(browse.rows.map((r) => r.term));
    expect(browse.rows.map((r) => r.term)).toEqual([
      'yoga mat',
      'garlic press',
      'new term',
      'lemon squeezer',
      'big faller',
    ]);
    expect(await page.getByTestId('aba-provenance').textContent()).toMatch(
      /^来源：aba-e2e-week-2\.json，导入于 \d{4}-\d{2}-\d{2} · 5 个词$/,
    );
    // a term search with Enter, into the URL
    await page.getByLabel('搜索词包含').fill('garlic');
    await page.getByLabel('搜索词包含').press('Enter');
    await page.waitForURL(/term=garlic/);
    await expect.poll(() => shownKeys(page, 'aba-terms-table')).toEqual(['garlic press']);
    await screenshot(page, 'aba-browse-wide-zh-CN');

    await page.getByRole('link', { name: '排名变化与机会词' }).click();
    await page.getByRole('heading', { name: 'ABA 选词' }).waitFor();
    await page.goto(`${base}/search/aba-select-keyword`);
    await page.getByTestId('aba-movers-table').locator('tbody tr.server-table-row').first().waitFor();
    expect(await shownKeys(page, 'aba-movers-table')).toEqual(['garlic press', 'yoga mat']);
    const up = await api<{ rows: AbaMoverRow[] }>(
      API.abaMovers,
      { marketplace: 'US', department: 'Amazon.com', from: WEEK_1, to: WEEK_2 },
      seller.user.token,
    );
    expect(up.rows.map((r) => [r.term, r.change])).toEqual([
      ['garlic press', 20],
      ['yoga mat', 10],
    ]);
    await screenshot(page, 'aba-movers-wide-zh-CN');
    await page.getByText('下降', { exact: true }).click();
    await expect.poll(() => shownKeys(page, 'aba-movers-table')).toEqual(['big faller', 'lemon squeezer']);
    await page.getByText('新词', { exact: true }).click();
    await expect.poll(() => shownKeys(page, 'aba-movers-table')).toEqual(['new term']);
    await page.getByRole('tab', { name: '机会词' }).click();
    await expect
      .poll(() => shownKeys(page, 'aba-terms-table'))
      .toEqual(['new term', 'lemon squeezer', 'big faller']);
    await screenshot(page, 'aba-opportunities-wide-zh-CN');
  });

  it('opens the products chosen from terms and a term research page with its chart (1440 px, en-US)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.wide,
      locale: 'en-US',
    });
    const { page } = seller;
    await page.goto(`${product.server.baseUrl}/select/abaSelectProduct?marketplace=US`);
    await page.getByRole('heading', { name: 'ABA product selection' }).waitFor();
    const table = page.getByTestId('aba-products-table');
    await table.locator('tbody tr.server-table-row').first().waitFor();
    const keys = await shownKeys(page, 'aba-products-table');
    expect(keys[0]).toBe(demo[0]!.asin); // top clicked for two terms
    expect(keys).toContain(MISSING);
    const first = table.locator(`tr[data-row-key="${demo[0]!.asin}"]`);
    expect(await first.textContent()).toContain(demo[0]!.title!.slice(0, 20));
    expect(await first.getByTestId('amazon-reported').count()).toBe(1);
    const missing = table.locator(`tr[data-row-key="${MISSING}"]`);
    expect(await missing.getByTestId('missing-value').count()).toBeGreaterThan(0);
    expect(await missing.getByText('Product detail').getAttribute('href')).toBe(
      `/products/hot-product-detail?marketplace=US&asins=${MISSING}`,
    );
    await screenshot(page, 'aba-products-wide-en-US');

    await page.getByRole('link', { name: 'best: garlic press' }).first().click();
    await page.waitForURL(/\/search\/research\?marketplace=US&term=garlic\+press/);
    await page.getByRole('heading', { name: 'Search term research' }).waitFor();
    const chart = page.getByTestId('aba-rank-chart');
    await chartDrawn(page, 'aba-rank-chart');
    expect(await chart.getAttribute('aria-label')).toBe(
      'Search Frequency Rank of "garlic press" over 2 periods',
    );
    expect(await page.getByTestId('aba-term-periods').locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await shownKeys(page, 'aba-related')).toEqual(['new term']);
    await screenshot(page, 'aba-research-wide-en-US');
  });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    it(`fits a phone: browse, movers, products and research (390 px, ${locale})`, async (test) => {
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS.narrow,
        locale,
      });
      const base = product.server.baseUrl;
      const shots: [string, string][] = [
        ['/search/aba', 'aba-terms-table'],
        ['/search/aba-select-keyword', 'aba-movers-table'],
        ['/select/abaSelectProduct', 'aba-products-table'],
      ];
      for (const [path, testId] of shots) {
        await page.goto(`${base}${path}?marketplace=US`);
        await page.getByTestId(testId).locator('tbody tr.server-table-row').first().waitFor();
        await fitsWidth(page, 390);
        await screenshot(page, `aba-narrow-${locale}${path.replaceAll('/', '-')}`);
      }
      await page.goto(`${base}/search/research?marketplace=US&term=garlic+press`);
      await chartDrawn(page, 'aba-rank-chart');
      await chartDrawn(page, 'aba-click-chart');
      await fitsWidth(page, 390);
      await screenshot(page, `aba-narrow-${locale}-research`);
    });
  }
});

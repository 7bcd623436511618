import { searchTermsReport, type ReportTerm } from '../apps/server/test/support/search-terms-report.js';
import fs from 'node:fs';
import { API, type KeywordMineInput, type KeywordMineResult } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// The demo data has no search terms: two hand-made weekly Brand Analytics reports (test fixtures,
// SP-API JSON as Amazon delivers it) are imported through the operator's API first.
const product = useProduct(OPERATOR_ENV);

type Clicked = ReportTerm['clicked'][number];
const report = (start: string, end: string, terms: [term: string, rank: number, clicked: Clicked[]][]) =>
  searchTermsReport(
    { start, end },
    terms.map(([term, rank, clicked]) => ({ term, rank, clicked })),
  );

const WEEK_1 = report('2024-01-07', '2024-01-13', [
  [
    'garlic press',
    100,
    [
      ['B0GARLIC01', 0.3, 0.2],
      ['B0GARLIC02', 0.2, 0.1],
    ],
  ],
  ['garlic peeler', 800, [['B0GARLIC02', 0.5, 0.4]]],
]);
const WEEK_2 = report('2024-01-14', '2024-01-20', [
  [
    'garlic press',
    80,
    [
      ['B0GARLIC01', 0.32, 0.22],
      ['B0GARLIC02', 0.18, 0.12],
      ['B0GARLIC03', 0.11, 0.04],
    ],
  ],
  ['garlic press stainless steel', 450, [['B0GARLIC01', 0.4, 0.3]]],
  ['garlic peeler', 700, [['B0GARLIC02', 0.45, 0.3]]],
  [
    'garlic rocker',
    300,
    [
      ['B0GARLIC01', 0.35, 0.25],
      ['B0GARLIC02', 0.15, 0.1],
    ],
  ],
  ['=garlic mincer', 1000, [['B0GARLIC03', 0.05, 0.01]]],
  ['lemon squeezer', 20, [['B0LEMON001', 0.55, 0.45]]],
]);

beforeAll(async () => {
  await importAsOperator(product.server, 'search-terms', { name: 'week-1.json', bytes: WEEK_1 });
  await importAsOperator(product.server, 'search-terms', { name: 'week-2.json', bytes: WEEK_2 });
});

async function mine(token: string, body: KeywordMineInput) {
  const answer = await call<KeywordMineResult>(product.server.baseUrl, API.keywordMine, body, token);
  if (answer.code !== 1) throw new Error(`mining failed: ${answer.msg}`);
  return answer.data;
}

/** The terms the table shows, top to bottom. */
const shownTerms = (page: Page, table: string) =>
  page.locator(`[data-testid="${table}"] tbody tr.server-table-row td:first-child`).allTextContents();

describe('keyword mining and reverse ASIN', () => {
  it('mines a seed, filters by a word root and exports the whole result (1440 px zh-CN, 390 px en-US)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    const { page } = seller;
    await page.goto(`${product.server.baseUrl}/keyword/miner`);
    await page.getByRole('heading', { name: '关键词挖掘' }).waitFor();
    // the seed box suggests terms (searchThree); Enter still searches what was typed
    await page.getByTestId('seed-input').fill('garlic');
    await page.locator('.ant-select-item-option[title="garlic press stainless steel"]').waitFor();
    await page.getByTestId('seed-input').press('Enter');
    await page.waitForURL(/seed=garlic(&|$)/);
    const all = await mine(seller.user.token, { seed: 'garlic' });
    // "=garlic mincer" holds "=garlic", not the word "garlic"
    expect(all.rows.map((r) => r.term)).toEqual([
      'garlic press',
      'garlic rocker',
      'garlic press stainless steel',
      'garlic peeler',
    ]);
    await expect.poll(() => shownTerms(page, 'mined-table')).toEqual(all.rows.map((r) => r.term));
    await page.getByText('共 4 个搜索词').waitFor();
    await page.getByTestId('keywords-source').getByText('week-2.json').waitFor();
    expect(await page.getByTestId('rank-sparkline').count()).toBe(4);
    await page.getByTestId('roots-chart').locator('svg').waitFor();
    await screenshot(page, 'keywords-miner-wide-zh-CN');

    // a word root narrows the result to the terms holding it, and goes into the URL
    await page.getByTestId('root-press').click();
    await page.waitForURL(/include=press/);
    await expect
      .poll(() => shownTerms(page, 'mined-table'))
      .toEqual(['garlic press', 'garlic press stainless steel']);
    await page.getByText('共 2 个搜索词').waitFor();

    // the CSV is the whole filtered result, with a BOM and the seller's language
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csv-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('keywords-garlic-US-2024-01-20.csv');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\n');
    expect(lines[0]!.startsWith('搜索词,类目,搜索频率排名')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'garlic press',
      'garlic press stainless steel',
    ]);

    // the same page in English on a phone, from a shared link
    const phone = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await phone.page.goto(
      `${product.server.baseUrl}/products/keyword-miner?marketplace=US&seed=garlic&period=2024-01-07%2F2024-01-13`,
    );
    await phone.page.getByRole('heading', { name: 'Keyword mining' }).waitFor();
    await expect.poll(() => shownTerms(phone.page, 'mined-table')).toEqual(['garlic press', 'garlic peeler']);
    await phone.page.getByText('2 search terms').waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'keywords-miner-narrow-en-US');

    // a marketplace without a report says what to import
    await phone.page.goto(`${product.server.baseUrl}/keyword/miner?marketplace=UK&seed=garlic`);
    await phone.page.getByTestId('catalog-empty').waitFor();
    await screenshot(phone.page, 'keywords-miner-narrow-en-US-empty');
  });

  it('reverses two ASINs as a union and an intersection (390 px en-US, 1440 px zh-CN)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    const { page } = seller;
    await page.goto(`${product.server.baseUrl}/keyword/reverse`);
    await page.getByRole('heading', { name: 'Reverse ASIN' }).waitFor();
    const input = page.getByTestId('asins-input');
    await input.fill('B0GARLIC01, B0BAD');
    await input.press('Enter');
    await page.getByText('Invalid ASIN: B0BAD').waitFor();
    await input.fill('b0garlic01\nB0GARLIC02');
    await input.press('Enter');
    await page.waitForURL(/asins=B0GARLIC01%2CB0GARLIC02/);
    await expect
      .poll(() => shownTerms(page, 'reverse-table'))
      .toEqual(['garlic press', 'garlic rocker', 'garlic press stainless steel', 'garlic peeler']);
    await page.getByText('B0GARLIC01: 3 search terms').waitFor();
    await page.getByText('B0GARLIC02: 3 search terms').waitFor();
    await screenshot(page, 'keywords-reverse-narrow-en-US-union');
    await page.getByTestId('reverse-view').getByText('Intersection (all ASINs)').click();
    await page.waitForURL(/view=intersection/);
    await expect.poll(() => shownTerms(page, 'reverse-table')).toEqual(['garlic press', 'garlic rocker']);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'keywords-reverse-narrow-en-US-intersection');

    const wide = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    await wide.page.goto(
      `${product.server.baseUrl}/keyword/reverse?marketplace=US&asins=B0GARLIC01,B0GARLIC02&view=intersection`,
    );
    await wide.page.getByRole('heading', { name: '反查关键词' }).waitFor();
    await expect
      .poll(() => shownTerms(wide.page, 'reverse-table'))
      .toEqual(['garlic press', 'garlic rocker']);
    const [download] = await Promise.all([
      wide.page.waitForEvent('download'),
      wide.page.getByTestId('csv-export').click(),
    ]);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .slice(1)
      .trimEnd()
      .split('\n');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['garlic press', 'garlic rocker']);
    await screenshot(wide.page, 'keywords-reverse-wide-zh-CN');
  });
});

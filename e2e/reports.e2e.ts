import { API } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { adminCommand, currentUser } from './fixtures/billing.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { waitForDemoData } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// On the demo data (data/demo): US products of 2023, so a US ASIN and the keyword "toy" are known.
const product = useProduct();
const DEMO_ASIN = 'B014TMV5YE';

/** 100 power from a top-up paid from the balance the operator credits: enough for both reports. */
async function topUp(account: string, token: string) {
  await adminCommand(product.server, 'money', ['credit', account, '10', '--reason', 'e2e reports']);
  const order = await call(product.server.baseUrl, API.createOrder, { type: 0, number: 1, id: 101 }, token);
  expect(order.code).toBe(1);
  expect((await currentUser(product.server, token)).power).toBeGreaterThanOrEqual(30);
}

const WORDS = {
  'zh-CN': {
    analyze: 'AI 分析',
    create: '生成',
    view: '查看报告',
    asinDone: '创建ASIN报告任务成功',
    marketDone: '创建市场报告任务成功',
    ruleBased: '由内置规则撰写',
  },
  'en-US': {
    analyze: 'AI analysis',
    create: 'Create',
    view: 'View report',
    asinDone: 'ASIN report task created',
    marketDone: 'Market report task created',
    ruleBased: 'Written by built-in rules',
  },
} as const;

/** Asks for a report, confirms its cost, and watches its card go from in progress to done without a reload. */
async function createAndWatch(page: Page, words: (typeof WORDS)[keyof typeof WORDS], toast: string) {
  await page.getByRole('button', { name: words.analyze }).click();
  const dialog = page.getByRole('dialog');
  // The card follows its job over the jobs' event stream, not by polling (docs/reports.md).
  const stream = page.waitForResponse((res) => res.url().includes('/api/jobs/events?'), { timeout: 120_000 });
  await dialog.getByRole('button', { name: words.create }).click();
  await page.getByText(toast).waitFor();
  const streamed = await stream;
  expect(streamed.status()).toBe(200);
  expect(streamed.url()).toContain('name=reports.generate');
  expect(streamed.headers()['content-type']).toContain('text/event-stream');
  // a mark on this document: a reload while waiting would lose it
  await page.evaluate(() => Object.assign(window, { reportWatchMark: true }));
  const card = page.locator('[data-testid^="report-card-"]').first();
  await card.waitFor();
  await expect.poll(() => card.getAttribute('data-state'), { timeout: 120_000, interval: 500 }).toBe('1');
  expect(await page.evaluate(() => 'reportWatchMark' in window)).toBe(true);
  await card.hover();
  await card.getByRole('link', { name: words.view }).click();
  await page.getByTestId('report-view').waitFor();
  await page.getByTestId('report-writing').getByText(words.ruleBased).waitFor();
  await page.getByTestId('report-section-overview').getByTestId('figure-source').first().waitFor();
}

describe('AI reports', () => {
  for (const [locale, viewport, size] of [
    ['zh-CN', VIEWPORTS.wide, 'wide'],
    ['en-US', VIEWPORTS.narrow, 'narrow'],
  ] as const) {
    it(`creates an ASIN report and a market report and reads them online (${size}, ${locale})`, async (test) => {
      const words = WORDS[locale];
      const { page, user, account } = await signedInPage(product.browser, product.server, test, {
        viewport,
        locale,
      });
      await waitForDemoData(product.server, user.token);
      await topUp(account, user.token);

      await page.goto(`${product.server.baseUrl}/products/asin_fx/index`);
      await page.getByRole('textbox', { name: 'ASIN', exact: true }).fill(DEMO_ASIN.toLowerCase());
      await createAndWatch(page, words, words.asinDone);
      expect(page.url()).toContain(`/product/online/US/${DEMO_ASIN}`);
      await screenshot(page, `reports-${size}-${locale}-asin-online`);

      await page.goto(`${product.server.baseUrl}/products/sc_fx/index`);
      await page.getByRole('button', { name: 'toy', exact: true }).click();
      await createAndWatch(page, words, words.marketDone);
      expect(page.url()).toMatch(/\/market\/online\/us-/);
      await page.locator('[data-testid^="report-chart-"] svg').first().waitFor();
      await screenshot(page, `reports-${size}-${locale}-market-online`);

      await page.goto(`${product.server.baseUrl}/products/sc_fx/index`);
      await page.locator('[data-testid^="report-card-"]').first().waitFor();
      await screenshot(page, `reports-${size}-${locale}-market-cards`);
    });
  }
});

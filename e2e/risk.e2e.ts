import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { adminCommand, currentUser } from './fixtures/billing.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct(OPERATOR_ENV);

// A drawing of the shared 2007 set as the product image (licence: ../shared/data/design_patents/SOURCE.md).
const DRAWING = path.resolve(
  import.meta.dirname,
  '../../shared/data/design_patents/us_design_2007_images/USD0534331.png',
);
const hasShared = fs.existsSync(DRAWING);
if (!hasShared) console.log(`risk e2e: ${DRAWING} is absent, so the spec is skipped`);

// Hand-made rows (never shown to a seller outside this test): one product and its brand's live mark.
const PRODUCTS = `marketplace,asin,title,brand,category_path,price,currency
US,B0RISKE2E1,Zestora Garlic Press Stainless Steel,Zestora,Kitchen > Utensils,19.99,USD
`;
const MARKS = `mark,owner,office,classes,status,serial
ZESTORA,Zestora Brands LLC,USPTO,8;21,live,97123456
`;

beforeAll(async () => {
  await importAsOperator(product.server, 'products', { name: 'risk-products.csv', bytes: PRODUCTS });
  await importAsOperator(product.server, 'trademarks', { name: 'risk-marks.csv', bytes: MARKS });
});

/** Power for one analysis: a top-up paid from the balance the operator credits. */
async function topUp(account: string, token: string) {
  await adminCommand(product.server, 'money', ['credit', account, '10', '--reason', 'e2e risk']);
  const order = await call(product.server.baseUrl, API.createOrder, { type: 0, number: 1, id: 101 }, token);
  expect(order.code).toBe(1);
  expect((await currentUser(product.server, token)).power).toBeGreaterThanOrEqual(5);
}

/** Pastes text into an element as the clipboard would (a paste event carrying text/plain). */
async function pasteText(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const WORDS = {
  'zh-CN': {
    heading: '侵权风险分析',
    ok: '确定',
    high: '高风险',
    rules: '本结论由内置规则生成',
    noPatents: '数据库中还没有外观专利附图',
  },
  'en-US': {
    heading: 'Infringement risk analysis',
    ok: 'Start',
    high: 'High risk',
    rules: 'Written by built-in rules',
    noPatents: 'no design-patent drawings yet',
  },
} as const;

describe.skipIf(!hasShared)('the AI infringement-risk analysis', () => {
  for (const [locale, viewport, size] of [
    ['zh-CN', VIEWPORTS.wide, 'wide'],
    ['en-US', VIEWPORTS.narrow, 'narrow'],
  ] as const) {
    it(`pastes an ASIN, uploads, crops and rotates a drawing, runs the analysis and reads the verdict (${size}, ${locale})`, async (test) => {
      const words = WORDS[locale];
      const { page, user, account } = await signedInPage(product.browser, product.server, test, {
        viewport,
        locale,
      });
      await topUp(account, user.token);
      await page.goto(`${product.server.baseUrl}/products/ai_pantent/index`);
      await page.getByRole('heading', { name: words.heading }).waitFor();

      await pasteText(page, 'risk-image-input', 'https://www.amazon.com/dp/B0RISKE2E1?th=1');
      await expect
        .poll(() => page.getByTestId('risk-title').inputValue(), { timeout: 30_000 })
        .toContain('Zestora');
      expect(await page.getByTestId('risk-asin').inputValue()).toBe('B0RISKE2E1');

      await page.locator('input[type=file]').setInputFiles(DRAWING);
      const preview = page.getByTestId('risk-image-preview');
      await preview.waitFor();
      const uploaded = await preview.getAttribute('src');
      await page.getByTestId('risk-image-input').hover();
      await page.getByTestId('risk-image-edit').click();
      await page.locator('[data-testid="risk-cropper"] img').waitFor();
      await page.getByTestId('risk-rotate-right').click();
      await page.getByTestId('risk-rotate-left').click();
      await page.getByTestId('risk-rotate-right').click();
      await page.getByTestId('risk-crop-confirm').click();
      await page.getByTestId('risk-cropper').waitFor({ state: 'detached' });
      await expect.poll(() => preview.getAttribute('src')).not.toBe(uploaded);

      await page.getByTestId('risk-analyze').click();
      await page.getByRole('dialog').getByRole('button', { name: words.ok }).click();
      await page.waitForURL(/\?id=\d+$/);
      const result = page.getByTestId('risk-result');
      await expect
        .poll(() => result.getAttribute('data-state'), { timeout: 120_000, interval: 500 })
        .toBe('1');
      await page.getByTestId('risk-verdict').getByText(words.rules).waitFor();
      await page.getByTestId('risk-trademarks').getByRole('link', { name: 'ZESTORA' }).waitFor();
      await page.getByTestId('risk-trademarks').getByText('97123456').waitFor();
      await result.getByTestId('risk-level-high').first().waitFor();
      await page.getByText(words.noPatents).waitFor();
      await page.getByTestId('risk-result-image').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `risk-${size}-${locale}`);

      await page.getByTestId('risk-trademarks').getByRole('link', { name: 'ZESTORA' }).click();
      await page.waitForURL(/\/trademark\?trademark=ZESTORA/);
    });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from '@asinasin/contract';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { adminCommand, currentUser } from './fixtures/billing.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV, operatorOf } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct(OPERATOR_ENV);

// A drawing of the shared 2007 set as the product image (licence: ../shared/data/design_patents/SOURCE.md).
const DRAWING = path.resolve(
  import.meta.dirname,
  '../../shared/data/design_patents/us_design_2007_images/USD0534331.png',
);
const SHARED_DRAWINGS = path.resolve(import.meta.dirname, '../../shared/data/design_patents');
const hasShared = fs.existsSync(DRAWING);
if (!hasShared) console.log(`risk e2e: ${DRAWING} is absent, so the spec is skipped`);

// Hand-made rows (never shown to a seller outside this test): one product and its brand's live mark.
const PRODUCTS = `marketplace,asin,title,brand,category_path,price,currency
US,B0RISKE2E1,Zestora Garlic Press Stainless Steel,Zestora,Home & Kitchen > Kitchen & Dining > Kitchen Utensils & Gadgets,19.99,USD
`;
const MARKS = `mark,owner,office,classes,status,serial
ZESTORA,Zestora Brands LLC,USPTO,8;21,live,97123456
`;

beforeAll(async () => {
  await importAsOperator(product.server, 'products', { name: 'risk-products.csv', bytes: PRODUCTS });
  await importAsOperator(product.server, 'trademarks', { name: 'risk-marks.csv', bytes: MARKS });
});

/**
 * The shared drawing table's first rows with their drawings, as one zip (the import page's upload
 * of design patents with their drawings; licence: ../shared/data/design_patents/SOURCE.md).
 */
function drawingsZip(count: number): Uint8Array<ArrayBuffer> {
  const lines = fs
    .readFileSync(path.join(SHARED_DRAWINGS, 'us_design_2007_metadata.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(0, count + 1);
  const files: Record<string, Uint8Array> = { 'drawings.csv': new TextEncoder().encode(lines.join('\n')) };
  for (const line of lines.slice(1)) {
    const image = line.split(',').at(-2)!;
    files[image] = fs.readFileSync(path.join(SHARED_DRAWINGS, image));
  }
  return zipSync(files) as Uint8Array<ArrayBuffer>;
}

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
    classes: '与商品尼斯分类第 8, 21 类相同的商标排在前面',
    inClass: '同类',
    importKind: '外观专利',
    importButton: '导入',
    brandWord: '品牌词：Zestora',
  },
  'en-US': {
    heading: 'Infringement risk analysis',
    ok: 'Start',
    high: 'High risk',
    rules: 'Written by built-in rules',
    classes: 'Marks in the product’s Nice class 8, 21 come first',
    inClass: 'in class',
    importKind: 'Design patents',
    importButton: 'Import',
    brandWord: 'Brand word: Zestora',
  },
} as const;

describe.skipIf(!hasShared)('the AI infringement-risk analysis', () => {
  it('the operator uploads design patents with their drawings as one zip on the import page (1440, zh-CN)', async (test) => {
    const operator = await operatorOf(product.server);
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.wide,
      as: operator,
    });
    await page.goto(`${product.server.baseUrl}/data#import`);
    const form = page.getByTestId('import-form');
    await form.getByText(WORDS['zh-CN'].importKind, { exact: true }).click();
    await form.locator('input[type=file]').setInputFiles({
      name: 'drawings.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(drawingsZip(12)),
    });
    await form.getByTestId('import-chosen-file').waitFor();
    await form.getByRole('button', { name: WORDS['zh-CN'].importButton, exact: true }).click();
    const run = page.getByTestId('import-run');
    await run.waitFor();
    await expect.poll(() => run.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    const accepted = run.locator('th', { hasText: '导入行数' }).locator('+ td');
    expect(await accepted.textContent()).toBe('12');
  });

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
      await page.getByTestId('risk-classes').getByText(words.classes).waitFor();
      await page.getByTestId('risk-trademarks').getByText(words.inClass, { exact: true }).waitFor();
      // the drawing the image was cropped and rotated from, found among the uploaded drawings
      const patents = page.getByTestId('risk-patents');
      await patents.getByRole('link', { name: 'USD0534331' }).waitFor();
      await patents.getByRole('img', { name: 'USD0534331' }).waitFor();
      await page.getByTestId('risk-result-image').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `risk-${size}-${locale}`);

      await page.getByTestId('risk-trademarks').getByRole('link', { name: 'ZESTORA' }).click();
      await page.waitForURL(/\/trademark\?trademark=ZESTORA/);

      // the product page flags the brand word, naming the mark in its tooltip
      await page.goto(
        `${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=B0RISKE2E1`,
      );
      const flag = page.getByTestId('brand-flag');
      await flag.getByText(words.brandWord).waitFor();
      await flag.hover();
      await page
        .getByTestId('brand-flag-tooltip')
        .getByText(/97123456/)
        .waitFor();
      await screenshot(page, `risk-brand-flag-${size}-${locale}`);
    });
  }
});

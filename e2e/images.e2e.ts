import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

/** Real images of the shared data: design-patent drawings (line art on white). */
const DRAWINGS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared/data/design_patents/us_design_2007_images',
);
const hasDrawings = fs.existsSync(DRAWINGS);
/** A chandelier (no text) and a bow tie printed with "LOVE AND PEACE". */
const PLAIN = path.join(DRAWINGS, 'USD0535049.png');
const LETTERED = path.join(DRAWINGS, 'USD0534333.png');

const product = useProduct();

const WORDS = {
  'zh-CN': {
    uploaded: '已上传',
    size: '方图尺寸',
    optimize: '开始优化',
    done: '已完成 2 张',
    download: '下载 ZIP',
    check: '开始检测',
    noText: '未发现成行文字',
    text: '发现 1 行疑似文字',
    sizeRule: '最长边 512 像素（要求 ≥ 1000）',
    history: '图片历史',
  },
  'en-US': {
    uploaded: 'Uploaded',
    size: 'Square size',
    optimize: 'Optimize',
    done: '2 done',
    download: 'Download ZIP',
    check: 'Check',
    noText: 'No line of text found',
    text: '1 line(s) that look like text',
    sizeRule: 'Longest side 512 px (1000 or more)',
    history: 'Image history',
  },
} as const;

async function uploadBoth(page: Page, uploaded: string) {
  await page.getByTestId('upload-input').setInputFiles([PLAIN, LETTERED]);
  await expect.poll(() => page.getByText(uploaded, { exact: true }).count(), { timeout: 60_000 }).toBe(2);
}

/** The width and height of an image, as the browser decodes it. */
const decodedSize = (page: Page, bytes: Uint8Array) =>
  page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/jpeg' }));
    return [bitmap.width, bitmap.height];
  }, Array.from(bytes));

const cases = [
  { viewport: VIEWPORTS.wide, locale: 'zh-CN', name: '1440' },
  { viewport: VIEWPORTS.narrow, locale: 'en-US', name: '390' },
] as const;

describe.skipIf(!hasDrawings)('image tools', () => {
  for (const { viewport, locale, name } of cases) {
    it(`optimizes a batch and downloads it as a zip that opens (${name}, ${locale})`, async (test) => {
      const words = WORDS[locale];
      const { page } = await signedInPage(product.browser, product.server, test, { viewport, locale });
      await page.goto(`${product.server.baseUrl}/ai/image/optimizer`);
      await uploadBoth(page, words.uploaded);
      await page.getByLabel(words.size).click();
      await page.getByTitle('1000 × 1000').click();
      await page.getByRole('button', { name: words.optimize }).click();
      await page.getByText(words.done).first().waitFor({ timeout: 120_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^images-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.zip$/);
      const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
      expect(Object.keys(files).sort()).toEqual(['USD0534333-1000.jpg', 'USD0535049-1000.jpg']);
      for (const data of Object.values(files)) expect(await decodedSize(page, data)).toEqual([1000, 1000]);
      await screenshot(page, `image-optimizer-${name}-${locale}`);
      // the originals and their results are in the history
      await page.goto(`${product.server.baseUrl}/picture`);
      const history = page.getByTestId('image-history');
      await history.getByText('USD0535049-1000.jpg').waitFor();
      await history.getByText(words.history).waitFor();
    });
  }

  for (const { viewport, locale, name } of [
    { ...cases[0], locale: 'en-US' },
    { ...cases[1], locale: 'zh-CN' },
  ] as const) {
    it(`checks main images and reports each rule (${name}, ${locale})`, async (test) => {
      const words = WORDS[locale];
      const { page } = await signedInPage(product.browser, product.server, test, { viewport, locale });
      await page.goto(`${product.server.baseUrl}/picture/wise`);
      await uploadBoth(page, words.uploaded);
      await page.getByRole('button', { name: words.check }).click();
      const results = page.getByTestId('check-results');
      await results.getByText(words.noText).waitFor({ timeout: 120_000 });
      await results.getByText(words.text).waitFor({ timeout: 120_000 });
      expect(await results.getByText(words.sizeRule).count()).toBe(2);
      await screenshot(page, `image-check-${name}-${locale}`);
    });
  }
});

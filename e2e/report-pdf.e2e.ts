import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { API } from '@asinasin/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeChatServer } from '../apps/server/test/support/fake-chat-server.js';
import { call } from './fixtures/api.js';
import { adminCommand, currentUser } from './fixtures/billing.js';
import { artifactsDir, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { waitForDemoData } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const run = promisify(execFile);

// The writer is a local model endpoint the test scripts: it writes, or it fails (a forced failure).
const WRITTEN = {
  chunks: ['A steady seller in its category. ', 'Compare its listing with its competitors.'],
};
const model = await startFakeChatServer([WRITTEN]);
afterAll(() => model.close());
const product = useProduct({ LLM_BASE_URL: model.url, LLM_MODEL: 'test-model', LLM_MAX_RETRIES: '0' });
const DEMO_ASIN = 'B014TMV5YE';

const WORDS = {
  'zh-CN': {
    analyze: 'AI 分析',
    create: '生成',
    created: '创建ASIN报告任务成功',
    download: '下载报告',
    recreate: '重新创建',
    section: '竞品',
    failed: 'PDF报告失败，需重新创建',
  },
  'en-US': {
    analyze: 'AI analysis',
    create: 'Create',
    created: 'ASIN report task created',
    download: 'Download report',
    recreate: 'Recreate',
    section: 'Competitors',
    failed: 'The PDF report failed and must be recreated',
  },
} as const;

/** The newest card, once its state is the one awaited (the list is read again while one runs). */
async function newestCardIn(page: Page, state: '1' | '2'): Promise<Locator> {
  const card = page.locator('[data-testid^="report-card-"]').first();
  await expect.poll(() => card.getAttribute('data-state'), { timeout: 120_000, interval: 500 }).toBe(state);
  return card;
}

async function orderReport(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  await page.goto(`${product.server.baseUrl}/products/asin_fx/index`);
  await page.getByRole('textbox', { name: 'ASIN', exact: true }).fill(DEMO_ASIN);
  await page.getByRole('button', { name: words.analyze }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.create }).click();
  await page.getByText(words.created).waitFor();
}

describe('AI report PDFs', () => {
  for (const [locale, viewport, size] of [
    ['zh-CN', VIEWPORTS.wide, 'wide'],
    ['en-US', VIEWPORTS.narrow, 'narrow'],
  ] as const) {
    it(`downloads a report's PDF from its card; a failed report is refunded and recreated (${size}, ${locale})`, async (test) => {
      const words = WORDS[locale];
      const { page, user, account } = await signedInPage(product.browser, product.server, test, {
        viewport,
        locale,
      });
      await waitForDemoData(product.server, user.token);
      await adminCommand(product.server, 'money', ['credit', account, '10', '--reason', 'e2e report pdf']);
      const order = await call(
        product.server.baseUrl,
        API.createOrder,
        { type: 0, number: 1, id: 101 },
        user.token,
      );
      expect(order.code).toBe(1);

      model.script([WRITTEN]);
      await orderReport(page, words);
      const card = await newestCardIn(page, '1');
      await card.hover();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: words.download }).click(),
      ]);
      const file = path.join(artifactsDir, `report-pdf-${size}-${locale}.pdf`);
      await download.saveAs(file);
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
      expect(text).toContain(DEMO_ASIN);
      expect(text).toContain(words.section);
      await run('pdftoppm', [
        '-png',
        '-r',
        '50',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        file.replace(/\.pdf$/, ''),
      ]);
      await screenshot(page, `report-pdf-${size}-${locale}-cards`);

      // A forced failure: the model refuses every attempt. The power comes back; recreate makes it.
      const before = (await currentUser(product.server, user.token)).power;
      model.script([{ status: 500 }]);
      await orderReport(page, words);
      const failed = await newestCardIn(page, '2');
      expect((await currentUser(product.server, user.token)).power).toBe(before);
      await failed.getByLabel(words.failed).waitFor();
      model.script([WRITTEN]);
      await failed.hover();
      await failed.getByRole('button', { name: words.recreate }).click();
      await newestCardIn(page, '1');
      expect((await currentUser(product.server, user.token)).power).toBeLessThan(before);
      await screenshot(page, `report-pdf-${size}-${locale}-recreated`);
    });
  }
});

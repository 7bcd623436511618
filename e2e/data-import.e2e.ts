import { searchTermsReport } from '../apps/server/test/support/search-terms-report.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerSeller } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { OPERATOR_ACCOUNT, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage, type RegisteredSeller } from './fixtures/seller.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// Real history for tests only (licence: ../shared/data/bsr_timeseries/SOURCE.md): read from there.
const SNAPSHOTS = path.resolve(
  here,
  '../../shared/data/bsr_timeseries/amazon_us_bestsellers_node11056291_3snapshots.csv',
);
const hasSnapshots = fs.existsSync(SNAPSHOTS);
if (!hasSnapshots) console.warn(`skipping the snapshots upload: ${SNAPSHOTS} is absent`);

const product = useProduct(OPERATOR_ENV);
let operator: RegisteredSeller;
beforeAll(async () => {
  operator = await registerSeller(product.server.baseUrl, OPERATOR_ACCOUNT);
});

/** Opens /data#import and checks that the page landed on the section. */
async function openImport(page: Page, heading: string) {
  await page.goto(`${product.server.baseUrl}/data#import`);
  await page.getByText(heading, { exact: true }).waitFor();
  const landed = () =>
    page.evaluate(() => {
      const top = document.getElementById('import')!.getBoundingClientRect().top;
      return top >= -2 && top < window.innerHeight;
    });
  await expect.poll(landed).toBe(true);
}

/** Nothing on the page (a long format name, a command) may push it wider than a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** Uploads a file through the form, chosen in the picker or dropped on the zone; waits for its run to end. */
async function upload(page: Page, kind: string, file: string, submit: string, how: 'pick' | 'drop' = 'pick') {
  const form = page.getByTestId('import-form');
  await form.getByText(kind, { exact: true }).click();
  if (how === 'pick') {
    await form.locator('input[type=file]').setInputFiles(file);
  } else {
    // What a drag from the desktop delivers: a DataTransfer holding the file.
    const dataTransfer = await page.evaluateHandle(
      ({ name, bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name));
        return transfer;
      },
      { name: path.basename(file), bytes: [...fs.readFileSync(file)] },
    );
    await form.getByTestId('import-drop').dispatchEvent('drop', { dataTransfer });
  }
  await form.getByTestId('import-chosen-file').waitFor();
  await form.getByRole('button', { name: submit, exact: true }).click();
  const run = page.getByTestId('import-run');
  await run.waitFor();
  await expect.poll(() => run.getAttribute('data-status'), { timeout: 30_000 }).not.toBe('running');
  return run;
}

/** The counts the run panel shows, by their labels. */
async function counts(page: Page, labels: string[]) {
  const run = page.getByTestId('import-run');
  const values: string[] = [];
  for (const label of labels) {
    values.push((await run.locator('th', { hasText: label }).locator('+ td').textContent()) ?? '');
  }
  return values;
}

describe('importing from the browser', () => {
  it.skipIf(!hasSnapshots)(
    'the operator uploads best-seller history as snapshots and sees the run finish with its counts (1440, zh-CN)',
    async (test) => {
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS.wide,
        as: operator,
      });
      await openImport(page, '导入什么、怎么导入');
      await screenshot(page, 'data-import-operator-form-wide-zh-CN');
      const run = await upload(page, '历史快照', SNAPSHOTS, '导入', 'drop');
      expect(await run.getAttribute('data-status')).toBe('done');
      await run.getByText('已导入：页面现在读取新的数据。').waitFor();
      expect(await counts(page, ['格式', '读取行数', '导入行数', '拒绝行数'])).toEqual([
        'bestseller-list',
        '200',
        '200',
        '0',
      ]);
      // The list of runs names it, and the page's own list of imports too (read again when it ended).
      const runs = page.getByTestId('import-runs');
      await runs
        .getByRole('row', { name: /amazon_us_bestsellers_node11056291_3snapshots\.csv.*完成/ })
        .waitFor();
      await page
        .getByRole('cell', { name: 'amazon_us_bestsellers_node11056291_3snapshots.csv' })
        .first()
        .waitFor();
      await screenshot(page, 'data-import-snapshots-done-wide-zh-CN');
    },
  );

  it('the operator uploads a Brand Analytics report on a phone and reads the refused row (390, en-US)', async (test) => {
    const report = searchTermsReport({ start: '2026-11-01', end: '2026-11-07' }, [
      {
        term: 'garlic press',
        rank: 1,
        clicked: [
          ['B0TEST0001', 0.3, 0.1],
          ['B0TEST0002', 0.2, 0.05],
          ['B0TEST0003', 0.1, 0.02],
        ],
      },
      {
        term: 'lemon squeezer',
        rank: 2,
        clicked: [
          ['B0TEST0004', 0.4, 0.2],
          ['B0TEST0005', 0.1, 0.03],
          ['B0TEST0006', 0.05, 0.01],
        ],
      },
      { term: 'broken share', rank: 3, clicked: [['NOTANASIN', 0.2, 0.1]] },
    ]);
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-e2e-')),
      'search-terms-week-45.json',
    );
    fs.writeFileSync(file, report);
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
      as: operator,
    });
    await openImport(page, 'What to import and how');
    const run = await upload(page, 'Search terms', file, 'Import');
    expect(await run.getAttribute('data-status')).toBe('done');
    expect(await counts(page, ['Format', 'Rows read', 'Rows imported', 'Rows refused'])).toEqual([
      'sp-api-json',
      '7',
      '6',
      '1',
    ]);
    await run
      .getByTestId('import-reasons')
      .getByRole('row', { name: /7 clickedAsin: not a valid ASIN/ })
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'data-import-search-terms-narrow-en-US');
    // A file of the wrong type is refused before it is sent.
    await page.getByRole('button', { name: 'Import another file' }).click();
    const form = page.getByTestId('import-form');
    await form.getByText('Business report', { exact: true }).click();
    await form.locator('input[type=file]').setInputFiles(file);
    await form.getByText('This kind takes .csv files').waitFor();
    await form.getByRole('button', { name: 'Import', exact: true }).click();
    await form.getByText('Choose the marketplace the report is from').waitFor();
    await screenshot(page, 'data-import-refused-narrow-en-US');
  });

  for (const { viewport, locale, askOperator } of [
    { viewport: 'wide', locale: 'en-US', askOperator: 'Importing is done by the operator' },
    { viewport: 'narrow', locale: 'zh-CN', askOperator: '数据由运营方导入' },
  ] as const) {
    it(`a seller who is not the operator reads the guide and who to ask, with no form (${viewport}, ${locale})`, async (test) => {
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[viewport],
        locale,
      });
      await openImport(page, locale === 'en-US' ? 'What to import and how' : '导入什么、怎么导入');
      await page.getByText(askOperator, { exact: true }).waitFor();
      expect(await page.getByTestId('import-form').count()).toBe(0);
      expect(await page.locator('input[type=file]').count()).toBe(0);
      await page.getByTestId('import-kind-search-terms').waitFor();
      if (viewport === 'narrow') await expectNoSidewaysScroll(page);
      await screenshot(page, `data-import-seller-${viewport}-${locale}`);
    });
  }
});

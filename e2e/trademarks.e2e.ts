import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct(OPERATOR_ENV);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The real TSDR record of PYTHON (public domain, shipped as demo data), and a few word marks as a
// plain CSV (a test fixture of the format) with confusable neighbours, imported through the
// operator's API as an operator would.
const MARKS = `mark,owner,office,classes,status,serial
Sunny Home,Owner C,USPTO,21,live,90000003
SUNNYHOME,Owner D,EUIPO,21,dead,90000004
SUNNY HOME,Owner E,DPMA,20,live,90000005
Pyth0n Tools,Owner F,USPTO,8,live,90000006
`;

beforeAll(async () => {
  const st66 = fs.readFileSync(path.join(repo, 'data/demo/trademarks/tsdr_sn76044902_PYTHON_st66.xml'));
  await importAsOperator(product.server, 'trademarks', {
    name: 'python-st66.xml',
    bytes: new Uint8Array(st66),
  });
  await importAsOperator(product.server, 'trademarks', { name: 'marks.csv', bytes: MARKS });
});

const shownMarks = (page: Page) =>
  page
    .locator('[data-testid="trademark-table"] tbody tr.server-table-row [data-testid="trademark-mark"]')
    .allTextContents();

describe('trademark search', () => {
  it('searches a brand, live marks first, and filters by office and status (1440 px zh-CN)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    await page.goto(`${product.server.baseUrl}/trademark`);
    await page.getByRole('heading', { name: '商标查询' }).waitFor();
    await page.getByTestId('trademark-submit').click();
    await page.getByText('请输入要查询的品牌名').waitFor();
    await page.getByTestId('trademark-brand').fill('sunny home');
    await page.getByTestId('trademark-submit').click();
    await page.waitForURL(/trademark=sunny\+home/);
    await expect.poll(() => shownMarks(page)).toEqual(['SUNNY HOME', 'Sunny Home', 'SUNNYHOME']);
    await page.getByText('共 3 个相近商标').waitFor();
    expect(await page.getByTestId('trademark-status').allTextContents()).toEqual(['有效', '有效', '失效']);
    await page.getByTestId('trademark-why').first().getByText('完全相同').waitFor();
    await screenshot(page, 'trademark-wide-zh-CN');

    await page.getByTestId('trademark-status-filter').click();
    await page.locator('.ant-select-item-option[title="失效"]').click();
    await page.waitForURL(/status=dead/);
    await expect.poll(() => shownMarks(page)).toEqual(['SUNNYHOME']);
    await page.getByTestId('trademark-why').getByText('仅空格不同').waitFor();
  });

  it('goes from a shared link with filters, in English on a phone (390 px en-US)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await page.goto(`${product.server.baseUrl}/trademark?trademark=python&office=USPTO&classes=9`);
    await page.getByRole('heading', { name: 'Trademark search' }).waitFor();
    await expect.poll(() => shownMarks(page)).toEqual(['PYTHON']);
    await page.getByText('PYTHON SOFTWARE FOUNDATION').waitFor();
    await page.getByText('Reg. 2824281').waitFor();
    await page.getByText('Filed 2000-05-09').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'trademark-narrow-en-US');

    // without the class filter the look-alike "Pyth0n Tools" shows too, after the exact mark
    await page.goto(`${product.server.baseUrl}/trademark?trademark=python`);
    await expect.poll(() => shownMarks(page)).toEqual(['PYTHON', 'Pyth0n Tools']);
    await page.goto(`${product.server.baseUrl}/trademark?trademark=zzqqxx`);
    await page.getByTestId('trademark-no-match').waitFor();
  });
});

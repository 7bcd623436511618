import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct(OPERATOR_ENV);

/** Picks a Locarno class in the advanced panel by typing its code into the select's search. */
async function chooseClass(page: Page, code: string) {
  await page.getByTestId('patent-locLarge').click();
  await page.keyboard.type(`${code} ·`);
  await page.locator(`.ant-select-item-option[title^="${code} · "]`).click();
}

// The shared USPTO grant sample (one design grant, "Home plate shaped waffle", Locarno 01-01) and a
// drawing of the shared 2007 set as the search image (licence: ../shared/data/design_patents/SOURCE.md).
const SHARED = path.resolve(import.meta.dirname, '../../shared/data/design_patents');
const GRANTS = path.join(SHARED, 'ipgb20221025_sample.xml');
const DRAWING = path.join(SHARED, 'us_design_2007_images/USD0534331.png');
const hasShared = fs.existsSync(GRANTS) && fs.existsSync(DRAWING);
if (!hasShared) console.log(`patents e2e: ${SHARED} is absent, so the spec is skipped`);

beforeAll(async () => {
  if (!hasShared) return;
  await importAsOperator(product.server, 'design-patents', {
    name: 'ipgb20221025.xml',
    bytes: new Uint8Array(fs.readFileSync(GRANTS)),
  });
});

describe.skipIf(!hasShared)('design-patent search', () => {
  it('searches by keyword, then by an image with the keyword, and opens the newest (1440 px zh-CN)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    await page.goto(`${product.server.baseUrl}/patent`);
    await page.getByRole('heading', { name: '专利查询' }).waitFor();
    await page.getByTestId('patent-submit').click();
    await page.getByText('请上传图片或输入关键词').waitFor();

    await page.getByTestId('patent-keyword').fill('waffle');
    await page.getByTestId('patent-submit').click();
    await page.getByTestId('patent-card').getByText('Home plate shaped waffle').waitFor();
    await page.getByText('共 1 件相似专利').waitFor();
    await page.getByTestId('patent-why').getByText('标题含「waffle」').waitFor();
    await page.getByTestId('patent-score').getByText('相似度 100%').waitFor();
    await screenshot(page, 'patent-wide-zh-CN');

    // the grant sample has no drawings: an image alone finds nothing and the page says why
    await page.locator('input[type=file]').setInputFiles(DRAWING);
    await page.getByTestId('patent-image-preview').waitFor();
    await page.getByTestId('patent-keyword').fill('');
    await page.getByTestId('patent-submit').click();
    await page.getByTestId('patent-no-drawings').waitFor();
    await page.getByTestId('patent-no-match').waitFor();
    await page.getByTestId('patent-keyword').fill('waffle');
    await page.getByTestId('patent-submit').click();
    await page.getByTestId('patent-card').getByText('Home plate shaped waffle').waitFor();

    await page.getByRole('tab', { name: '最新专利' }).click();
    await page.getByTestId('patent-newest-link').click();
    await page.waitForURL(/\/patent-new$/);
    await page.getByRole('heading', { name: '最新专利' }).waitFor();
    await page.getByText('共 1 件').waitFor();
    await page.getByText('公告 2022-10-25').waitFor();
  });

  it('filters by Locarno class and lists the newest, in English on a phone (390 px en-US)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await page.goto(`${product.server.baseUrl}/patent`);
    await page.getByRole('heading', { name: 'Patent search' }).waitFor();
    await page.getByText('Advanced search').click();
    await chooseClass(page, '02');
    await page.getByTestId('patent-keyword').fill('waffle');
    await page.getByTestId('patent-submit').click();
    await page.getByTestId('patent-no-match').waitFor();
    await chooseClass(page, '01');
    await page.getByTestId('patent-submit').click();
    await page.getByTestId('patent-why').getByText('Same Locarno class').waitFor();
    await page.getByText('Title has "waffle"').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'patent-narrow-en-US');

    await page.goto(`${product.server.baseUrl}/patent-new?locLarge=01`);
    await page.getByRole('heading', { name: 'Newest patents' }).waitFor();
    await page.getByTestId('patent-new-list').getByText('Home plate shaped waffle').waitFor();
    await page.getByText('Patents: 1').waitFor();
    await page.goto(`${product.server.baseUrl}/patent-new?locLarge=02`);
    await page.getByTestId('patent-new-empty').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

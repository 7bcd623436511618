import { API } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAccount, searchTermsDocument } from '../apps/server/test/support/fake-sp-account.js';
import { startFakeSpApi } from '../apps/server/test/support/fake-sp-api.js';
import { garlicPressItem } from '../apps/server/test/support/fake-sp-catalog.js';
import { US_MARKETPLACE_ID } from '../apps/server/test/support/search-terms-report.js';
import { call, registerSeller } from './fixtures/api.js';
import { openPage, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { OPERATOR_ACCOUNT, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage, STORAGE } from './fixtures/seller.js';

// The operator's (fake) Amazon account serves Catalog Items and Product Fees as Amazon does
// (apps/server/test/support/fake-sp-catalog.ts, fake-sp-fees.ts). A seller reads a product from
// Amazon into the catalog, loads it into the profit calculator, and sees Amazon's own fees beside ours.
const ASIN = 'B0CATITEM1';
const account = fakeAccount();
const fake = await startFakeSpApi([account], {
  document: searchTermsDocument,
  catalog: { items: { [ASIN]: garlicPressItem(ASIN, US_MARKETPLACE_ID) } },
  fees: { fbaFee: { [ASIN]: 5.4 } },
});
afterAll(() => fake.close());
const product = useProduct({ ...OPERATOR_ENV, SP_API_ENDPOINT: fake.url });

beforeAll(async () => {
  const operator = await registerSeller(product.server.baseUrl, OPERATOR_ACCOUNT);
  const connected = await call(
    product.server.baseUrl,
    API.amazonConnectionCreate,
    {
      name: 'Operator US',
      region: 'na',
      marketplaces: ['US'],
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      refreshToken: account.refreshToken,
    },
    operator.user.token,
  );
  expect(connected.code).toBe(1);
});

const fill = async (page: Page, label: string, value: string) => {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
};
const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.getByTitle(option, { exact: true }).last().click();
};
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe("Amazon's catalog and fees for a researched product", () => {
  it('a seller reads a product from Amazon and sees Amazon’s fees beside ours (1440, zh-CN)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.wide,
    });
    // The catalog lacks the product: its detail page offers to read it from Amazon, and shows it once read.
    await page.goto(`${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=${ASIN}`);
    await page.getByText(`US 站点的目录中没有 ${ASIN}`).waitFor();
    await page.getByRole('button', { name: '从亚马逊读取' }).click();
    await page.getByText(/已从亚马逊读取 1 个商品/).waitFor({ timeout: 60_000 });
    await page.getByText(`US 站点的目录中没有 ${ASIN}`).waitFor({ state: 'detached', timeout: 60_000 });
    await screenshot(page, 'amazon-read-product-wide-zh-CN');
    await page.goto(`${product.server.baseUrl}/ai/profit/analysis`);
    await page.getByRole('heading', { name: '利润分析' }).waitFor();
    await page.getByLabel('按 ASIN 从数据库载入').fill(ASIN);
    await page.getByRole('button', { name: '载入' }).click();
    await expect.poll(() => page.getByLabel('长 (cm)', { exact: true }).inputValue()).toBe('19.05');
    expect(Number(await page.getByLabel('重量 (kg)', { exact: true }).inputValue())).toBeCloseTo(0.2268, 3);
    await choose(page, '类目', '家居厨房');
    await fill(page, '售价（USD）', '25');
    await fill(page, '采购成本 (CNY)', '20');
    await page.getByRole('button', { name: '计算' }).click();
    const fees = page.getByTestId('amazon-fees');
    await fees.getByText('9.15 USD').waitFor();
    await fees.getByText('FBA 配送费').waitFor();
    await fees.getByText('通过本站的连接“Operator US”查询。').waitFor();
    await screenshot(page, 'amazon-fees-wide-zh-CN');
  });

  it('a visitor is told to sign in and connect an account for Amazon’s estimate (390, en-US)', async (test) => {
    const { page } = await openPage(product.browser, test, { viewport: VIEWPORTS.narrow, locale: 'en-US' });
    await page.goto(`${product.server.baseUrl}/healthz`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      STORAGE.language,
      'en-US',
    ] as const);
    await page.goto(`${product.server.baseUrl}/ai/profit/analysis`);
    await page.getByRole('heading', { name: 'Profit analysis' }).waitFor();
    await page.getByLabel('Load from catalog by ASIN').fill(ASIN);
    await page.getByRole('button', { name: 'Load' }).click();
    await expect.poll(() => page.getByLabel('Length (cm)', { exact: true }).inputValue()).toBe('19.05');
    await choose(page, 'Category', 'Home & Kitchen');
    await fill(page, 'Sale price (USD)', '25');
    await fill(page, 'Cost of goods (CNY)', '20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText(/Sign in and connect your Amazon account/).waitFor();
    await fitsWidth(page, 390);
    await screenshot(page, 'amazon-fees-narrow-en-US');
  });
});

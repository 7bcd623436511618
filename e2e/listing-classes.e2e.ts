import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct(OPERATOR_ENV);

// A hand-made word mark (never shown to a seller outside this test), live only in class 25.
const MARKS = `mark,owner,office,classes,status,serial
VELMORA,Velmora Apparel LLC,USPTO,25,live,98111125
`;

beforeAll(async () => {
  await importAsOperator(product.server, 'trademarks', { name: 'class-marks.csv', bytes: MARKS });
});

const WORDS = {
  'zh-CN': { title: '标题', category: '商品类别（品牌词扫描）', check: '开始评估' },
  'en-US': { title: 'Title', category: 'Product category (brand-word scan)', check: 'Check listing' },
} as const;

async function pickCategory(page: Page, locale: keyof typeof WORDS, category: string) {
  await page.getByLabel(WORDS[locale].category).click();
  await page.getByLabel(WORDS[locale].category).fill(category.slice(0, 8));
  await page.locator(`.ant-select-item-option[title^="${category} ·"]`).click();
}

async function checkInClasses(page: Page, locale: keyof typeof WORDS, tag: string) {
  await page.goto(`${product.server.baseUrl}/ai/listing/estimate`);
  await page.getByLabel(WORDS[locale].title, { exact: true }).fill('Velmora Ruffle Wrap Dress for Women');
  const report = page.getByTestId('estimate-report');
  // no category: every class is checked, and the mark is flagged
  await page.getByRole('button', { name: WORDS[locale].check }).click();
  await report
    .getByTestId('brand-alert')
    .getByText(/VELMORA|Velmora/)
    .waitFor();
  // a kitchen product: the clothing mark is not registered for its goods
  await pickCategory(page, locale, 'Kitchen Utensils & Gadgets');
  await page.getByRole('button', { name: WORDS[locale].check }).click();
  await expect.poll(() => report.getByTestId('brand-alert').count()).toBe(0);
  await report.getByTestId('score-summary').waitFor();
  // a dress: class 25, flagged again
  await pickCategory(page, locale, "Women's Clothing");
  await page.getByRole('button', { name: WORDS[locale].check }).click();
  await report
    .getByTestId('brand-alert')
    .getByText(/VELMORA|Velmora/)
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await screenshot(page, `listing-classes-${tag}`);
}

describe('the listing check scans brand words in the product’s classes', () => {
  it('flags a clothing mark on a dress, not on a kitchen product (1440 px zh-CN)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    await checkInClasses(page, 'zh-CN', '1440-zh');
  });

  it('does the same on a phone in English (390 px en-US)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await checkInClasses(page, 'en-US', '390-en');
  });
});

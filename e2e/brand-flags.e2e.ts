import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct(OPERATOR_ENV);

// Hand-made rows (never shown to a seller outside this test): a mark live only in class 25, a
// dress whose title holds it (clothing: class 25) and a kitchen towel whose title holds it too
// (class 21/8/11: the mark is not registered for those goods, so no flag). The dress reports more
// "bought in past month" than any demo product, so it leads the hot products' bought leaders.
const PRODUCTS = `marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bought_past_month
US,B0FLAGE2E1,Velmora Ruffle Wrap Dress for Women,Lumen Threads,Clothing > Women > Women's Clothing,29.99,USD,4.4,120,900000
US,B0FLAGE2E2,Velmora Cotton Kitchen Towel Set,Lumen Home,Home & Kitchen > Kitchen & Dining,12.99,USD,4.1,80,10
`;
const MARKS = `mark,owner,office,classes,status,serial
VELMORA,Velmora Apparel LLC,USPTO,25,live,98111125
`;

beforeAll(async () => {
  await importAsOperator(product.server, 'products', { name: 'flag-products.csv', bytes: PRODUCTS });
  await importAsOperator(product.server, 'trademarks', { name: 'flag-marks.csv', bytes: MARKS });
});

const TEXT = {
  'zh-CN': {
    tag: '品牌词：Velmora',
    hit: '“Velmora”与商标 VELMORA 相同（USPTO 98111125，Velmora Apparel LLC，第 25 类）',
    classes: "已对照第 25 类的商标（类目 Women's Clothing）",
    selection: '选产品',
    hot: '热门产品',
  },
  'en-US': {
    tag: 'Brand word: Velmora',
    hit: '“Velmora” is the same word of the mark VELMORA (USPTO 98111125, Velmora Apparel LLC, class 25)',
    classes: "Checked against marks in class 25 (category Women's Clothing)",
    selection: 'Product selection',
    hot: 'Hot products',
  },
} as const;

/** The tooltip of a flag, opened by pointing at it (the one open tooltip of the page). */
async function tooltipOf(page: Page, flag: Locator) {
  await flag.hover();
  const tip = page.getByTestId('brand-flag-tooltip');
  await tip.waitFor();
  return tip;
}

/** A row's flag (the scan answers after the rows), its tooltip naming the mark and the classes. */
async function expectFlag(page: Page, row: Locator, locale: keyof typeof TEXT) {
  const flag = row.getByTestId('brand-flag');
  await flag.waitFor();
  expect(await flag.textContent()).toContain(TEXT[locale].tag);
  const tip = await tooltipOf(page, flag);
  await tip.getByText(TEXT[locale].hit).waitFor();
  await tip.getByText(TEXT[locale].classes).waitFor();
  return flag;
}

async function checkBothTables(page: Page, locale: keyof typeof TEXT, tag: string) {
  // product selection: both rows hold the word, only the dress is in the mark's class
  await page.goto(`${product.server.baseUrl}/select/product?marketplace=US&keyword=velmora`);
  await page.getByRole('heading', { name: TEXT[locale].selection }).waitFor();
  const dress = page.locator('tbody tr.server-table-row[data-row-key="US/B0FLAGE2E1"]');
  const towel = page.locator('tbody tr.server-table-row[data-row-key="US/B0FLAGE2E2"]');
  await towel.waitFor();
  await expectFlag(page, dress, locale);
  expect(await towel.getByTestId('brand-flag').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await screenshot(page, `brand-flags-selection-${tag}`);

  // hot products: the dress leads the bought leaders, flagged the same way
  await page.goto(`${product.server.baseUrl}/products/hot-product?kind=boughtLeaders&marketplace=US`);
  await page.getByRole('heading', { name: TEXT[locale].hot }).waitFor();
  await expectFlag(page, page.locator('tbody tr.server-table-row[data-row-key="B0FLAGE2E1"]'), locale);
  await screenshot(page, `brand-flags-hot-${tag}`);
}

describe('brand-word flags in the research tables', () => {
  it('flags a title holding a live mark of its class, with the mark in the tooltip (1440 px zh-CN)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    await checkBothTables(page, 'zh-CN', '1440-zh');
  });

  it('does the same on a phone in English (390 px en-US)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await checkBothTables(page, 'en-US', '390-en');
  });
});

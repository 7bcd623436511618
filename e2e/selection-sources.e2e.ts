import { API, type ProductSources } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';
import { csvTable, JUNGLE_SCOUT_DATABASE_HEADERS } from '../apps/server/test/support/vendor-exports.js';

const product = useProduct(OPERATOR_ENV);

// Hand-made rows (never shown to a seller outside this test), in a marketplace the demo data does
// not fill: a canonical products file and a Jungle Scout Product Database export, two sources.
const CANONICAL = `marketplace,asin,title,price,currency,bsr,bsr_category
CA,B0SRCE2E01,Maple Cutting Board,29.99,CAD,1200,Home & Kitchen
CA,B0SRCE2E02,Canoe Paddle Keychain,9.99,CAD,5400,Home & Kitchen
CA,B0SRCE2E03,Wool Toque,19.99,CAD,800,Clothing
`;
const jungleRow = (asin: string, name: string, rank: string) => ({
  ASIN: asin,
  'Product Name': name,
  Brand: 'Northtrail',
  Category: 'Sports & Outdoors',
  Price: '$24.99',
  Rank: rank,
  Reviews: '310',
  LQS: '7',
  Sellers: '2',
  'Date First Available': '05/17/2023',
  'Buy Box Owner': 'Northtrail',
  Rating: '4.5',
  Dimensions: '10cm x 8cm x 3cm',
  'Product Tier': 'Large standard-size',
  Weight: '0.39 kg',
});
const JUNGLE = csvTable(JUNGLE_SCOUT_DATABASE_HEADERS, [
  jungleRow('B0SRCE2E04', 'Trail Headlamp', '2100'),
  jungleRow('B0SRCE2E05', 'Camp Mug', '3300'),
]);
const JUNGLE_SOURCE = 'file:jungle-scout-product-database';

beforeAll(async () => {
  await importAsOperator(product.server, 'products', { name: 'ca-products.csv', bytes: CANONICAL });
  await importAsOperator(
    product.server,
    'products',
    { name: 'Jungle Scout CSV Export.csv', bytes: JUNGLE },
    { marketplace: 'CA' },
  );
});

const shownRows = (page: Page) =>
  page
    .locator('tbody tr.server-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')?.replace('CA/', '')).sort());

const TEXT = {
  'zh-CN': {
    more: /更多筛选/,
    label: '数据来源',
    option: '文件导入：jungle-scout-product-database（2 个商品）',
    search: /搜\s*索/,
  },
  'en-US': {
    more: /More filters/,
    label: 'Data source',
    option: 'File import: jungle-scout-product-database (2 products)',
    search: /Search/,
  },
} as const;

describe('product selection by data source', () => {
  for (const [viewport, width, locale] of [
    ['wide', 1440, 'zh-CN'],
    ['narrow', 390, 'en-US'],
  ] as const) {
    it(`lists the imported sources and keeps only one source's products (${width} px, ${locale})`, async (test) => {
      const { page, user } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[viewport],
        locale,
      });
      const words = TEXT[locale];
      const sources = await call<ProductSources>(
        product.server.baseUrl,
        `${API.productSources}?marketplace=CA`,
        undefined,
        user.token,
      );
      expect(sources.data.sources).toEqual([
        { source: 'file:canonical', kind: 'file', name: 'canonical', products: 3 },
        { source: JUNGLE_SOURCE, kind: 'file', name: 'jungle-scout-product-database', products: 2 },
      ]);

      await page.goto(`${product.server.baseUrl}/select/product?marketplace=CA`);
      await expect
        .poll(() => shownRows(page), { interval: 200 })
        .toEqual(['B0SRCE2E01', 'B0SRCE2E02', 'B0SRCE2E03', 'B0SRCE2E04', 'B0SRCE2E05']);

      await page.getByRole('button', { name: words.more }).click();
      await page.getByLabel(words.label, { exact: true }).click();
      await page.locator(`.ant-select-item-option[title="${words.option}"]`).click();
      await page.getByRole('button', { name: words.search }).click();
      await page.waitForURL(/source=file%3Ajungle-scout-product-database/);
      await expect.poll(() => shownRows(page), { interval: 200 }).toEqual(['B0SRCE2E04', 'B0SRCE2E05']);
      await screenshot(page, `selection-sources-${viewport}-${locale}`);

      // the URL keeps the choice: opened again, the same rows and the same choice in the form
      await page.reload();
      await expect.poll(() => shownRows(page), { interval: 200 }).toEqual(['B0SRCE2E04', 'B0SRCE2E05']);
      await page.getByRole('button', { name: words.more }).click();
      // the select shows the chosen source (its list, a pop-up outside the form, is closed)
      await page.locator('.ps-filters').getByTitle(words.option).waitFor();
      if (width === 390) {
        // the page itself does not scroll sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });
  }
});

import { API, type HotProductsInput, type HotProduct } from '@asinasin/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// The demo data (US 2023 with Amazon's "bought in past month", UK toys with BSR) has no history;
// the history part imports the shared Body Wash best-seller list saved three times (tests only).
const product = useProduct(OPERATOR_ENV);
const SHARED = path.resolve(import.meta.dirname, '../../shared/data/bsr_timeseries');
const LIST = 'amazon_us_bestsellers_node11056291_3snapshots.csv';
const hasShared = fs.existsSync(path.join(SHARED, LIST));
if (!hasShared) console.log(`hot-products e2e: ${SHARED}/${LIST} is absent, so the history part is skipped`);

type Answer = { rows: HotProduct[]; total: number };
async function hot(token: string, body: HotProductsInput): Promise<Answer> {
  const answer = await call<Answer>(product.server.baseUrl, API.hotProducts, body, token);
  if (answer.code !== 1) throw new Error(`hot products failed: ${answer.msg}`);
  return answer.data;
}

/** SVG paths an ECharts line chart drew inside a card. */
const linePaths = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('svg path[fill="none"]').count();

describe('hot products and product detail', () => {
  it('lists bought-in-past-month leaders of the demo data and opens one product (1440 px, zh-CN)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    const { page } = seller;
    await expect
      .poll(async () => (await hot(seller.user.token, { size: 1 })).total, { timeout: 60_000, interval: 500 })
      .toBeGreaterThan(0);
    const leaders = await hot(seller.user.token, { size: 5 });
    await page.goto(`${product.server.baseUrl}/products/hot-product?kind=boughtLeaders&marketplace=US`);
    await page.getByRole('heading', { name: '热门产品' }).waitFor();
    await page.locator('tbody tr.server-table-row').first().waitFor();
    const shown = await page
      .locator('tbody tr.server-table-row')
      .evaluateAll((rows) => rows.slice(0, 5).map((row) => row.getAttribute('data-row-key')));
    expect(shown).toEqual(leaders.rows.map((row) => row.asin));
    await expect.poll(() => page.getByTestId('amazon-reported').count()).toBeGreaterThan(0);
    await screenshot(page, 'hot-products-leaders-1440-zh');

    await page.getByRole('link', { name: '详情' }).first().click();
    await page.getByTestId('product-detail').waitFor();
    expect(page.url()).toContain(`asins=${leaders.rows[0]!.asin}`);
    // the demo data has one state of each product: no line, the honest note instead
    await page.getByTestId('no-trend').waitFor();
    await page.getByTestId('provenance').waitFor();
    await screenshot(page, 'hot-product-detail-demo-1440-zh');
  });

  it.skipIf(!hasShared)(
    'imports a saved best-seller list: history charts, new entrants, three competitors compared',
    async (test) => {
      await importAsOperator(product.server, 'snapshots', {
        name: LIST,
        bytes: fs.readFileSync(path.join(SHARED, LIST), 'utf8'),
      });
      for (const [viewport, locale] of [
        ['wide', 'en-US'],
        ['narrow', 'zh-CN'],
        ['narrow', 'en-US'],
        ['wide', 'zh-CN'],
      ] as const) {
        const seller = await signedInPage(product.browser, product.server, test, {
          viewport: VIEWPORTS[viewport],
          locale,
        });
        const { page } = seller;
        const tag = `${viewport === 'wide' ? 1440 : 390}-${locale === 'zh-CN' ? 'zh' : 'en'}`;

        const entrants = await hot(seller.user.token, { kind: 'newEntrants', marketplace: 'US' });
        expect(entrants.total).toBeGreaterThan(0);
        await page.goto(`${product.server.baseUrl}/products/hot-product?kind=newEntrants&marketplace=US`);
        await page.locator('tbody tr.server-table-row').first().waitFor();
        await screenshot(page, `hot-products-entrants-${tag}`);

        // B00MEDOY2G (Dove) is in all three lists: a history of three observations.
        await page.goto(
          `${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=B00MEDOY2G`,
        );
        await page.getByTestId('chart-prices').waitFor();
        await expect.poll(() => linePaths(page, 'chart-prices')).toBeGreaterThan(0);
        // a Best Sellers file gives one price: Keepa's own series each say why they have no line
        await page.getByTestId('no-amazonPrice').waitFor();
        await expect.poll(() => linePaths(page, 'chart-bsr')).toBeGreaterThan(0);
        await expect.poll(() => linePaths(page, 'chart-ratingCount')).toBeGreaterThan(0);
        await screenshot(page, `hot-product-detail-history-${tag}`);

        await page.goto(
          `${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=B00MEDOY2G,B0B1PDDLGZ`,
        );
        const box = page.getByRole('textbox', { name: 'ASIN' });
        await box.fill('b0bt1wl6ky');
        await box.press('Enter');
        await expect.poll(() => page.url()).toContain('B0BT1WL6KY');
        await page.getByTestId('competitor-compare').waitFor();
        await expect
          .poll(() => page.getByTestId('chart-bsr').locator('svg path[fill="none"]').count())
          .toBeGreaterThanOrEqual(3);
        await page.getByTestId('chart-bsr').locator('text=B0BT1WL6KY').first().waitFor();
        await screenshot(page, `hot-products-compare-${tag}`);
        await seller.context.close();
      }
    },
  );
});

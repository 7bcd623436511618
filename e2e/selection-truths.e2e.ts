import { API, type CatalogCoverage, type SelectedProduct, type SortedBy } from '@asinasin/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// The demo data the server imports at its first start (data/demo): its 3,920 US products of 2023
// carry "bought in past month" but no root-category BSR, so no estimate either (decisions/0038).
const product = useProduct();

type Answer = { rows: SelectedProduct[]; total: number; sortedBy: SortedBy };

async function select(token: string, body: Record<string, unknown>): Promise<Answer> {
  const answer = await call<Answer>(product.server.baseUrl, API.productSelection, body, token);
  if (answer.code !== 1) throw new Error(`selection failed: ${answer.msg}`);
  return answer.data;
}

/** The US demo products are in with their "bought in past month" (imported after the server starts). */
async function usDemoReady(token: string) {
  const ready = async () => {
    const us = await select(token, { marketplace: 'US', sort: 'boughtPastMonth', order: 'desc', size: 1 });
    return us.rows[0]?.boughtPastMonth != null;
  };
  await expect.poll(ready, { timeout: 60_000, interval: 500 }).toBe(true);
}

const shownRows = (page: Page) =>
  page
    .locator('tbody tr.server-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

const TEXT = {
  'zh-CN': { note: '按过去一个月购买量排序', hint: '本站点目录中没有商品有这项数据', link: '去数据页导入' },
  'en-US': {
    note: 'Sorted by',
    hint: "No product of this marketplace's catalog has this value",
    link: 'Import on the data page',
  },
} as const;

describe('product selection tells what the catalog holds', () => {
  for (const [viewport, width] of [
    ['wide', 1440],
    ['narrow', 390],
  ] as const) {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      it(`warns next to the BSR filter and sorts page 1 by the announced column (${width} px, ${locale})`, async (test) => {
        const seller = await signedInPage(product.browser, product.server, test, {
          viewport: VIEWPORTS[viewport],
          locale,
        });
        const { page } = seller;
        const token = seller.user.token;
        await usDemoReady(token);

        // what the server holds and chooses, through the API the page calls
        const coverage = await call<CatalogCoverage>(
          product.server.baseUrl,
          `${API.catalogCoverage}?marketplace=US`,
          undefined,
          token,
        );
        expect(coverage.data.values.bsr).toBe(0);
        const byDefault = await select(token, { marketplace: 'US' });
        expect(byDefault.sortedBy).toEqual({
          field: 'boughtPastMonth',
          order: 'desc',
          by: 'default',
          skipped: ['bsr', 'sales30d'],
        });
        const announced = await select(token, { marketplace: 'US', sort: 'boughtPastMonth', order: 'desc' });

        await page.goto(`${product.server.baseUrl}/select/product?marketplace=US`);
        await page.locator('tbody tr.server-table-row').first().waitFor();
        const note = page.getByTestId('default-sort-note');
        await note.waitFor();
        expect(await note.textContent()).toContain(TEXT[locale].note);
        // page 1 is the announced sort's page 1
        await expect
          .poll(() => shownRows(page), { interval: 200 })
          .toEqual(announced.rows.map((row) => `${row.marketplace}/${row.asin}`));
        expect(new URL(page.url()).searchParams.has('sort')).toBe(false);

        // on a phone the BSR filter folds under "more filters"
        if (viewport === 'narrow') await page.locator('[aria-controls="ps-more-filters"]').click();
        const hint = page.getByTestId('coverage-hint-bsr');
        await hint.waitFor();
        expect(await hint.textContent()).toContain(TEXT[locale].hint);
        const link = hint.getByRole('link', { name: TEXT[locale].link });
        expect(await link.getAttribute('href')).toBe('/data#import');
        await hint.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `selection-truths-${viewport}-${locale}`);

        // an explicit sort in the URL is kept, and nothing is announced
        await page.goto(`${product.server.baseUrl}/select/product?marketplace=US&sort=price&order=desc`);
        await page.locator('tbody tr.server-table-row').first().waitFor();
        const byPrice = await select(token, { marketplace: 'US', sort: 'price', order: 'desc' });
        await expect
          .poll(() => shownRows(page), { interval: 200 })
          .toEqual(byPrice.rows.map((row) => `${row.marketplace}/${row.asin}`));
        expect(await page.getByTestId('default-sort-note').count()).toBe(0);
      });
    }
  }
});

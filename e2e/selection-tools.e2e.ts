import { type ProductSelectionInput, type SelectedProduct } from '@asinasin/contract';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import {
  demoDataReady,
  keysOf,
  selectProducts,
  shownRows,
  SLOW_POLL,
  viewportShot,
} from './fixtures/selection.js';
import { signedInPage } from './fixtures/seller.js';

// Product selection's result tools on the demo data (fixtures/selection.ts, demoDataReady).
const product = useProduct();

const select = (token: string, body: ProductSelectionInput) =>
  selectProducts(product.server.baseUrl, token, body);

/** Every row of a search through the API, page by page (what a whole-result export must hold). */
async function selectAll(token: string, body: ProductSelectionInput): Promise<SelectedProduct[]> {
  const rows: SelectedProduct[] = [];
  for (let page = 1; ; page++) {
    const answer = await select(token, { ...body, size: 100, page });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) return rows;
  }
}

/** Clicks the export button and reads the file the browser saved: header and records. */
async function exportedCsv(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parse(text.slice(1)) as string[][];
  return { name: file.suggestedFilename(), header: header!, records };
}

const headerTexts = (page: Page) =>
  page
    .locator('thead th.server-table-cell')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));

describe('product selection: columns, export, saved filters, compare', () => {
  for (const [locale, viewport, words] of [
    [
      'zh-CN',
      VIEWPORTS.wide,
      {
        columns: /显示列/,
        brand: '品牌',
        sizeTier: '尺寸分段',
        exportButton: '导出 CSV',
        salesHeader: '预估月销量（估算）',
        saved: '已存筛选',
        saveCurrent: '保存当前筛选…',
        name: '名称（1-40 个字符）',
        save: '保存',
        compare: /对比竞品/,
        pick: (asin: string) => `选择 ${asin} 进行对比`,
      },
    ],
    [
      'en-US',
      VIEWPORTS.narrow,
      {
        columns: /Columns/,
        brand: 'Brand',
        sizeTier: 'Size tier',
        exportButton: 'Export CSV',
        salesHeader: 'Est. monthly sales (estimated)',
        saved: 'Saved filters',
        saveCurrent: 'Save current filters…',
        name: 'Name (1-40 characters)',
        save: 'Save',
        compare: /Compare competitors/,
        pick: (asin: string) => `Pick ${asin} to compare`,
      },
    ],
  ] as const) {
    const size = viewport === VIEWPORTS.wide ? 'wide' : 'narrow';
    it(`chooses columns, exports the whole result, saves and applies a filter set (${size}, ${locale})`, async (test) => {
      const seller = await signedInPage(product.browser, product.server, test, { viewport, locale });
      const { page } = seller;
      const token = seller.user.token;
      await demoDataReady(product.server.baseUrl, token);
      // 20 a page, so the whole result is several pages
      const search = {
        marketplace: 'UK',
        keyword: 'toy',
        sort: 'sales30d',
        order: 'desc',
        size: 20,
      } as const;
      await page.goto(
        `${product.server.baseUrl}/select/product?marketplace=UK&keyword=toy&sort=sales30d&order=desc&size=20`,
      );
      const firstPage = await select(token, search);
      await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(firstPage));

      // columns: hide the brand, show the size tier; the choice outlives a reload
      // by keyboard: Enter opens the list in the page, Tab reaches the boxes, Space ticks
      await page.getByRole('button', { name: words.columns }).focus();
      await page.keyboard.press('Enter');
      const chooser = page.getByTestId('column-chooser');
      await chooser.waitFor();
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.getAttribute('type'));
      expect(first).toBe('checkbox');
      await chooser.getByRole('checkbox', { name: words.brand, exact: true }).focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() => chooser.getByRole('checkbox', { name: words.brand, exact: true }).isChecked())
        .toBe(false);
      await chooser.getByRole('checkbox', { name: words.sizeTier, exact: true }).check();
      await expect.poll(() => headerTexts(page), SLOW_POLL).toContain(words.sizeTier);
      expect(await headerTexts(page)).not.toContain(words.brand);
      await chooser.scrollIntoViewIfNeeded();
      await viewportShot(page, `product-selection-${size}-${locale}-columns-open`);
      await screenshot(page, `product-selection-${size}-${locale}-columns`);
      await page.reload();
      await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(firstPage));
      expect(await headerTexts(page)).toContain(words.sizeTier);
      expect(await headerTexts(page)).not.toContain(words.brand);

      // export: every row of the result (not the page), in the table's order, with its columns
      const all = await selectAll(token, search);
      expect(all.length).toBeGreaterThan(firstPage.rows.length);
      const csv = await exportedCsv(page, words.exportButton);
      expect(csv.name).toMatch(/^products-UK-\d{4}-\d\d-\d\d\.csv$/);
      expect(csv.header).toContain(words.salesHeader);
      expect(csv.header).not.toContain(words.brand);
      const asinAt = csv.header.indexOf('ASIN');
      const salesAt = csv.header.indexOf(words.salesHeader);
      expect(csv.records.map((r) => r[asinAt])).toEqual(all.map((row) => row.asin));
      expect(csv.records.map((r) => r[salesAt])).toEqual(all.map((row) => String(row.sales30d?.units ?? '')));
      expect(csv.records.slice(0, firstPage.rows.length).map((r) => `UK/${r[asinAt]}`)).toEqual(
        await shownRows(page),
      );

      // save this search under a name, go elsewhere, reload, apply it: the same search runs
      await page.getByRole('button', { name: words.saved }).click();
      await page.getByRole('menuitem', { name: words.saveCurrent }).click();
      const setName = `UK toys ${locale}`;
      await page.getByLabel(words.name).fill(setName);
      await viewportShot(page, `product-selection-${size}-${locale}-save-dialog`);
      await page.getByRole('dialog').getByRole('button', { name: words.save, exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.goto(`${product.server.baseUrl}/select/product?marketplace=US`);
      await page.reload();
      await page.locator('tbody tr.server-table-row').first().waitFor();
      // by keyboard: Enter opens the menu, the arrows reach the set, Enter applies it
      await page.getByRole('button', { name: words.saved }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: setName }).waitFor();
      // one arrow at a time, each after the menu has drawn the last (a key pressed while it renders is lost)
      await expect
        .poll(async () => {
          const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
          if (focused !== setName) await page.keyboard.press('ArrowDown');
          return focused;
        }, SLOW_POLL)
        .toBe(setName);
      await page.keyboard.press('Enter');
      await page.waitForURL(/marketplace=UK/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        marketplace: 'UK',
        keyword: 'toy',
        sort: 'sales30d',
        order: 'desc',
        size: '20',
      });
      await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(firstPage));
      await page.getByRole('button', { name: words.saved }).click();
      await page.getByRole('menuitem', { name: setName }).waitFor();
      await viewportShot(page, `product-selection-${size}-${locale}-saved-filters-menu`);
      await page.keyboard.press('Escape');

      // compare two ticked products: the detail page opens with both
      const [a, b] = firstPage.rows;
      await page.getByRole('checkbox', { name: words.pick(a!.asin) }).check();
      await page.getByRole('checkbox', { name: words.pick(b!.asin) }).check();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: words.compare }).scrollIntoViewIfNeeded();
      await viewportShot(page, `product-selection-${size}-${locale}-compare`);
      await page.getByRole('button', { name: words.compare }).click();
      await page.waitForURL(/hot-product-detail/);
      const detail = new URL(page.url());
      expect(detail.pathname + detail.search).toBe(
        `/products/hot-product-detail?marketplace=UK&asins=${a!.asin},${b!.asin}`,
      );
    });
  }
});

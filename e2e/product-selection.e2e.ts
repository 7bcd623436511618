import {
  API,
  type ProductSelectionInput,
  type ProductSelectionQuery,
  type SelectedProduct,
} from '@asinasin/contract';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './fixtures/api.js';
import path from 'node:path';
import { artifactsDir, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';
import { visitorPage } from './fixtures/ui.js';

// On the demo data the server imports at its first start (data/demo): 506 UK toys of 2015–16 with
// Best Sellers Ranks (so estimates), and 3,920 US products of 2023 with "bought in past month".
const product = useProduct();

/** The table is read through several locator calls: a calmer interval than the default 50 ms. */
const SLOW_POLL = { interval: 200 };

type Answer = { rows: SelectedProduct[]; total: number };

async function select(token: string, body: ProductSelectionInput): Promise<Answer> {
  const answer = await call<Answer>(product.server.baseUrl, API.productSelection, body, token);
  if (answer.code !== 1) throw new Error(`selection failed: ${answer.msg}`);
  return answer.data;
}

/** The demo data is imported beside the server after it starts: wait until both sets and their metrics are in. */
async function demoDataReady(token: string) {
  const ready = async () => {
    const uk = await select(token, { marketplace: 'UK', sort: 'sales30d', order: 'desc', size: 1 });
    const us = await select(token, { marketplace: 'US', sort: 'boughtPastMonth', order: 'desc', size: 1 });
    return uk.rows[0]?.sales30d != null && us.rows[0]?.boughtPastMonth != null;
  };
  await expect.poll(ready, { timeout: 60_000, interval: 500 }).toBe(true);
}

/** The rows the table shows, as the API names them (antd keys each row). */
const shownRows = (page: Page) =>
  page
    .locator('tbody tr.server-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
const keysOf = (answer: Answer) => answer.rows.map((row) => `${row.marketplace}/${row.asin}`);

/** The tooltip of a value cell, opened the keyboard's way: focus. */
async function tooltipOf(page: Page, cell: ReturnType<Page['locator']>) {
  await cell.focus();
  await expect.poll(() => cell.getAttribute('aria-describedby')).toBeTruthy();
  const tip = page.locator(`[id="${await cell.getAttribute('aria-describedby')}"]`);
  await tip.waitFor();
  return tip;
}

/** What the screen shows right now (a tooltip where it opened), beside the full-page screenshots. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

async function chooseMarketplace(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

describe('product selection', () => {
  it('filters, sorts and pages on the server, and explains its estimates (1440 px, zh-CN)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    const { page } = seller;
    await demoDataReady(seller.user.token);
    await page.goto(`${product.server.baseUrl}/select/product`);
    await page.getByRole('heading', { name: '选产品' }).waitFor();
    await page.locator('tbody tr.server-table-row').first().waitFor();

    // several filters, Enter searches
    await chooseMarketplace(page, '站点', 'UK · 英国');
    await page.getByLabel('价格最小值').fill('5');
    await page.getByLabel('价格最大值').fill('30');
    await page.getByLabel('包含关键词').fill('toy');
    await page.getByLabel('包含关键词').press('Enter');
    await page.waitForURL(/marketplace=UK/);
    const query: ProductSelectionQuery = {
      marketplace: 'UK',
      keyword: 'toy',
      price: { min: 5, max: 30 },
      sort: 'bsr',
      order: 'asc',
      page: 1,
      size: 20,
    };
    const all = await select(seller.user.token, { ...query, size: 50 });
    expect(all.total).toBeGreaterThan(20);
    await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(all));
    await page.getByText(`共 ${all.total} 个商品`).waitFor();

    // 20 a page, then sorted by price (server side), then page 2
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option[title="20 条/页"]').click();
    await expect
      .poll(() => shownRows(page), SLOW_POLL)
      .toEqual(keysOf(await select(seller.user.token, query)));
    await page.getByRole('columnheader', { name: '价格' }).click();
    const byPrice = { ...query, sort: 'price' as const };
    await expect
      .poll(() => shownRows(page), SLOW_POLL)
      .toEqual(keysOf(await select(seller.user.token, byPrice)));
    await page.locator('.ant-pagination-item-2').click();
    const secondPage = await select(seller.user.token, { ...byPrice, page: 2 });
    expect(secondPage.rows.length).toBeGreaterThan(0);
    await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(secondPage));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sort: 'price',
      order: 'asc',
      page: '2',
      size: '20',
    });

    // an estimated cell: units, the tag, and its band, curve and method on focus
    const estimated = page.getByTestId('estimated-sales').first();
    expect(await estimated.textContent()).toMatch(/^[\d,]+估算$/);
    const tip = await tooltipOf(page, estimated);
    await expect.poll(() => tip.textContent()).toMatch(/估算区间：[\d,]+–[\d,]+ 件\/30 天/);
    expect(await tip.textContent()).toContain('默认曲线（未按卖家销量校准）');
    expect(await tip.getByRole('link', { name: '销量如何估算' }).getAttribute('href')).toBe(
      '/data#sales-model',
    );
    await viewportShot(page, 'product-selection-wide-zh-CN-estimate-tooltip');
    await screenshot(page, 'product-selection-wide-zh-CN-estimate');

    // back returns to page 1 of the same search
    await page.goBack();
    await expect
      .poll(() => shownRows(page), SLOW_POLL)
      .toEqual(keysOf(await select(seller.user.token, byPrice)));

    // an Amazon-reported cell, from a URL opened directly (the URL is the search)
    await page.goto(
      `${product.server.baseUrl}/select/product?marketplace=US&sort=boughtPastMonth&order=desc`,
    );
    const top = await select(seller.user.token, {
      marketplace: 'US',
      sort: 'boughtPastMonth',
      order: 'desc',
    });
    await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(top));
    const reported = page.getByTestId('amazon-reported').first();
    const shown = `${top.rows[0]!.boughtPastMonth!.toLocaleString('en-US')}+`;
    expect(await reported.textContent()).toBe(`${shown}亚马逊公布`);
    const reportedTip = await tooltipOf(page, reported);
    await expect.poll(() => reportedTip.textContent()).toContain(`过去一个月有 ${shown} 人购买`);
    await viewportShot(page, 'product-selection-wide-zh-CN-amazon-reported-tooltip');
    await screenshot(page, 'product-selection-wide-zh-CN-amazon-reported');
  });

  it('works on a phone in English: folded filters, a table that scrolls sideways', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    const { page } = seller;
    await demoDataReady(seller.user.token);
    await page.goto(`${product.server.baseUrl}/select/product`);
    await page.getByRole('heading', { name: 'Product selection' }).waitFor();
    expect(await page.getByLabel('Price minimum').isVisible()).toBe(false);
    await viewportShot(page, 'product-selection-narrow-en-US-filters-top');
    await screenshot(page, 'product-selection-narrow-en-US-filters');

    await chooseMarketplace(page, 'Marketplace', 'UK · United Kingdom');
    await page.getByRole('button', { name: /More filters/ }).click();
    await page.getByLabel('Price minimum').fill('30');
    await page.getByLabel('Price maximum').fill('5');
    await page.getByRole('button', { name: /Search/ }).click();
    await page.getByText('The minimum is above the maximum').waitFor();
    expect(new URL(page.url()).searchParams.get('marketplace')).toBeNull();

    await page.getByLabel('Price minimum').fill('5');
    await page.getByLabel('Price maximum').fill('30');
    await page.getByLabel('Keywords to include').fill('toy');
    await page.getByLabel('Keywords to include').press('Enter');
    await page.waitForURL(/keyword=toy/);
    const answer = await select(seller.user.token, {
      marketplace: 'UK',
      keyword: 'toy',
      price: { min: 5, max: 30 },
    });
    await expect.poll(() => shownRows(page), SLOW_POLL).toEqual(keysOf(answer));
    const scroller = page.locator('.server-table-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // the page itself does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const estimated = page.getByTestId('estimated-sales').first();
    await estimated.scrollIntoViewIfNeeded();
    expect(await estimated.textContent()).toMatch(/^[\d,]+estimated$/);
    const tip = await tooltipOf(page, estimated);
    await expect.poll(() => tip.textContent()).toMatch(/Estimated range: [\d,]+–[\d,]+ units per 30 days/);
    await viewportShot(page, 'product-selection-narrow-en-US-estimate-tooltip');
    await screenshot(page, 'product-selection-narrow-en-US-estimate');

    await page.goto(
      `${product.server.baseUrl}/select/product?marketplace=US&sort=boughtPastMonth&order=desc`,
    );
    const reported = page.getByTestId('amazon-reported').first();
    await reported.waitFor();
    expect(await reported.textContent()).toMatch(/^[\d,]+\+Amazon-reported$/);
    const reportedTip = await tooltipOf(page, reported);
    await expect.poll(() => reportedTip.textContent()).toContain('bought in past month');
    await viewportShot(page, 'product-selection-narrow-en-US-amazon-reported-tooltip');
    await screenshot(page, 'product-selection-narrow-en-US-amazon-reported');
  });

  it('shows a visitor the filters on the home page and asks them to log in to search', async (test) => {
    const { page } = await visitorPage(product.browser, test, { viewport: VIEWPORTS.wide });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(API.productSelection)) calls.push(request.url());
    });
    await page.goto(`${product.server.baseUrl}/`);
    await page.getByText('参考：价格 15-40 美元的产品适合中小卖家。价格按所选站点的货币计。').waitFor();
    await page.getByText('参考：BSR 在 500-5000 之间较为理想。').waitFor();
    await page.getByText('参考：月销量 300-1000。月销量默认统计最近 30 天，按 BSR 估算。').waitFor();
    await page.getByLabel('包含关键词').fill('toy');
    await page.getByLabel('包含关键词').press('Enter');
    await page.getByText('请先登录', { exact: true }).waitFor();
    await screenshot(page, 'product-selection-home-visitor-zh-CN');
    expect(calls).toEqual([]);
    await page.getByRole('link', { name: '去登录', exact: true }).click();
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/?marketplace=US&keyword=toy');
  });

  it('puts the selection above the landing content for a signed-in seller, in both languages', async (test) => {
    for (const [locale, viewport, heading] of [
      ['zh-CN', VIEWPORTS.wide, '按条件选品'],
      ['en-US', VIEWPORTS.narrow, 'Find products'],
    ] as const) {
      const { page, user } = await signedInPage(product.browser, product.server, test, { viewport, locale });
      await demoDataReady(user.token);
      await page.goto(`${product.server.baseUrl}/?marketplace=UK&keyword=toy`);
      const selection = page.getByRole('heading', { name: heading });
      await selection.waitFor();
      await page.locator('tbody tr.server-table-row').first().waitFor();
      const [selectionTop, introTop] = await Promise.all([
        selection.evaluate((el) => el.getBoundingClientRect().top),
        page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(selectionTop).toBeLessThan(introTop);
      await page.evaluate(() => window.scrollTo(0, 0));
      await viewportShot(page, `product-selection-home-seller-${locale}-top`);
      await screenshot(page, `product-selection-home-seller-${locale}`);
    }
  });
});

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
      await demoDataReady(token);
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

import { API, type ProductSelectionInput, type ProductSelectionQuery } from '@asinasin/contract';
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
import { visitorPage } from './fixtures/ui.js';

// On the demo data the server imports at its first start (data/demo): 506 UK toys of 2015–16 with
// Best Sellers Ranks (so estimates), and 3,920 US products of 2023 with "bought in past month".
const product = useProduct();

const select = (token: string, body: ProductSelectionInput) =>
  selectProducts(product.server.baseUrl, token, body);

/** The tooltip of a value cell, opened the keyboard's way: focus. */
async function tooltipOf(page: Page, cell: ReturnType<Page['locator']>) {
  await cell.focus();
  await expect.poll(() => cell.getAttribute('aria-describedby')).toBeTruthy();
  const tip = page.locator(`[id="${await cell.getAttribute('aria-describedby')}"]`);
  await tip.waitFor();
  return tip;
}

async function chooseMarketplace(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

describe('product selection', () => {
  it('filters, sorts and pages on the server, and explains its estimates (1440 px, zh-CN)', async (test) => {
    const seller = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    const { page } = seller;
    await demoDataReady(product.server.baseUrl, seller.user.token);
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
    await demoDataReady(product.server.baseUrl, seller.user.token);
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
      await demoDataReady(product.server.baseUrl, user.token);
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

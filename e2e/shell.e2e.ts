import { describe, expect, it } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { signedInPage } from './fixtures/seller.js';
import { useProduct } from './fixtures/product.js';

const product = useProduct();

const MENU_ZH = [
  '工作台',
  '热门市场',
  '热门产品',
  '侵权风险分析',
  'ASIN分析',
  '市场分析',
  '关键词挖掘',
  '多端登录',
];

describe('the shell at 1440 px', () => {
  it('shows the top bar, the 8-entry menu, live stats and a moving particle background', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      reducedMotion: 'no-preference',
    });
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('top-bar').getAttribute('data-layout')).toBe('wide');
    await expect.poll(() => page.getByRole('link', { name: '首页' }).isVisible()).toBe(true);
    const menu = page.getByTestId('side-menu');
    for (const label of MENU_ZH) await menu.getByRole('link', { name: label }).waitFor();
    await menu.getByRole('link', { name: 'ASIN分析' }).click();
    await page.waitForURL(/\/products\/asin_fx\/index/);
    const canvas = page.getByTestId('particles-canvas');
    expect(await canvas.getAttribute('data-particle-count')).toBe('160');
    // it moves while the seller does, and rests when left alone
    let x = 300;
    const animatingAfterMove = async () => {
      await page.mouse.move((x += 7), 300);
      return canvas.getAttribute('data-animating');
    };
    await expect.poll(animatingAfterMove).toBe('true');
    await expect.poll(() => canvas.getAttribute('data-animating'), { timeout: 30_000 }).toBe('false');
    await expect.poll(animatingAfterMove).toBe('true');
    const stats = page.getByTestId('site-stats');
    await expect.poll(() => stats.textContent()).toMatch(/用户\s*\d+/);
    await screenshot(page, 'shell-wide-zh');
  });

  it('says plainly that a feature is not built yet instead of showing made-up data', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/knowledge`);
    await page.getByText('暂未开放').first().waitFor();
    await screenshot(page, 'not-built-yet-zh');
  });

  it('keeps the promotional banner closed once dismissed', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/`);
    await page.getByTestId('promo-banner').waitFor();
    await page.getByRole('button', { name: '关闭横幅' }).click();
    await expect.poll(() => page.getByTestId('promo-banner').count()).toBe(0);
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(await page.getByTestId('promo-banner').count()).toBe(0);
  });

  it('offers the extension with its address, version and an honest download state', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/`);
    await page.getByRole('button', { name: '插件下载' }).click();
    await page.getByRole('menuitem', { name: 'Chrome（推荐）' }).click();
    await page.getByText('chrome://extensions').first().waitFor();
    await page.getByText('1.0.5').first().waitFor();
    await page.getByText('暂未提供下载').first().waitFor();
    await screenshot(page, 'extension-chrome');
  });
});

describe('the shell at 390 px', () => {
  it('lays the top bar out for phones and moves the menu into a 190 px drawer', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
    });
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('top-bar').getAttribute('data-layout')).toBe('narrow');
    expect(await page.getByRole('link', { name: '首页' }).isVisible()).toBe(false);
    await screenshot(page, 'shell-narrow-zh');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(190);
    await screenshot(page, 'shell-narrow-drawer-zh');
    await page.locator('.ant-drawer').getByRole('link', { name: '市场分析' }).click();
    await page.waitForURL(/\/products\/sc_fx\/index/);
  });
});

describe('language', () => {
  it('switches the whole interface to English and keeps it after a reload', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await page.getByTestId('user-menu').waitFor();
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.reload();
    await menu.getByRole('link', { name: 'Keyword mining' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await screenshot(page, 'shell-wide-en');
    await page.setViewportSize(VIEWPORTS.narrow);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await screenshot(page, 'shell-narrow-en');
  });
});

describe('user center', () => {
  it('shows the power balance with 2 decimals and saves the profile', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/user-center`);
    await page.getByRole('heading', { name: '个人中心' }).first().waitFor();
    await page.getByText('10.00').first().waitFor();
    await page.getByLabel('昵称').fill('跨境小李');
    await page.getByRole('button', { name: '保存资料' }).click();
    await page.getByText('操作成功').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('昵称').inputValue()).toBe('跨境小李');
    await screenshot(page, 'user-center-zh');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCommand, currentUser, ordersOf, PAY_WORDS } from './fixtures/billing.js';
import { artifactsDir, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';
import type { Locale } from './fixtures/ui.js';

/** Issue 7 in Chromium: buying with the built-in sandbox gateway (the default configuration). */
const product = useProduct();
const url = (path: string) => `${product.server.baseUrl}${path}`;

type Width = keyof typeof VIEWPORTS;
const EVERY_LAYOUT: { width: Width; locale: Locale }[] = [
  { width: 'wide', locale: 'zh-CN' },
  { width: 'wide', locale: 'en-US' },
  { width: 'narrow', locale: 'zh-CN' },
  { width: 'narrow', locale: 'en-US' },
];
const name = (what: string, width: Width, locale: Locale) => `billing-${what}-${width}-${locale}`;

/** A dialog on its own, whole (a full-page shot cuts a tall dialog at the viewport's height). */
async function dialogShot(dialog: Locator, file: string) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await dialog.locator('.ant-modal-container').screenshot({ path: path.join(artifactsDir, `${file}.png`) });
}

/** Navigations of the page's own frame: a payment must never reload the page. */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

/** The user center, drawn with the seller's balance, and its top-up dialog opened. */
async function openTopUp(page: Page, locale: Locale) {
  const W = PAY_WORDS[locale];
  await page.goto(url('/user-center'));
  await page.getByRole('button', { name: W.topUp, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(W.powerPack(100), { exact: true }).waitFor();
  return dialog;
}

/** Pays on the sandbox gateway's page in the popup, as a seller would. */
async function payInSandbox(popup: Page, locale: Locale, shot?: string) {
  await popup.waitForURL(/\/pay\/sandbox\//);
  const pay = popup.getByRole('button', { name: PAY_WORDS[locale].sandboxPay, exact: true });
  await pay.waitFor();
  if (shot) await screenshot(popup, shot);
  await pay.click();
}

describe('buying compute power through the sandbox popup', () => {
  for (const { width, locale } of EVERY_LAYOUT) {
    it(`sees the balance change without a reload at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const W = PAY_WORDS[locale];
      const { page, user } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[width],
        locale,
      });
      const before = (await currentUser(product.server, user.token)).power;
      const dialog = await openTopUp(page, locale);
      await dialog.getByText(W.balance(before.toFixed(2))).waitFor();
      await dialog.getByText(W.powerPack(500), { exact: true }).click();
      await screenshot(page, name('top-up-dialog', width, locale));
      await dialogShot(dialog, name('top-up-dialog-alone', width, locale));

      const navigations = recordNavigations(page);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        dialog.getByRole('button', { name: W.buy }).click(),
      ]);
      // Type 0 goes through the /alipay page, which submits the gateway's form itself.
      await popup.waitForURL(/\/alipay$|\/pay\/sandbox\//);
      await dialog.getByText(W.paying).waitFor();
      const closed = popup.waitForEvent('close');
      await payInSandbox(popup, locale, name('sandbox-page', width, locale));

      // SPEC §4 success: 'Payment successful', the popup closed by the page, the user info re-read.
      await page.locator('.ant-message').getByText(W.success, { exact: true }).waitFor();
      await closed;
      await dialog.getByText(W.balance((before + 500).toFixed(2))).waitFor();
      expect(navigations).toEqual([]);
      expect((await currentUser(product.server, user.token)).power).toBe(before + 500);
      await dialogShot(dialog, name('top-up-paid', width, locale));
    });
  }
});

describe('buying a membership with a coupon', () => {
  const LAYOUTS: { width: Width; locale: Locale }[] = [
    { width: 'wide', locale: 'zh-CN' },
    { width: 'narrow', locale: 'en-US' },
  ];
  for (const { width, locale } of LAYOUTS) {
    it(`takes the coupon off and shows the new level at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const W = PAY_WORDS[locale];
      const code = `E2E${width.toUpperCase()}${locale === 'zh-CN' ? 'ZH' : 'EN'}`;
      await adminCommand(product.server, 'coupons', [
        'create',
        '--code',
        code,
        '--percent',
        '10',
        '--plans',
        '1',
      ]);
      const { page, user } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[width],
        locale,
      });
      await page.goto(url('/user-center#membership-plans'));
      const plans = page.locator('#membership-plans');
      await plans.getByText(W.monthly, { exact: true }).click();
      await plans.getByLabel(W.coupon).fill(code);
      await plans.getByRole('button', { name: W.apply, exact: true }).click();
      // Plan 1 is ¥99 in data/plans/plans.json: 10% off.
      await expect.poll(() => plans.getByTestId('checkout-total').textContent()).toBe('¥89.10');
      await screenshot(page, name('membership-coupon', width, locale));

      const navigations = recordNavigations(page);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        plans.getByRole('button', { name: W.buy }).click(),
      ]);
      await payInSandbox(popup, locale);
      await page.locator('.ant-message').getByText(W.success, { exact: true }).waitFor();
      // The membership card's level row changes once the user info is re-read (debounced 3 s).
      const level = page.locator('.ant-descriptions-row', { hasText: W.level });
      await level.getByText(W.proMember, { exact: true }).waitFor();
      expect(navigations).toEqual([]);
      const after = await currentUser(product.server, user.token);
      expect(after.level).toBe(2); // plan 1's level (data/plans/plans.json)
      expect((await ordersOf(product.server, user.token))[0]).toMatchObject({ status: 'paid', coupon: code });
      await screenshot(page, name('membership-paid', width, locale));

      await page.goto(url('/order'));
      await page.getByText(code, { exact: false }).first().waitFor();
      await page.getByText(W.paid, { exact: true }).first().waitFor();
      await screenshot(page, name('orders', width, locale));
    });
  }
});

describe('paying from the balance', () => {
  it('pays at once without a popup, says so, and goes to /products', async (test) => {
    const locale = 'zh-CN';
    const W = PAY_WORDS[locale];
    const { page, user, account } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale,
    });
    await adminCommand(product.server, 'money', ['credit', account, '50', '--reason', 'e2e']);
    const before = await currentUser(product.server, user.token);
    expect(before.money).toBe(50);
    const dialog = await openTopUp(page, locale);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    const pay = dialog.getByRole('button', { name: W.payFromBalance });
    await pay.waitFor();
    await screenshot(page, name('balance-ready', 'narrow', locale));
    await pay.click();
    await page.locator('.ant-message').getByText(W.success, { exact: true }).waitFor();
    await page.waitForURL(/\/products\//);
    expect(popups).toBe(0);
    const after = await currentUser(product.server, user.token);
    expect(after.money).toBe(40);
    expect(after.power).toBe(before.power + 100);
    await dialog.getByText(W.balance((before.power + 100).toFixed(2))).waitFor();
    await dialogShot(dialog, name('balance-paid', 'narrow', locale));
  });
});

describe('leaving the payment', () => {
  it('closing the popup midway resets the order and grants nothing', async (test) => {
    const locale = 'en-US';
    const W = PAY_WORDS[locale];
    const { page, user } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.wide,
      locale,
    });
    const before = (await currentUser(product.server, user.token)).power;
    const dialog = await openTopUp(page, locale);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: W.buy }).click(),
    ]);
    await popup.waitForURL(/\/pay\/sandbox\//);
    await dialog.getByText(W.paying).waitFor();
    await screenshot(page, name('paying', 'wide', locale));
    await popup.close();
    await dialog.getByText(W.paying).waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: W.buy }).isEnabled()).toBe(true);
    expect(await page.locator('.ant-message').getByText(W.success).count()).toBe(0);
    expect((await currentUser(product.server, user.token)).power).toBe(before);
    expect((await ordersOf(product.server, user.token))[0]?.status).toBe('pending');
  });

  for (const { width, locale } of [
    { width: 'narrow', locale: 'zh-CN' },
    { width: 'wide', locale: 'en-US' },
  ] as const) {
    it(`a blocked popup shows the three-step help at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const W = PAY_WORDS[locale];
      const { page, context, user } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[width],
        locale,
      });
      // What a browser's popup blocker does: window.open answers null.
      await context.addInitScript(() => {
        window.open = () => null;
      });
      const dialog = await openTopUp(page, locale);
      await dialog.getByRole('button', { name: W.buy }).click();
      const help = page.getByRole('dialog', { name: W.blocked });
      await help.waitFor();
      expect(await help.getByRole('listitem').count()).toBe(3);
      await screenshot(page, name('popup-blocked', width, locale));
      await help.getByRole('button', { name: W.gotIt }).click();
      await help.waitFor({ state: 'hidden' });
      expect(await ordersOf(product.server, user.token)).toEqual([]);
    });
  }
});

describe('code 996', () => {
  for (const { width, locale } of [
    { width: 'wide', locale: 'zh-CN' },
    { width: 'narrow', locale: 'en-US' },
  ] as const) {
    it(`opens the top-up dialog with the power plans at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const W = PAY_WORDS[locale];
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[width],
        locale,
      });
      // Any call may answer 996 (not enough power); the footer's figures are one every page makes.
      await page.route('**/api/site/stats', (route) =>
        route.fulfill({
          status: 402,
          contentType: 'application/json',
          body: JSON.stringify({ code: 996, msg: '算力不足，请充值', data: null }),
        }),
      );
      await page.goto(url('/dashboard'));
      const dialog = page.getByRole('dialog');
      await dialog.getByText(W.powerPack(100), { exact: true }).waitFor();
      await dialog.getByText(W.powerPack(2000), { exact: true }).waitFor();
      await screenshot(page, name('996-top-up', width, locale));
      await dialogShot(dialog, name('996-top-up-alone', width, locale));
    });
  }
});

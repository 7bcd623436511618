import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';
import { visitorPage, WORDS, type Locale } from './fixtures/ui.js';

const product = useProduct();

/** Everything a seller types into, clicks or toggles in the page and its footer. */
const CONTROLS = [
  'input:not([type=hidden])',
  'textarea',
  'select',
  'button',
  'a[href]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=combobox]',
  '.ant-input-affix-wrapper',
  '.ant-input-password-icon',
  '.ant-select',
  '.ant-picker',
  '.ant-radio-wrapper',
  '.ant-checkbox-wrapper',
  'input[type=checkbox]',
]
  .map((selector) => `#main-content ${selector}`)
  .join(', ');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls each control into view in turn and compares it with the floating button, which stays put:
 * whatever the scroll position, no control may be under it. Returns how many controls were seen.
 */
async function expectServiceCoversNoControl(page: Page, service: Locator): Promise<number> {
  const controls = await page.locator(CONTROLS).all();
  let seen = 0;
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    await control.scrollIntoViewIfNeeded();
    const [box, button] = await Promise.all([control.boundingBox(), service.boundingBox()]);
    if (!box || !button || box.width === 0 || box.height === 0) continue;
    seen += 1;
    const label = (await control.evaluate((el) => el.outerHTML)).slice(0, 160);
    expect(overlaps(box, button), `the service button covers ${label}`).toBe(false);
  }
  return seen;
}

const CASES: { width: 'wide' | 'narrow'; locale: Locale }[] = [
  { width: 'wide', locale: 'zh-CN' },
  { width: 'wide', locale: 'en-US' },
  { width: 'narrow', locale: 'zh-CN' },
  { width: 'narrow', locale: 'en-US' },
];

describe('the customer-service button never covers a form control', () => {
  for (const { width, locale } of CASES) {
    const viewport = VIEWPORTS[width];
    const words = WORDS[locale];

    it(`on the login page at ${viewport.width} px in ${locale}`, async (test) => {
      const { page } = await visitorPage(product.browser, test, { viewport, locale });
      await page.goto(`${product.server.baseUrl}/user/login`);
      await page.getByLabel(words.password, { exact: true }).waitFor();
      await page.getByLabel(words.password, { exact: true }).fill('secret-pass');
      await screenshot(page, `service-login-${width}-${locale}`);
      if (width === 'wide') {
        const service = page.locator('.service-float-button');
        await service.waitFor();
        expect(await expectServiceCoversNoControl(page, service)).toBeGreaterThan(5);
        await page.locator('.ant-input-password-icon').scrollIntoViewIfNeeded();
        const eye = await page.locator('.ant-input-password-icon').boundingBox();
        expect(eye).not.toBeNull();
        expect(overlaps(eye!, (await service.boundingBox())!)).toBe(false);
      } else {
        // Too little room for a floating button beside the fields: it lives in the menu drawer.
        expect(await page.locator('.service-float-button').count()).toBe(0);
        await page.getByRole('button', { name: words.openMenu }).click();
        await page.locator('.ant-drawer').getByRole('button', { name: words.service }).click();
        await page.locator('.ant-popover').getByRole('img').waitFor();
        await screenshot(page, `service-drawer-${locale}`);
      }
    });

    it(`in the user center at ${viewport.width} px in ${locale}`, async (test) => {
      const { page } = await signedInPage(product.browser, product.server, test, { viewport, locale });
      await page.goto(`${product.server.baseUrl}/user-center`);
      await page.locator('#main-content input:visible').first().waitFor();
      await page.getByTestId('site-stats').getByText(/\d/).first().waitFor();
      await screenshot(page, `service-user-center-${width}-${locale}`);
      if (width === 'wide') {
        const service = page.locator('.service-float-button');
        await service.waitFor();
        expect(await expectServiceCoversNoControl(page, service)).toBeGreaterThan(10);
      } else {
        expect(await page.locator('.service-float-button').count()).toBe(0);
      }
    });
  }
});

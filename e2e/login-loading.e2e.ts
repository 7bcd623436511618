import { API } from '@asinasin/contract';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { uniqueEmail } from './fixtures/api.js';
import { screenshot } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { confirmHuman, visitorPage } from './fixtures/ui.js';

// A server of its own: the password brake counts this file's wrong passwords per address.
const product = useProduct();

/**
 * Starts watching the button in the page, before the click: resolves when its loading state ends,
 * with whether a spinner was still in it at that very change. antd's default spinner shrinks out
 * with a transition after loading ends, and when the answer comes within a frame or two of the
 * click that transition never ends: the spinner stays for good. Retrying until that race happens
 * took 15 fresh pages for 94 % odds; a spinner that outlives the loading state, by any time, is
 * the cause, and it shows on every answer.
 */
async function watchLoadingEnd(button: Locator): Promise<() => Promise<boolean>> {
  const key = `loadingEnd${Date.now()}`;
  await button.evaluate((element, key) => {
    const ended = new Promise<boolean>((resolve) => {
      let wasLoading = false;
      const observer = new MutationObserver(() => {
        const isLoading = element.classList.contains('ant-btn-loading');
        if (isLoading) wasLoading = true;
        else if (wasLoading) {
          observer.disconnect();
          resolve(element.querySelector('.anticon-loading') !== null);
        }
      });
      observer.observe(element, { attributes: true, childList: true, subtree: true });
    });
    (window as unknown as Record<string, Promise<boolean>>)[key] = ended;
  }, key);
  return () =>
    button.page().evaluate((key) => (window as unknown as Record<string, Promise<boolean>>)[key]!, key);
}

async function tryWrongPassword(page: Page, button: Locator) {
  const spinnerOutlivedLoading = await watchLoadingEnd(button);
  const answered = page.waitForResponse((response) => response.url().endsWith(API.login));
  await button.click();
  expect((await (await answered).json()).code).not.toBe(1);
  expect(await spinnerOutlivedLoading()).toBe(false);
  await page.getByText('账号或密码错误').first().waitFor();
  // Nothing left behind, seen or hidden, and the button is named just "登录" again.
  expect(await button.locator('.anticon-loading').count()).toBe(0);
  expect(await button.getAttribute('class')).not.toContain('ant-btn-loading');
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
}

it('ends the loading state with every wrong-password answer (animations on)', async (test) => {
  const { page } = await visitorPage(product.browser, test, { reducedMotion: 'no-preference' });
  await page.goto(`${product.server.baseUrl}/user/login`);
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  const button = page.locator('form[id=login-password] button[type=submit]');
  // The first answer after the robot check is the fastest (its proof of work is solved already);
  // the next ones solve a fresh one while loading. An unknown account is answered like a wrong
  // password, so the per-account brake never trips.
  await page.getByLabel('手机号或邮箱').fill(uniqueEmail());
  await confirmHuman(page);
  await tryWrongPassword(page, button);
  await screenshot(page, 'login-wrong-password-after-loading');
  for (let run = 0; run < 2; run++) {
    await page.getByLabel('手机号或邮箱').fill(uniqueEmail());
    await tryWrongPassword(page, button);
  }
});

import { TOKEN_COOKIE } from '@asinasin/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSeller } from './fixtures/api.js';
import { launchBrowser, openPage, screenshot } from './fixtures/browser.js';
import { startServer, type RunningServer } from './fixtures/server.js';
import { confirmHuman } from './fixtures/ui.js';

/**
 * A self-hoster's plain-HTTP install opened by its LAN name, not localhost: browsers treat only
 * localhost as secure, so this is where an https upgrade or a secure-context API breaks the app
 * (docs/decisions/0025). Chromium resolves the name to this machine.
 */
const LAN_HOST = 'asinasin.lan';

/** Every request the page makes to the install, and every one that failed, from now on. */
function watchRequests(page: Page) {
  const toInstall: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === LAN_HOST) toInstall.push(request.url());
  });
  page.on('requestfailed', (request) => {
    // A reload cancels what the old page still fetched (an image, say): that is the navigation,
    // not the install failing over plain HTTP.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (new URL(request.url()).hostname === LAN_HOST) {
      failed.push(`${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  return { toInstall, failed };
}

describe('a plain-HTTP install opened by a LAN host name', () => {
  let server: RunningServer;
  let browser: Browser;
  let lanUrl: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(),
      launchBrowser([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]),
    ]);
    lanUrl = `http://${LAN_HOST}:${new URL(server.baseUrl).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the shell with every request over http and none failed', async (test) => {
    const { page } = await openPage(browser, test);
    const requests = watchRequests(page);
    await page.goto(`${lanUrl}/`);
    await page.getByTestId('top-bar').waitFor();
    await page.getByRole('link', { name: '登录/注册' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'lan-http-home');
    // The page itself, its scripts and styles, and its API calls at least.
    expect(requests.toInstall.length).toBeGreaterThan(3);
    expect(requests.toInstall.filter((url) => !url.startsWith(`${lanUrl}/`))).toEqual([]);
    expect(requests.failed).toEqual([]);
  });

  it('logs a seller in: the robot check solves and the session survives a reload', async (test) => {
    const seller = await registerSeller(server.baseUrl);
    const { context, page } = await openPage(browser, test);
    const requests = watchRequests(page);
    await page.goto(`${lanUrl}/user/login`);
    await page.getByLabel('手机号或邮箱').fill(seller.account);
    await page.getByLabel('密码', { exact: true }).fill(seller.password);
    await confirmHuman(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByTestId('user-menu').waitFor();
    // Settled before moving on, so no request is cut off by the next navigation.
    await page.waitForLoadState('networkidle');
    // Plain HTTP: the cookie the route guard reads must not be Secure, or the browser drops it.
    const cookies = await context.cookies(lanUrl);
    expect(cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toMatchObject({ secure: false });
    await page.goto(`${lanUrl}/dashboard`);
    await page.getByTestId('user-menu').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(requests.toInstall.filter((url) => !url.startsWith(`${lanUrl}/`))).toEqual([]);
    expect(requests.failed).toEqual([]);
  });
});

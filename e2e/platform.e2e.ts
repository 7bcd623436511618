import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './fixtures/browser.js';
import { startServer, type RunningServer } from './fixtures/server.js';

describe('the built product on a real server', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the web app with SPA fallback (openPage fails on any CSP violation)', async (test) => {
    const { page } = await openPage(browser, test);
    const res = await page.goto(`${server.baseUrl}/some/deep/link`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerHTML()).not.toBe('');
  });

  it('browses the OpenAPI description at /api/docs', async (test) => {
    const { page } = await openPage(browser, test);
    await page.goto(`${server.baseUrl}/api/docs`);
    await expect.poll(() => page.locator('.swagger-ui').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const spec = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(spec.paths)).toContain('/api/account/login');
  });
});

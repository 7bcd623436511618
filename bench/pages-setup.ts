/** What bench:pages and its profiler share: the demo catalog's readiness and a signed-in page. */
import { API, TOKEN_COOKIE } from '@asinasin/contract';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS } from '../e2e/fixtures/browser.js';
import { STORAGE } from '../e2e/fixtures/seller.js';
import type { RunningServer } from '../e2e/fixtures/server.js';
import { throttle } from './pages-probes.js';

export const ROW = 'tbody tr.server-table-row';

/** Waits until the demo catalog's UK products have their sales estimates (written after import). */
export async function demoReady(baseUrl: string, token: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const res = await fetch(baseUrl + API.productSelection, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ marketplace: 'UK', sort: 'sales30d', order: 'desc', size: 1 }),
    });
    const answer = (await res.json()) as { data?: { rows: { sales30d: number | null }[] } };
    if (answer.data?.rows[0]?.sales30d != null) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo catalog was not ready within 2 minutes');
}

/** A throttled page of a new context, signed in as the seller of `token`, in Chinese. */
export async function signedIn(browser: Browser, server: RunningServer, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'zh-CN' });
  const { hostname } = new URL(server.baseUrl);
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  await page.goto(server.baseUrl + '/healthz');
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.token, value);
      localStorage.setItem(keys.language, 'zh-CN');
    },
    [STORAGE, token] as const,
  );
  await throttle(page);
  return page;
}

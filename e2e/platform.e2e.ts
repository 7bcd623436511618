import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';

describe('the built product on a real server', () => {
  const product = useProduct();

  it('serves the web app with SPA fallback (openPage fails on any CSP violation)', async (test) => {
    const { page } = await openPage(product.browser, test);
    const res = await page.goto(`${product.server.baseUrl}/some/deep/link`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerHTML()).not.toBe('');
  });

  it('browses the OpenAPI description at /api/docs', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/api/docs`);
    await expect.poll(() => page.locator('.swagger-ui').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const spec = await (await fetch(`${product.server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(spec.paths)).toContain('/api/account/login');
  });
});

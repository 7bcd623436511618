import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';

describe('the built product on a real server', () => {
  const product = useProduct({ SITE_CONTACT_EMAIL: 'hello@seller-tools.example' });

  it('serves the web app with SPA fallback (openPage fails on any CSP violation)', async (test) => {
    const { page } = await openPage(product.browser, test);
    const res = await page.goto(`${product.server.baseUrl}/some/deep/link`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').innerHTML()).not.toBe('');
  });

  it('shows the operator’s contact from the server’s settings and says what is not configured', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/`);
    const contact = page.getByRole('link', { name: /hello@seller-tools\.example/ });
    await contact.waitFor();
    expect(await contact.getAttribute('href')).toBe('mailto:hello@seller-tools.example');
    await page.getByText('运营方尚未配置').first().waitFor();
  });

  it('browses the OpenAPI description at /api/docs', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/api/docs`);
    await expect.poll(() => page.locator('.swagger-ui').count()).toBeGreaterThan(0);
    const spec = await (await fetch(`${product.server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(spec.paths)).toContain('/api/account/login');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { PLANS, postOrder } from '../../../test/support/billing.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/**
 * SPEC §4: the page keeps a handle on the payment popup while it visits a gateway, to notice when
 * it is closed. A cross-origin-opener policy of same-origin would sever that handle.
 */
describe('payment popup headers', () => {
  const t = useTestApp('sqlite', { WEB_DIST: webDist });

  it('lets pages keep their popups, and the /alipay page move on to the gateway', async () => {
    const page = await t.app.inject({ url: '/order' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const popup = await t.app.inject({ url: '/alipay' });
    expect(popup.statusCode).toBe(200);
    expect(popup.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('serves the sandbox page, which the popup moves on to from /alipay, without an opener policy', async () => {
    const seller = await createSeller(t.app);
    const order = (await postOrder(t.app, seller, { type: 1, id: PLANS.power100 })).json().data;
    const page = await t.app.inject({ url: order.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});

import { API, MARKETPLACES } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/test-app.js';

describeEachEngine('GET /api/site/stats', (engine) => {
  const t = useTestApp(engine);

  it('counts this instance: users, marketplaces, and no catalog yet', async () => {
    const empty = await t.app.inject({ url: API.siteStats });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      code: 1,
      msg: '',
      data: { products: 0, dimensions: 0, marketplaces: MARKETPLACES.length, users: 0 },
    });
    await createSeller(t.app);
    await createSeller(t.app);
    expect((await t.app.inject({ url: API.siteStats })).json().data.users).toBe(2);
  });

  it('takes product and dimension counts from whatever catalog is plugged in', async () => {
    const original = t.app.context.catalogStats;
    t.app.context.catalogStats = { countProducts: async () => 1234, countDimensions: async () => 23 };
    try {
      const res = await t.app.inject({ url: API.siteStats });
      expect(res.json().data).toMatchObject({ products: 1234, dimensions: 23 });
    } finally {
      t.app.context.catalogStats = original;
    }
  });

  it('lists every route of this issue with a tag in the OpenAPI description', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const documented = Object.entries(API).filter(([name]) => name !== 'devOutbox');
    for (const [, url] of documented) {
      const operations = Object.values(docs.paths[url] ?? {});
      expect(operations.length, url).toBeGreaterThan(0);
      for (const operation of operations) expect(operation.tags?.length, url).toBeGreaterThan(0);
    }
  });
});

describeEachEngine('GET /api/site/config', (engine) => {
  const t = useTestApp(engine, {
    SITE_CONTACT_EMAIL: 'hello@seller-tools.example',
    SITE_SUPPORT_URL: 'https://work.weixin.qq.com/kfid/abc',
  });

  it('tells the operator’s details, null where not configured', async () => {
    const res = await t.app.inject({ url: API.siteConfig });
    expect(res.json().data).toEqual({
      companyAddress: null,
      contactEmail: 'hello@seller-tools.example',
      supportUrl: 'https://work.weixin.qq.com/kfid/abc',
      miniProgramUrl: null,
      extensionName: 'asinasin-extension',
    });
  });
});

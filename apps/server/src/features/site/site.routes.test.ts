import { API, ENDPOINTS, MARKETPLACES } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countCatalog } from '../../platform/catalog/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

describeEachEngine('GET /api/site/stats', (engine) => {
  const t = useTestApp(engine);

  it('counts this instance: users, marketplaces, and an empty catalog', async () => {
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

  it('counts the catalog’s products and the fields they have data for', async () => {
    const catalog = await t.app.context.catalog();
    await catalog.run(`insert into products (marketplace, asin, title, price, run_id, updated_at)
      values ('US', 'B0TEST0001', 'Press', 9.5, 1, now()), ('US', 'B0TEST0002', 'Pan', null, 1, now())`);
    await catalog.run(`insert into product_sources values
      ('US', 'B0TEST0001', 1, ['title', 'price']), ('US', 'B0TEST0002', 1, ['title'])`);
    const res = await t.app.inject({ url: API.siteStats });
    // The first test counted an empty catalog a moment ago: counts are kept for a minute.
    expect(res.json().data).toMatchObject({ products: 0, dimensions: 0 });
    expect(await countCatalog(catalog, Date.now() + 61_000)).toEqual({ products: 2, dimensions: 2 });
  });

  it('lists every route of this issue with a tag in the OpenAPI description', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    // Endpoints hidden from the description (pages the server renders, a drawing's bytes) are not
    // API operations a client calls from the docs.
    const hidden = new Set(
      Object.values(ENDPOINTS).flatMap((endpoint) => (endpoint.hide ? [endpoint.path] : [])),
    );
    const isHidden = (path: string) => [...hidden].some((h) => h === path || h.startsWith(`${path}/`));
    const documented = Object.entries(API).filter(([, path]) => !isHidden(path));
    for (const [, path] of documented) {
      // a path with a parameter (`:patentNumber`) is documented as OpenAPI writes it (`{patentNumber}`)
      const url = path.replace(/:(\w+)/g, '{$1}');
      // A path that is a prefix (the gateways' notifications) is documented with its parameter.
      const operations = Object.entries(docs.paths)
        .filter(([path]) => path === url || path.startsWith(`${url}/{`))
        .flatMap(([, methods]) => Object.values(methods));
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

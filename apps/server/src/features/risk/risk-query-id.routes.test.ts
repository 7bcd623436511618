import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

/** A product with its image and one without, as a products file gives them. */
const PRODUCTS = `marketplace,asin,title,brand,image_url
DE,B0QUERY001,Knoblauchpresse,Acme,https://m.media-amazon.com/images/I/71query001.jpg
US,B0QUERY002,Garlic Press,Acme,
`;

describe('SPEC §7 getQueryId and getImgUrl', () => {
  const t = useTestApp('sqlite');
  let seller: Seller;
  beforeAll(async () => {
    await importIntoCatalog(t.app, 'products', PRODUCTS, { fileName: 'query-products.csv' });
    seller = await createSeller(t.app);
  }, 60_000);

  const post = (url: string, payload: unknown, lang = 'en-US', who: Seller | null = seller) =>
    t.app
      .inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { ...who?.headers, 'x-lang': lang },
      })
      .then((res) => res.json());

  it('reads a product link of the nine marketplaces or an ASIN into a query id, never fetching it', async () => {
    expect(
      await post(API.riskQueryId, { type: 1, url: 'https://www.amazon.de/-/en/dp/B0QUERY001?th=1' }),
    ).toMatchObject({ code: 1, data: { code: 'DE-B0QUERY001', asin: 'B0QUERY001', marketplace: 'DE' } });
    expect(await post(API.riskQueryId, { type: 2, url: ' b0query002 ' })).toMatchObject({
      code: 1,
      data: { code: 'US-B0QUERY002', marketplace: 'US' },
    });
  });

  it.each([
    [
      { url: 'https://amazon.evil.example/dp/B0QUERY001' },
      /Only product links of the nine Amazon marketplaces/,
      /只识别九个亚马逊站点/,
    ],
    [{ url: 'a garlic press' }, /No ASIN found/, /未找到 ASIN/],
    [{ url: '' }, /No ASIN found/, /未找到 ASIN/],
    [{ url: `https://www.amazon.com/dp/B0QUERY001?${'x'.repeat(2100)}` }, /./, /./],
  ])('refuses %j with a clear message in both languages', async (body, en, zh) => {
    const english = await post(API.riskQueryId, body);
    expect(english.code).not.toBe(1);
    expect(english.msg).toMatch(en);
    expect((await post(API.riskQueryId, body, 'zh-CN')).msg).toMatch(zh);
  });

  it('answers the catalog’s image URL of a query id, or why there is none', async () => {
    expect(await post(API.riskImgUrl, { code: 'de-b0query001' })).toMatchObject({
      code: 1,
      data: { code: 'DE-B0QUERY001', img: 'https://m.media-amazon.com/images/I/71query001.jpg', why: null },
    });
    const none = await post(API.riskImgUrl, { code: 'US-B0QUERY002' }, 'zh-CN');
    expect(none).toMatchObject({ code: 1, data: { img: null } });
    expect(none.data.why).toContain('没有它的图片');
    const unknown = await post(API.riskImgUrl, { code: 'US-B0NOTHERE1' });
    expect(unknown.code).not.toBe(1);
    expect(unknown.msg).toMatch(/The catalog has no B0NOTHERE1 on US yet/);
    for (const code of ['XX-B0QUERY001', 'US-12345', '', 'US-B0QUERY001; drop table']) {
      const bad = await post(API.riskImgUrl, { code });
      expect(bad.code).not.toBe(1);
      expect(bad.msg).toMatch(/This query id is not valid/);
    }
  });

  it('asks a seller to sign in', async () => {
    expect((await post(API.riskQueryId, { url: 'B0QUERY001' }, 'en-US', null)).code).not.toBe(1);
    expect((await post(API.riskImgUrl, { code: 'US-B0QUERY002' }, 'en-US', null)).code).not.toBe(1);
  });
});

import { API, REPORT_STATE } from '@asinasin/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { drawing, hasImageData } from '../../../test/support/images.js';
import { givePower, ledgerRows } from '../../../test/support/listing.js';
import { REPORT_CSV } from '../../../test/support/reports.js';
import {
  importSharedDrawings,
  RISK_MARKS_CSV,
  riskMold,
  waitForAnalysis,
} from '../../../test/support/risk.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { getBalance } from '../../platform/power/power-ledger.js';

const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

describe.skipIf(!hasImageData)('the AI infringement-risk analysis', () => {
  const t = useTestApp('sqlite');
  let seller: Seller;
  let other: Seller;
  let mold: Awaited<ReturnType<typeof riskMold>>;

  beforeAll(async () => {
    await importIntoCatalog(t.app, 'products', REPORT_CSV, { fileName: 'reports.csv' });
    await importIntoCatalog(t.app, 'trademarks', RISK_MARKS_CSV, { fileName: 'marks.csv' });
    await importSharedDrawings(t.app, 12);
    seller = await createSeller(t.app);
    other = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 10_000);
    mold = await riskMold(t.app);
  }, 120_000);

  const post = (who: Seller, url: string, payload: object, lang = 'en-US') =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...who.headers, 'x-lang': lang } });
  const start = (payload: object, who = seller, lang = 'en-US') =>
    post(who, API.riskCreate, { mold_id: mold.mold_id, path: mold.path, ...payload }, lang);

  it('looks up the product of an ASIN (getAsinImg) and says which import adds an unknown one', async () => {
    const found = await post(seller, API.riskAsinImage, { asin: 'b0report01' });
    expect(found.json()).toMatchObject({
      code: 1,
      data: { asin: 'B0REPORT01', marketplace: 'US', title: 'Garlic Press Stainless Steel', brand: 'Acme' },
    });
    const unknown = await post(seller, API.riskAsinImage, { asin: 'B0NOTHERE1' }, 'zh-CN');
    expect(unknown.json().code).not.toBe(1);
    expect(unknown.json().msg).toContain('导入包含它的商品文件');
    expect((await post(seller, API.riskAsinImage, { asin: 'B1' }, 'zh-CN')).json().msg).toBe('错误的ASIN');
  });

  it.each([
    [
      {},
      'Give an ASIN or product link, a title or brand, or an image to analyse',
      '请输入 ASIN 或商品链接、商品标题或品牌，或上传一张图片',
    ],
    [
      { image: 'data:text/plain;base64,aGVsbG8=' },
      'This is not an image we can use: only JPG / PNG files are accepted',
      '这不是可用的图片：只接受 JPG / PNG 格式',
    ],
    [
      { asin: 'B0NOTHERE1' },
      /The catalog has no B0NOTHERE1 on US yet/,
      /数据库中还没有 US 站点的 B0NOTHERE1/,
    ],
  ])('refuses %j before any charge, in both languages', async (payload, en, zh) => {
    const english = (await start(payload)).json();
    expect(english.code).not.toBe(1);
    expect(english.msg).toMatch(en);
    expect((await start(payload, seller, 'zh-CN')).json().msg).toMatch(zh);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(10_000);
  });

  it('refuses a decompression bomb and another module’s id', async () => {
    const bomb = await sharp({ create: { width: 7_000, height: 7_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await start({ image: dataUrl(bomb) })).json().msg).toMatch(/too big/);
    const report = await t.app.context.db
      .selectFrom('modules')
      .selectAll()
      .where('key', '=', 'asin_fx_update')
      .executeTakeFirstOrThrow();
    const res = await post(seller, API.riskCreate, { mold_id: report.id, path: report.path, title: 'x' });
    expect(res.json().msg).toBe('The module ID does not match this page; reload the page and try again');
  });

  it('answers 996 with nothing stored when the power is short', async () => {
    const poor = await createSeller(t.app);
    const res = await start({ title: 'garlic press' }, poor);
    expect(res.json().code).toBe(996);
    const rows = await t.app.context.db
      .selectFrom('risk_analyses')
      .selectAll()
      .where('user_id', '=', poor.user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('finds the brand’s live mark and the drawing, writes a cited verdict, charges once; only its owner sees it', async () => {
    const query = await sharp(drawing('USD0534342.png')).rotate(90).jpeg({ quality: 70 }).toBuffer();
    const res = await start({ asin: 'B0REPORT01', image: dataUrl(query, 'jpeg') });
    expect(res.json()).toMatchObject({ code: 1, data: { state: 0, cost: mold.cost / 100 } });
    const { id } = res.json().data;
    const done = await waitForAnalysis(t.app, seller.headers, id);
    expect(done).toMatchObject({
      state: REPORT_STATE.done,
      progress: 100,
      level: 'high',
      brand: 'Acme',
      hasImage: true,
    });
    const { trademarks, patents, writing } = done.content!;
    expect(trademarks.words[0]).toBe('acme');
    expect(trademarks.hits[0]).toMatchObject({
      mark: 'ACME',
      serialNumber: '97000001',
      status: 'live',
      level: 'high',
      why: ['exact'],
    });
    // a dead mark is evidence too, but never more than low
    expect(trademarks.hits.find((h) => h.mark === 'GARLICO')).toMatchObject({ status: 'dead', level: 'low' });
    expect(patents).toMatchObject({ indexed: 12, by: 'image' });
    expect(patents.hits[0]).toMatchObject({ patentNumber: 'USD0534342', level: 'high' });
    expect(patents.hits[0]!.imageScore).toBeGreaterThanOrEqual(0.9);
    expect(writing.ruleBased).toBe(true);
    expect(writing.text).toContain('97000001');
    expect(writing.text).toContain('USD0534342');
    expect(writing.text).toContain('not legal advice');

    const debits = (await ledgerRows(t.app, seller.user.id)).filter(
      (r) => r.idempotency_key === `risk:${id}`,
    );
    expect(debits).toHaveLength(1);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(10_000 - mold.cost);

    const image = await t.app.inject({
      method: 'GET',
      url: API.riskImage.replace(':id', String(id)),
      headers: seller.headers,
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const list = await t.app.inject({ method: 'GET', url: API.riskList, headers: seller.headers });
    expect(list.json().data.row[0]).toMatchObject({ id, state: 1, level: 'high' });

    // a second seller sees none of it
    const view = await t.app.inject({
      method: 'GET',
      url: API.riskView,
      query: { id: String(id) },
      headers: other.headers,
    });
    expect(view.json().code).not.toBe(1);
    const theirs = await t.app.inject({ method: 'GET', url: API.riskList, headers: other.headers });
    expect(theirs.json().data).toEqual({ row: [], total: 0 });
    const stolen = await t.app.inject({
      method: 'GET',
      url: API.riskImage.replace(':id', String(id)),
      headers: other.headers,
    });
    expect(stolen.json().code).not.toBe(1);
  }, 120_000);

  it('analyses a typed title without an image: patents by title words, said so', async () => {
    const res = await start({ title: 'Akmee garlic press' });
    const done = await waitForAnalysis(t.app, seller.headers, res.json().data.id);
    expect(done.content!.patents.by).toBe('title');
    expect(done.content!.trademarks.hits.map((h) => h.mark)).toContain('AKMEE');
  }, 120_000);

  it('asks a seller to sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.riskCreate, payload: { title: 'x' } });
    expect(res.json().code).not.toBe(1);
  });
});

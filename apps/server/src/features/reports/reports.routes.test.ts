import { API, REPORT_STATE } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { givePower, ledgerRows } from '../../../test/support/listing.js';
import { moldsOf, REPORT_CSV, waitForEnd } from '../../../test/support/reports.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { getBalance } from '../../platform/power/power-ledger.js';

describeEachEngine('AI report calls', (engine) => {
  const t = useTestApp(engine);
  let seller: Seller;
  let other: Seller;
  let molds: Awaited<ReturnType<typeof moldsOf>>;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'products', REPORT_CSV, { fileName: 'reports.csv' })).toMatchObject(
      { accepted: 3 },
    );
    seller = await createSeller(t.app);
    other = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 100_000);
    await givePower(t.app, other.user.id, 100_000);
    molds = await moldsOf(t.app);
  });

  const post = (url: string, payload: Record<string, unknown>, who: Seller | null = seller, lang = 'zh-CN') =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...(who?.headers ?? {}), 'x-lang': lang } });
  const get = (url: string, query: Record<string, string>, who: Seller = seller) =>
    t.app.inject({ method: 'GET', url, query, headers: who.headers });
  const asinBody = (asin: string, extra: Record<string, unknown> = {}) => ({
    mold_id: molds.asin.mold_id,
    path: molds.asin.path,
    asin,
    marketplace: 'US',
    ...extra,
  });
  const marketBody = (keyword: string) => ({
    mold_id: molds.market.mold_id,
    path: molds.market.path,
    keyword,
    marketplace: 'US',
  });
  const reportRows = () => t.app.context.db.selectFrom('reports').selectAll().execute();

  it('answers 401 to a visitor', async () => {
    for (const res of [
      await post(API.asinReportCreate, asinBody('B0REPORT01'), null),
      await post(API.marketReportCreate, marketBody('garlic'), null),
      await t.app.inject({ method: 'GET', url: API.asinReportList }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).not.toBe(1);
    }
  });

  it('refuses bad input with SPEC §5 messages, never charging and never answering 500', async () => {
    const before = await getBalance(t.app.context.db, seller.user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [asinBody(''), API.asinReportCreate, 'ASIN不能为空'],
      [asinBody('B012'), API.asinReportCreate, '错误的ASIN'],
      [asinBody('0306406152'), API.asinReportCreate, '错误的ASIN'],
      [asinBody('B0REPORT01', { marketplace: 'XX' }), API.asinReportCreate, '不支持的站点'],
      [asinBody('B0REPORT01', { mold_id: 999 }), API.asinReportCreate, '模块 ID 不存在'],
      [asinBody('B0REPORT01', { mold_id: molds.market.mold_id }), API.asinReportCreate, '模块 ID 与页面不符'],
      [asinBody('B0REPORT01', { path: '/somewhere/else' }), API.asinReportCreate, '模块 ID 与页面不符'],
      [marketBody('   '), API.marketReportCreate, '类目词不能为空'],
      [{ ...marketBody('garlic'), keyword: undefined }, API.marketReportCreate, '类目词不能为空'],
    ];
    for (const [body, url, message] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toContain(message);
    }
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(before);
    expect(await reportRows()).toEqual([]);
  });

  it('refuses an ASIN or keyword the catalog does not know before any charge, saying how to add it', async () => {
    const before = await getBalance(t.app.context.db, seller.user.id);
    const asin = await post(API.asinReportCreate, asinBody('B0NOTKNOWN'), seller, 'en-US');
    expect(asin.json()).toMatchObject({ code: 404 });
    expect(asin.json().msg).toMatch(/B0NOTKNOWN.*import a products file.*Nothing was charged/);
    const market = await post(API.marketReportCreate, marketBody('unicorn saddle'));
    expect(market.json().msg).toContain('数据导入');
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(before);
    expect(await reportRows()).toEqual([]);
  });

  it('answers 996 and creates nothing when the power is short', async () => {
    const poor = await createSeller(t.app);
    const res = await post(API.asinReportCreate, asinBody('B0REPORT01'), poor);
    expect(res.json()).toMatchObject({ code: 996 });
    expect(await reportRows()).toEqual([]);
    expect(await ledgerRows(t.app, poor.user.id)).toEqual([]);
  });

  it('makes an ASIN report as a job, charged once, every figure with its source', async () => {
    const before = await getBalance(t.app.context.db, seller.user.id);
    const res = await post(API.asinReportCreate, asinBody(' b0report01 '));
    expect(res.json()).toMatchObject({
      code: 1,
      data: { state: REPORT_STATE.inProgress, cost: molds.asin.cost / 100 },
    });
    const { id } = res.json().data;
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.done);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(before - molds.asin.cost);

    const list = (await get(API.asinReportList, { page: '1', size: '20' })).json().data;
    expect(list.row[0]).toMatchObject({ id, asin: 'B0REPORT01', state: 1 });
    // Done means printed: the card links its PDF (report-pdf.test.ts checks the file and the link).
    expect(list.row[0].url).toMatch(/^\/api\/report\/download\?id=/);
    expect(JSON.parse(list.row[0].product)).toMatchObject({ marketplace: 'US' });

    const view = (await get(API.asinReportView, { marketplace: 'US', asin: 'B0REPORT01' })).json().data;
    const sections = Object.fromEntries(view.content.sections.map((s: { key: string }) => [s.key, s]));
    expect(Object.keys(sections)).toEqual([
      'overview',
      'history',
      'sales',
      'keywords',
      'competitors',
      'listing',
    ]);
    const price = sections.overview.figures.find((f: { key: string }) => f.key === 'price');
    expect(price).toMatchObject({
      value: 19.99,
      source: { kind: 'import', detail: expect.stringContaining('reports.csv') },
    });
    expect(sections.sales.figures[1]).toMatchObject({
      key: 'boughtPastMonth',
      value: 300,
      source: { kind: 'amazon' },
    });
    expect(sections.competitors.tables[0].rows.map((r: unknown[]) => r[0]).sort()).toEqual([
      'B0REPORT02',
      'B0REPORT03',
    ]);
    // No search terms imported: the section says what is missing and how to add it.
    expect(sections.keywords.missing[0].text).toContain('品牌分析');
    // the listing rules' source is said in the reader's language
    expect(
      sections.listing.figures.find((f: { key: string }) => f.key === 'titleAdvised').source.note.text,
    ).toBe('亚马逊 Listing 规则');
    expect(view.content.writing).toMatchObject({ ruleBased: true, flagged: [] });
    expect(view.content.writing.text).toContain('19.99');
  });

  it('updates only a done report, recreates only a failed one, each update charged anew', async () => {
    const id = (await post(API.asinReportCreate, asinBody('B0REPORT02'))).json().data.id;
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.done);
    const update = { mold_id: molds.asin.mold_id, path: molds.asin.path, id };
    const recreate = await post(API.asinReportUpdate, { ...update, action: 'recreate' });
    expect(recreate.json().msg).toBe('报告已生成，无需重新创建');
    const before = await getBalance(t.app.context.db, seller.user.id);
    const first = await post(API.asinReportUpdate, update);
    expect(first.json()).toMatchObject({ code: 1, data: { id, state: 0 } });
    const again = await post(API.asinReportUpdate, update);
    expect(again.json()).toMatchObject({ msg: '创建报告失败，无法更新' });
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.done);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(before - molds.asin.cost);
  });

  it('makes a market report with its concentration, bands and scorecard', async () => {
    const res = await post(API.marketReportCreate, marketBody('garlic'));
    const { id } = res.json().data;
    expect(await waitForEnd(t.app, seller.headers, 'market', id)).toBe(REPORT_STATE.done);
    const card = (await get(API.marketReportList, {})).json().data.row[0];
    expect(card).toMatchObject({ id, keyword: 'garlic', state: 1 });
    expect(JSON.parse(card.market)).toMatchObject({ nicheId: card.niche_id, nicheTitle: 'garlic' });
    const view = (await get(API.marketReportView, { nicheId: card.niche_id })).json().data;
    const keys = view.content.sections.map((s: { key: string }) => s.key);
    expect(keys).toEqual([
      'overview',
      'concentration',
      'newProducts',
      'priceBands',
      'ratings',
      'fulfilment',
      'topProducts',
      'relatedKeywords',
      'scorecard',
    ]);
    const overview = view.content.sections[0].figures;
    expect(overview.find((f: { key: string }) => f.key === 'productCount').value).toBe(3);
    // the sample's rule is said in the reader's language, and shares are marked as shares
    expect(overview.find((f: { key: string }) => f.key === 'sampleSize').source.note.text).toContain('样本');
    const concentration = view.content.sections[1].figures;
    expect(concentration.every((f: { unit: string | null }) => f.unit === 'share')).toBe(true);
    // why a figure is missing is said in the reader's language, with its counts
    const sellers = concentration.find((f: { key: string }) => f.key === 'sellerTop3');
    expect(sellers.missing.text).toMatch(/^该数据无法给出：有估算销量的 \d+ 个商品中只有 \d+ 个知道卖家$/);
    expect(view.content.sections[8].tables[0].rows.length).toBeGreaterThan(0);
  });

  it('says what is missing in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: API.asinReportView,
      query: { marketplace: 'US', asin: 'B0REPORT01' },
      headers: { ...seller.headers, 'x-lang': 'en-US' },
    });
    const sections: { key: string; missing: { text: string }[] }[] = res.json().data.content.sections;
    expect(sections.find((s) => s.key === 'keywords')!.missing[0]!.text).toContain('Brand Analytics');
  });

  it('keeps each seller to their own reports', async () => {
    const mine = (await get(API.asinReportList, {})).json().data.row[0];
    expect((await get(API.asinReportList, {}, other)).json().data).toEqual({ row: [], total: 0 });
    const view = await get(API.asinReportView, { marketplace: 'US', asin: mine.asin }, other);
    expect(view.json()).toMatchObject({ code: 404, msg: '该报告不存在或已删除' });
    const update = { mold_id: molds.asin.mold_id, path: molds.asin.path, id: mine.id };
    expect((await post(API.asinReportUpdate, update, other)).json()).toMatchObject({ code: 404 });
    expect((await post(API.asinReportDelete, { id: mine.id }, other)).json()).toMatchObject({ code: 404 });
    // A market report's id is not an ASIN report's.
    expect((await post(API.marketReportDelete, { id: mine.id })).json()).toMatchObject({ code: 404 });
    expect((await get(API.asinReportList, {})).json().data.row[0].id).toBe(mine.id);
  });

  it('deletes a report: gone from the list, a second delete is refused', async () => {
    const mine = (await get(API.asinReportList, {})).json().data.row[0];
    expect((await post(API.asinReportDelete, { id: mine.id })).json()).toMatchObject({ code: 1 });
    expect(
      (await get(API.asinReportList, {})).json().data.row.map((r: { id: number }) => r.id),
    ).not.toContain(mine.id);
    expect((await post(API.asinReportDelete, { id: mine.id })).json()).toMatchObject({ code: 404 });
    expect(
      (
        await post(API.asinReportUpdate, { mold_id: molds.asin.mold_id, path: molds.asin.path, id: mine.id })
      ).json(),
    ).toMatchObject({ code: 404 });
  });
});

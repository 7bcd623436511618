import { API, REPORT_STATE, TOKEN_COOKIE } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { givePower } from '../../../test/support/listing.js';
import { readPdf } from '../../../test/support/read-pdf.js';
import { moldsOf, REPORT_CSV, waitForEnd } from '../../../test/support/reports.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { signedLink } from './report-link.js';

describe('a report’s PDF and its signed links', () => {
  const t = useTestApp('sqlite');
  let seller: Seller;
  let other: Seller;
  let molds: Awaited<ReturnType<typeof moldsOf>>;

  beforeAll(async () => {
    await importIntoCatalog(t.app, 'products', REPORT_CSV, { fileName: 'reports.csv' });
    seller = await createSeller(t.app);
    other = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 100_000);
    molds = await moldsOf(t.app);
  });

  const create = async (asin: string, lang: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.asinReportCreate,
      payload: { mold_id: molds.asin.mold_id, path: molds.asin.path, asin },
      headers: { ...seller.headers, 'x-lang': lang },
    });
    const id = res.json().data.id as number;
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.done);
    return id;
  };
  const cardOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: API.asinReportList, headers: seller.headers });
    return (res.json().data.row as { id: number; url: string }[]).find((c) => c.id === id)!;
  };
  const download = (url: string, lang = 'en-US', cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-lang': lang },
      cookies: cookie ? { [TOKEN_COOKIE]: cookie } : {},
    });
  const reportRow = (id: number) =>
    t.app.context.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('prints the report in the seller’s language, A4 pages numbered, with the ASIN, sections and footnotes', async () => {
    for (const [lang, asin, words] of [
      ['zh-CN', 'B0REPORT01', ['概况', '竞品', '总结', '第 1 页，共']],
      ['en-US', 'B0REPORT03', ['Overview', 'Competitors', 'Summary', 'Page 1 of']],
    ] as const) {
      const id = await create(asin, lang);
      const card = await cardOf(id);
      expect(card.url).toMatch(/^\/api\/report\/download\?id=\d+&expires=\d+&sig=[0-9a-f]{64}$/);
      const res = await download(card.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${asin}-US.pdf`);
      const pdf = await readPdf(res.rawPayload, `asin-${lang}`);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.text).toContain(asin);
      for (const word of words) expect(pdf.text).toContain(word);
      // Sources are footnotes: a figure's mark and the section's list.
      expect(pdf.text).toMatch(/\[1\]/);
      // Page 1 as an image is not blank: text and charts vary its pixels.
      expect(pdf.inkDeviation).toBeGreaterThan(10);
    }
  }, 180_000);

  it('refuses a tampered, an expired or another seller’s link, and a link to another seller’s report', async () => {
    const id = await create('B0REPORT02', 'zh-CN');
    const { url } = await cardOf(id);
    const sig = /sig=([0-9a-f]+)/.exec(url)![1]!;
    const flipped = url.replace(sig, (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    const otherExpiry = url.replace(/expires=(\d+)/, (_w, e: string) => `expires=${Number(e) + 60_000}`);
    for (const bad of [
      flipped,
      otherExpiry,
      url.replace('sig=', 'sig=x'),
      url.replace(`id=${id}`, 'id=abc'),
    ]) {
      const res = await download(bad, 'en-US');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 403,
        msg: 'This download link is not valid; go back to your reports and click download again',
      });
    }
    const expired = signedLink(t.app.context.secret, await reportRow(id), Date.now() - 10 * 60_000);
    expect((await download(expired, 'zh-CN')).json()).toMatchObject({
      code: 403,
      msg: '下载链接已过期，请回到报告列表重新点击下载',
    });
    // Opened in a browser signed in as another seller: refused.
    expect((await download(url, 'en-US', other.token)).json()).toMatchObject({
      code: 403,
      msg: 'This report does not belong to the account signed in',
    });
    expect((await download(url, 'en-US', seller.token)).statusCode).toBe(200);
    // Another seller cannot get a link to it.
    const asked = await t.app.inject({
      method: 'GET',
      url: API.reportDownloadLink,
      query: { id: String(id) },
      headers: other.headers,
    });
    expect(asked.json()).toMatchObject({ code: 404 });
    const own = await t.app.inject({
      method: 'GET',
      url: API.reportDownloadLink,
      query: { id: String(id) },
      headers: seller.headers,
    });
    expect((await download(own.json().data.url)).statusCode).toBe(200);
  }, 120_000);

  it('replaces the file on update and deletes it with the report; old links stop working', async () => {
    const id = await create('B0REPORT01', 'en-US');
    const first = await reportRow(id);
    const oldUrl = (await cardOf(id)).url;
    const update = await t.app.inject({
      method: 'POST',
      url: API.asinReportUpdate,
      payload: { mold_id: molds.asin.mold_id, path: molds.asin.path, id, action: 'update' },
      headers: seller.headers,
    });
    expect(update.json()).toMatchObject({ code: 1 });
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.done);
    const second = await reportRow(id);
    expect(second.file).not.toBe(first.file);
    expect(await t.app.context.files.find(first.file!)).toBeUndefined();
    expect(await t.app.context.files.find(second.file!)).toBeDefined();
    expect((await download(oldUrl)).statusCode).toBe(403);

    const newUrl = (await cardOf(id)).url;
    await t.app.inject({
      method: 'POST',
      url: API.asinReportDelete,
      payload: { id },
      headers: seller.headers,
    });
    expect(await t.app.context.files.find(second.file!)).toBeUndefined();
    expect((await download(newUrl)).json()).toMatchObject({ code: 404 });
  }, 180_000);
});

describe('a report when Chromium is missing', () => {
  const t = useTestApp('sqlite', { CHROMIUM_PATH: '/nonexistent/chromium' });

  it('fails with the reason and refunds, never writing a PDF', async () => {
    await importIntoCatalog(t.app, 'products', REPORT_CSV, { fileName: 'reports.csv' });
    const seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 10_000);
    const molds = await moldsOf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: API.asinReportCreate,
      payload: { mold_id: molds.asin.mold_id, path: molds.asin.path, asin: 'B0REPORT01' },
      headers: { ...seller.headers, 'x-lang': 'en-US' },
    });
    const id = res.json().data.id as number;
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.failed);
    const list = await t.app.inject({
      method: 'GET',
      url: API.asinReportList,
      headers: { ...seller.headers, 'x-lang': 'en-US' },
    });
    const card = list.json().data.row[0];
    expect(card).toMatchObject({ url: '' });
    expect(card.failure).toContain('The server cannot print PDFs right now');
    const refunds = await t.app.context.db
      .selectFrom('power_ledger')
      .selectAll()
      .where('user_id', '=', seller.user.id)
      .where('reason', '=', 'refund:report')
      .execute();
    expect(refunds).toHaveLength(1);
  }, 120_000);
});

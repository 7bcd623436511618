import { API, REPORT_STATE } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { givePower } from '../../../test/support/listing.js';
import { readPdf } from '../../../test/support/read-pdf.js';
import { moldsOf, REPORT_CSV, waitForEnd } from '../../../test/support/reports.js';
import { useTestApp } from '../../../test/support/test-app.js';

describe('a market report’s PDF', () => {
  const t = useTestApp('sqlite');
  let molds: Awaited<ReturnType<typeof moldsOf>>;

  beforeAll(async () => {
    await importIntoCatalog(t.app, 'products', REPORT_CSV, { fileName: 'reports.csv' });
    molds = await moldsOf(t.app);
  });

  it('prints the niche keyword, the market sections, numbered pages and footnotes, in zh-CN and en-US', async () => {
    for (const [lang, words] of [
      ['zh-CN', ['概况', '集中度', '新品', '价格带', '头部商品', '机会评分', '第 1 页，共']],
      [
        'en-US',
        [
          'Overview',
          'Concentration',
          'New products',
          'Price bands',
          'Top products',
          'Opportunity score',
          'Page 1 of',
        ],
      ],
    ] as const) {
      // One seller per language: a seller's report of a niche is theirs alone.
      const seller = await createSeller(t.app);
      await givePower(t.app, seller.user.id, 10_000);
      const created = await t.app.inject({
        method: 'POST',
        url: API.marketReportCreate,
        payload: { mold_id: molds.market.mold_id, path: molds.market.path, keyword: 'garlic' },
        headers: { ...seller.headers, 'x-lang': lang },
      });
      const id = created.json().data.id as number;
      expect(await waitForEnd(t.app, seller.headers, 'market', id)).toBe(REPORT_STATE.done);
      const list = await t.app.inject({ method: 'GET', url: API.marketReportList, headers: seller.headers });
      const card = (list.json().data.row as { id: number; url: string }[]).find((c) => c.id === id)!;
      const res = await t.app.inject({ method: 'GET', url: card.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdf(res.rawPayload, `market-${lang}`);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.text).toContain('garlic');
      for (const word of words) expect(pdf.text).toContain(word);
      // The top products are the catalog's: their ASINs are printed.
      expect(pdf.text).toContain('B0REPORT01');
      expect(pdf.text).toMatch(/\[1\]/);
      // Page 1 as an image is not blank: text and charts vary its pixels.
      expect(pdf.inkDeviation).toBeGreaterThan(10);
    }
  }, 180_000);
});

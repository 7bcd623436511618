import { API, REPORT_STATE } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { givePower } from '../../../test/support/listing.js';
import { riskMold, waitForAnalysis } from '../../../test/support/risk.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

// Real rows of the demo data (data/demo: the asaniczka 2023 sample's "Suitcases" and the
// PromptCloud toys' "Characters & Brands > Star Wars") and one row of a category the map lacks.
const PRODUCTS_CSV = `marketplace,asin,title,brand,category_path,price,currency
US,B014TMV5YE,"Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch",Sion,Suitcases,139.99,USD
US,B00TOYSW01,Star Wars Lightsaber Sion Edition,Hasbro,Characters & Brands > Star Wars,19.99,USD
US,B00WOMEN01,Sion Scarf,,Women,9.99,USD
`;
// Hand-made word marks (never shown to a seller): one in the suitcases' class 18, one in class 9.
const MARKS_CSV = `mark,owner,office,classes,status,serial
SION,Sion Luggage Co,USPTO,18,live,97100001
SION,Sion Software Inc,USPTO,9,live,97100002
STAR WARS,Lucasfilm Entertainment Company Ltd. LLC,USPTO,28,live,97100003
`;

describeEachEngine('the product’s Nice classes in the risk analysis and the brand-word flags', (engine) => {
  const t = useTestApp(engine);
  let seller: Seller;
  let mold: Awaited<ReturnType<typeof riskMold>>;

  beforeAll(async () => {
    await importIntoCatalog(t.app, 'products', PRODUCTS_CSV, { fileName: 'classes.csv' });
    await importIntoCatalog(t.app, 'trademarks', MARKS_CSV, { fileName: 'class-marks.csv' });
    seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 10_000);
    mold = await riskMold(t.app);
  }, 120_000);

  const post = (url: string, payload: object, lang = 'en-US') =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...seller.headers, 'x-lang': lang } });

  it('ranks the marks in the suitcase’s class first and says which classes it used and why', async () => {
    const res = await post(API.riskCreate, { mold_id: mold.mold_id, path: mold.path, asin: 'B014TMV5YE' });
    const done = await waitForAnalysis(t.app, seller.headers, res.json().data.id);
    expect(done.state).toBe(REPORT_STATE.done);
    const { trademarks } = done.content!;
    expect(trademarks.classes).toEqual({
      categoryPath: 'Suitcases',
      category: 'Suitcases',
      classes: [18],
      basis: 'heading',
      note: null,
    });
    const sion = trademarks.hits.filter((h) => h.mark === 'SION');
    expect(sion.map((h) => [h.serialNumber, h.inClasses, h.level])).toEqual([
      ['97100001', true, 'high'],
      // the software mark is the same word, but for goods a suitcase buyer does not confuse
      ['97100002', false, 'medium'],
    ]);
    expect(trademarks.hits[0]!.inClasses).toBe(true);
  }, 120_000);

  it('says when the category is not mapped, and then every class counts alike', async () => {
    const res = await post(API.riskCreate, { mold_id: mold.mold_id, path: mold.path, asin: 'B00WOMEN01' });
    const done = await waitForAnalysis(t.app, seller.headers, res.json().data.id);
    const { trademarks } = done.content!;
    expect(trademarks.classes).toMatchObject({ categoryPath: 'Women', category: null, classes: [] });
    const sion = trademarks.hits.filter((h) => h.mark === 'SION');
    expect(sion.map((h) => [h.inClasses, h.level])).toEqual([
      [undefined, 'high'],
      [undefined, 'high'],
    ]);
  }, 120_000);

  it('flags a page’s title and brand words that are live marks in each product’s classes, in one call', async () => {
    const res = await post(API.brandFlags, {
      asins: ['B014TMV5YE', 'b00toysw01', 'B00WOMEN01', 'B0NOTHERE1'],
    });
    expect(res.json().code).toBe(1);
    const [suitcase, toy, scarf, unknown] = res.json().data.row;
    expect(suitcase).toMatchObject({ asin: 'B014TMV5YE', classes: { category: 'Suitcases', classes: [18] } });
    expect(suitcase.hits).toEqual([
      {
        words: 'Sion',
        mark: 'SION',
        owner: 'Sion Luggage Co',
        office: 'USPTO',
        serialNumber: '97100001',
        status: 'live',
        classes: [18],
        why: 'exact',
      },
    ]);
    // the toy store's judgement entry gives class 28: the toy's Star Wars, not the luggage Sion
    expect(toy.classes).toMatchObject({ category: 'Characters & Brands', classes: [28], basis: 'judgement' });
    expect(toy.hits.map((h: { mark: string }) => h.mark)).toEqual(['STAR WARS']);
    // not mapped: marks of every class
    expect(scarf.hits.map((h: { serialNumber: string }) => h.serialNumber).sort()).toEqual([
      '97100001',
      '97100002',
    ]);
    expect(unknown).toMatchObject({ asin: 'B0NOTHERE1', hits: [] });
  });

  it.each([
    [{ asins: [] }, 'Give at least one ASIN to check for brand words', '请至少提供一个 ASIN 以检查品牌词'],
    [
      { asins: Array.from({ length: 101 }, (_, i) => `B0${String(i).padStart(8, '0')}`) },
      'Check at most 100 products at a time (one page of the table)',
      '一次最多检查 100 个商品（表格的一页）',
    ],
  ])('refuses %# in both languages', async (payload, en, zh) => {
    const english = (await post(API.brandFlags, payload)).json();
    expect(english.code).not.toBe(1);
    expect(english.msg).toBe(en);
    expect((await post(API.brandFlags, payload, 'zh-CN')).json().msg).toBe(zh);
  });

  it('asks a seller to sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.brandFlags,
      payload: { asins: ['B014TMV5YE'] },
    });
    expect(res.json().code).not.toBe(1);
  });
});

import { API, type ProductSelectionInput } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

// Hand-made fixture rows for the filter tests (never shown to a seller).
const CSV = `marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bsr,bsr_category,seller_count,fulfilment,seller_country,length_cm,width_cm,height_cm,weight_g,size_tier,variant_count,is_best_seller,is_amazons_choice,has_aplus,has_video,date_first_available
US,B0SELECT01,Garlic Press Stainless Steel,Acme,Home & Kitchen > Kitchen Utensils,19.99,USD,4.5,1200,800,Home & Kitchen,3,FBA,CN,20,5,4,250,Standard,2,true,false,true,false,2023-01-10
US,B0SELECT02,Garlic Peeler Silicone Tube,Acme,Home & Kitchen > Kitchen Utensils,9.99,USD,4.1,300,4000,Home & Kitchen,1,FBM,US,10,3,3,40,Standard,1,false,true,false,true,2023-05-02
US,B0SELECT03,Lemon Squeezer Heavy Duty,Zest,Home & Kitchen > Kitchen Utensils > Juicers,24.50,USD,4.8,90,2500,Home & Kitchen,5,AMZ,US,22,8,6,400,Standard,1,false,false,true,true,2022-11-20
US,B0SELECT04,Yoga Mat Thick,Flexa,Sports & Outdoors > Yoga,35.00,USD,4.3,5000,150,Sports & Outdoors,8,FBA,CN,180,60,1,1800,Oversize,6,true,true,false,false,2021-03-15
US,B0SELECT05,Garlic Rocker Crusher,Zest,Home & Kitchen > Kitchen Utensils,14.00,USD,,,,,,,,,,,,,,,,,,
UK,B0SELECT06,Garlic Press UK,Acme,Home & Kitchen > Kitchen Utensils,12.00,GBP,4.0,50,900,Home & Kitchen,2,FBA,GB,,,,,,,,,,,
`;

const asins = (body: { data: { rows: { asin: string }[] } }) => body.data.rows.map((row) => row.asin);

describe('product selection API (POST /api/AiAmazonBusiness/index)', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    const run = await importIntoCatalog(t.app, 'products', CSV);
    expect(run).toMatchObject({ status: 'done', accepted: 6 });
    headers = (await createSeller(t.app)).headers;
  });

  const select = (body: ProductSelectionInput | Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url: API.productSelection, headers: auth, payload: body });

  it('answers 401 to a visitor', async () => {
    const res = await select({}, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).not.toBe(1);
  });

  it('lists one marketplace by root BSR with missing ranks last, and counts the whole result', async () => {
    const res = await select({});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(5);
    expect(asins(res.json())).toEqual(['B0SELECT04', 'B0SELECT01', 'B0SELECT03', 'B0SELECT02', 'B0SELECT05']);
    const press = res.json().data.rows[1];
    expect(press).toMatchObject({
      title: 'Garlic Press Stainless Steel',
      price: 19.99,
      volumeCm3: 400,
      weightG: 250,
      dateFirstAvailable: '2023-01-10',
      isBestSeller: true,
      boughtPastMonth: null,
    });
  });

  it('combines ranges, keywords, lists and flags', async () => {
    const cases: [ProductSelectionInput | Record<string, unknown>, string[]][] = [
      [{ price: { min: 10, max: 25 } }, ['B0SELECT01', 'B0SELECT03', 'B0SELECT05']],
      [{ keyword: 'garlic', excludeKeywords: 'peeler, rocker' }, ['B0SELECT01']],
      [{ keyword: 'GARLIC press' }, ['B0SELECT01']],
      [{ keyword: 'zest' }, ['B0SELECT03', 'B0SELECT05']],
      [{ category: 'Home & Kitchen > Kitchen Utensils', rating: { min: 4.5 } }, ['B0SELECT01', 'B0SELECT03']],
      [{ category: 'Home & Kitchen > Kitchen' }, []],
      [{ fulfilment: ['FBM', 'AMZ'] }, ['B0SELECT03', 'B0SELECT02']],
      [{ sellerCountries: ['CN'], sellerCount: { max: 5 } }, ['B0SELECT01']],
      [{ bsr: { min: 500, max: 5000 }, aplus: true }, ['B0SELECT01', 'B0SELECT03']],
      [{ amazonsChoice: true, video: false }, ['B0SELECT04']],
      [{ weightG: { max: 300 }, volumeCm3: { min: 100 } }, ['B0SELECT01']],
      [{ sizeTiers: ['Oversize'] }, ['B0SELECT04']],
      [{ variantCount: { min: 2 }, bestSeller: true }, ['B0SELECT04', 'B0SELECT01']],
      [{ marketplace: 'UK' }, ['B0SELECT06']],
    ];
    for (const [body, expected] of cases) {
      const res = await select(body);
      expect({ body, asins: asins(res.json()), total: res.json().data.total }).toEqual({
        body,
        asins: expected,
        total: expected.length,
      });
    }
  });

  it('sorts either way with missing values last and pages without overlap', async () => {
    const byPrice = await select({ sort: 'price', order: 'desc' });
    expect(asins(byPrice.json())).toEqual([
      'B0SELECT04',
      'B0SELECT03',
      'B0SELECT01',
      'B0SELECT05',
      'B0SELECT02',
    ]);
    const byRatings = await select({ sort: 'ratingCount', order: 'asc', size: 2, page: 3 });
    expect(byRatings.json().data).toMatchObject({ total: 5, rows: [{ asin: 'B0SELECT05' }] });
    const pastTheEnd = await select({ size: 2, page: 4 });
    expect(pastTheEnd.json().data).toMatchObject({ total: 5, rows: [] });
  });

  it('finds a product by the words of its newest title', async () => {
    const renamed = 'marketplace,asin,title\nUS,B0SELECT02,Clove Peeler Silicone Tube\n';
    expect(await importIntoCatalog(t.app, 'products', renamed, { fileName: 'renamed.csv' })).toMatchObject({
      accepted: 1,
    });
    expect(asins((await select({ keyword: 'clove acme' })).json())).toEqual(['B0SELECT02']);
    expect(asins((await select({ keyword: 'garlic peeler' })).json())).toEqual([]);
  });

  it('filters and sorts on the derived history and the estimate', async () => {
    const catalog = await t.app.context.catalog();
    await catalog.run(`update products set bsr_growth = 200, bsr_growth_rate = 0.2, sales_30d = 900,
      sales_low = 540, sales_high = 1260, sales_curve = '*/*', sales_calibrated = false, new_ratings_30d = 40
      where asin = 'B0SELECT01'`);
    await catalog.run(`update products set bsr_growth = -100, bsr_growth_rate = -0.04, sales_30d = 350,
      sales_low = 210, sales_high = 490, sales_curve = 'US/Home & Kitchen', sales_calibrated = true,
      new_ratings_30d = 5 where asin = 'B0SELECT03'`);
    const rising = await select({ bsrGrowth: { min: 1 } });
    expect(asins(rising.json())).toEqual(['B0SELECT01']);
    expect(rising.json().data.rows[0]).toMatchObject({
      bsrGrowth: 200,
      bsrGrowthRate: 0.2,
      newRatings30d: 40,
      sales30d: { units: 900, low: 540, high: 1260, curve: '*/*', calibrated: false },
    });
    const selling = await select({ sales30d: { min: 300, max: 1000 }, sort: 'sales30d', order: 'asc' });
    expect(asins(selling.json())).toEqual(['B0SELECT03', 'B0SELECT04', 'B0SELECT01']);
    expect((await select({ newRatings30d: { max: 10 } })).json().data.total).toBe(1);
    // The import itself estimated the yoga mat's sales from its rank with the generic curve:
    // 30,000 × 150^-0.82 = 492.8 units, ±40 %; a product without a rank gets no estimate.
    const yoga = (await select({ keyword: 'yoga' })).json().data.rows[0];
    expect(yoga).toMatchObject({
      sales30d: { units: 493, low: 296, high: 690, curve: '*/*', calibrated: false },
      bsrGrowth: null,
      newRatings30d: null,
    });
    const unranked = (await select({ keyword: 'rocker' })).json().data.rows[0];
    expect(unranked).toMatchObject({ sales30d: null, bsrGrowth: null });
  });

  it('refuses a bad filter with the field named and runs nothing', async () => {
    const bad: Record<string, unknown>[] = [
      { price: { min: 40, max: 15 } },
      { price: { min: -1 } },
      { rating: { max: 'five' } },
      { marketplace: 'TR' },
      { sort: 'title' },
      { size: 1000 },
      { fulfilment: ['DROPSHIP'] },
    ];
    for (const body of bad) {
      const res = await select(body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg.length).toBeGreaterThan(0);
    }
    const reversed = await select({ price: { min: 40, max: 15 } });
    expect(reversed.json().msg).toBe('字段 price.min 无效：最小值不能大于最大值');
    const negative = await select({ price: { min: -1 } }, { ...headers, 'accept-language': 'en-US' });
    expect(negative.json().msg).toBe('Field price.min is invalid: must be at least 0');
    const huge = await select({ size: 1000 });
    expect(huge.json().msg).toBe('字段 size 无效：不能大于 100');
  });
});

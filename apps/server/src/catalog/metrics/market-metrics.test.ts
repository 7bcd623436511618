import { describe, expect, it } from 'vitest';
import { type SalesModel, marketMetrics, refreshProductMetrics } from '../index.js';
import { csv, useTestCatalog } from '../../../test/support/import-catalog.js';

const t = useTestCatalog();

/** Units = 10,000 / BSR for toys, so every product's units are round numbers. */
const model: SalesModel = {
  effectiveFrom: '2026-01-01',
  band: { relative: 0.4, source: 'test' },
  curves: [
    { marketplace: '*', rootCategory: '*', a: 30000, b: 0.82, source: 'generic' },
    { marketplace: 'US', rootCategory: 'Toys & Games', a: 10000, b: 1, source: 'toys' },
  ],
};

const PUZZLES = 'Toys & Games > Puzzles';
const HEADER =
  'marketplace,asin,title,brand,category_path,browse_node,price,currency,rating,rating_count,bsr,bsr_category,fulfilment,seller_country,has_aplus,has_video,date_first_available,bought_past_month';

/** Six products of the puzzles market (units 100, 50, 25, 20, 10 and none) and two outside it. */
const PRODUCTS = [
  `US,B0MARKET01,Wooden puzzle box,Acme,${PUZZLES},166359011,10,USD,4,100,100,Toys & Games,FBA,CN,true,false,2026-06-20,`,
  `US,B0MARKET02,Puzzle mat wooden,acme ,${PUZZLES},166359011,20,USD,5,300,200,Toys & Games,FBA,CN,true,,2026-05-01,`,
  `US,B0MARKET03,Jigsaw 1000,Beta,${PUZZLES} > Jigsaw,166363011,30,USD,3,200,400,Toys & Games,FBM,US,false,true,2026-02-01,`,
  `US,B0MARKET04,Brain teaser,Gamma,${PUZZLES},,40,USD,4,400,500,Toys & Games,AMZ,,,,2024-06-30,`,
  `US,B0MARKET05,Wooden cube,,${PUZZLES},,50,USD,,,1000,Toys & Games,,US,,,,100`,
  `US,B0MARKET06,Puzzle glue,Delta,${PUZZLES},,,,,,,,,,,,2026-06-01,`,
  `US,B0MARKET07,Puzzle rack,Acme,Toys & Games > Puzzles Extra,,5,USD,,,50,Toys & Games,,,,,,`,
  `DE,B0MARKET08,Holzpuzzle,Acme,${PUZZLES},,7,EUR,,,10,Toys & Games,,,,,,`,
];

async function setUp(lines = PRODUCTS) {
  await t.products('market.csv', csv([HEADER, ...lines].join('\n')));
  await t.catalog.run(
    `update products set seller_name = case asin when 'B0MARKET01' then 'Shop One'
       when 'B0MARKET02' then 'shop one' when 'B0MARKET03' then 'Shop Two' end`,
  );
  // The data's date: one snapshot of one product of the sample (no rank, so its sales stay put).
  await t.catalog.run(
    `insert into product_snapshots (marketplace, asin, observed_at, rating_count, run_id)
     values ('US', 'B0MARKET01', timestamp '2026-06-30 12:00:00', 100, 0)`,
  );
  await refreshProductMetrics(t.catalog, { model });
}

const value = <T>(v: T) => ({ value: v });

describe('market metrics over a category node', () => {
  it('computes every share, average and band of a small market by hand', async () => {
    await setUp();
    const m = await marketMetrics(t.catalog, 'US', { categoryPath: PUZZLES });
    expect(m.sample).toMatchObject({ products: 6, ranked: 5, marketProducts: 6 });
    expect(m.units).toMatchObject({ withEstimate: 5, withoutEstimate: 1 });
    expect(m.amazonReported).toEqual({ boughtPastMonthSum: value(100), products: 1 });
    expect(m.asOf).toMatchObject({ value: '2026-06-30' });
    // Units 100, 50, 25, 20, 10: 205 in all.
    expect(m.concentration.product).toEqual({
      top3: value(175 / 205),
      top5: value(1),
      top10: value(1),
      top20: value(1),
    });
    // Acme (either spelling) 150, Beta 25, Gamma 20; the brandless product's 10 stay in the whole.
    expect(m.concentration.brand).toEqual({
      top3: value(195 / 205),
      top5: value(195 / 205),
      top10: value(195 / 205),
      top20: value(195 / 205),
    });
    // Sellers known for 3 of the 5 products with units: Shop One 150, Shop Two 25.
    expect(m.concentration.seller.top3).toEqual(value(175 / 205));
    // As of 2026-06-30; first dates known for 5 products (units of those with sales: 195).
    expect(m.newProducts).toEqual({
      known: 5,
      months1: { productShare: value(2 / 5), unitsShare: value(100 / 195) }, // 06-20, 06-01
      months3: { productShare: value(3 / 5), unitsShare: value(150 / 195) }, // + 05-01
      months6: { productShare: value(4 / 5), unitsShare: value(175 / 195) }, // + 02-01
      months12: { productShare: value(4 / 5), unitsShare: value(175 / 195) }, // 2024 is older
    });
    expect(m.fulfilment).toEqual({
      FBA: value(2 / 6),
      FBM: value(1 / 6),
      AMZ: value(1 / 6),
      unknown: value(2 / 6),
    });
    expect(m.sellerCountry).toEqual({
      known: 4,
      shares: value([
        { country: 'CN', products: 2, share: 0.5 },
        { country: 'US', products: 2, share: 0.5 },
      ]),
    });
    expect(m.aplus).toEqual({ known: 3, share: value(2 / 3) });
    expect(m.video).toEqual({ known: 2, share: value(1 / 2) });
    expect(m.average).toEqual({
      currency: 'USD',
      price: value(30), // 10, 20, 30, 40, 50
      rating: value(4), // 4, 5, 3, 4
      ratingCount: value(250), // 100, 300, 200, 400
    });
    // Percentiles of 10…50: 18, 26, 34, 42; one product in each band.
    expect(m.priceBands.bands).toEqual(
      value(
        [
          [10, 18, 100],
          [18, 26, 50],
          [26, 34, 25],
          [34, 42, 20],
          [42, 50, 10],
        ].map(([from, to, units]) => ({ from, to, products: 1, unitsShare: value(units! / 205) })),
      ),
    );
  });

  it('takes a browse node or every word of a keyword, and keeps the top 100 by root BSR', async () => {
    await setUp();
    const node = await marketMetrics(t.catalog, 'US', { browseNode: '166359011' });
    expect(node.sample).toMatchObject({ products: 2, marketProducts: 2 });
    // "wooden" and "puzzle" in any order and case; not the cube (no "puzzle").
    const keyword = await marketMetrics(t.catalog, 'US', { keyword: '  PUZZLE wooden ' });
    expect(keyword.sample).toMatchObject({ products: 2 });
    expect(keyword.concentration.product.top3).toEqual(value(1));

    const many = Array.from(
      { length: 120 },
      (_, i) =>
        `US,B0MANY${String(i).padStart(4, '0')},Puzzle ${i},,Toys & Games > Many,,,,,,${i + 1},Toys & Games,,,,,,`,
    );
    await t.products('many.csv', csv([HEADER, ...many].join('\n')));
    await refreshProductMetrics(t.catalog, { model });
    const big = await marketMetrics(t.catalog, 'US', { categoryPath: 'Toys & Games > Many' });
    expect(big.sample).toMatchObject({ products: 100, ranked: 100, marketProducts: 120 });
    // Ranks 1…100: units 10,000/1 + … + 10,000/100; the best three hold 10,000 × (1 + 1/2 + 1/3).
    const units = Array.from({ length: 100 }, (_, i) => Math.round(10000 / (i + 1)));
    const total = units.reduce((a, b) => a + b, 0);
    expect(big.concentration.product.top3).toEqual(value((10000 + 5000 + 3333) / total));
  });
});

describe('market metrics that the data cannot give', () => {
  it('says why instead of a number', async () => {
    await setUp();
    const empty = await marketMetrics(t.catalog, 'US', { categoryPath: 'Garden' });
    expect(empty.sample).toMatchObject({ products: 0, marketProducts: 0 });
    expect(empty.concentration.product.top3).toEqual({
      value: null,
      reason: 'noSample',
    });
    expect(empty.fulfilment.FBA).toEqual({ value: null, reason: 'noSample' });
    expect(empty.average.price).toEqual({ value: null, reason: 'noSample' });

    // The DE product: no snapshot (so no date), no seller, no A+ flag; one price.
    const de = await marketMetrics(t.catalog, 'DE', { categoryPath: PUZZLES });
    expect(de.asOf).toMatchObject({
      value: null,
      reason: 'noSnapshot',
    });
    expect(de.newProducts.months1.unitsShare).toEqual({
      value: null,
      reason: 'noSnapshot',
    });
    expect(de.concentration.seller.top5).toEqual({
      value: null,
      reason: 'sellersFew',
      reasonParams: { known: 0, total: 1 },
    });
    expect(de.aplus).toEqual({
      known: 0,
      share: { value: null, reason: 'noAplusInfo' },
    });
    expect(de.amazonReported.boughtPastMonthSum.value).toBeNull();
    expect(de.priceBands.bands).toEqual(value([{ from: 7, to: 7, products: 1, unitsShare: value(1) }]));

    // No root rank, so no estimated units: concentration cannot be measured.
    await t.products(
      'unranked.csv',
      csv([HEADER, `UK,B0MARKET09,Puzzle,Acme,${PUZZLES},,3,GBP,,,,,,,,,,`].join('\n')),
    );
    const uk = await marketMetrics(t.catalog, 'UK', { keyword: 'puzzle' });
    expect(uk.units).toMatchObject({ withEstimate: 0, withoutEstimate: 1 });
    expect(uk.concentration.brand.top3).toEqual({
      value: null,
      reason: 'noUnits',
    });

    // Prices in two currencies are not averaged.
    await t.catalog.run("update products set currency = 'EUR' where asin = 'B0MARKET05'");
    const mixed = await marketMetrics(t.catalog, 'US', { categoryPath: PUZZLES });
    const several = { value: null, reason: 'currencies', reasonParams: { currencies: 'EUR, USD' } };
    expect(mixed.average).toMatchObject({ currency: null, price: several });
    expect(mixed.priceBands.bands).toEqual(several);
  });
});

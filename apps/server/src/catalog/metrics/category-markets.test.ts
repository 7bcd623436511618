import { describe, expect, it } from 'vitest';
import { csv, useTestCatalog } from '../../../test/support/import-catalog.js';
import {
  type SalesModel,
  ensureCategoryMarkets,
  refreshCategoryMarkets,
  marketMetrics,
  refreshProductMetrics,
} from '../index.js';

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
  'marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bsr,bsr_category,fulfilment,has_aplus,date_first_available,bought_past_month';
// The market-metrics fixture: units 100, 50, 25, 20, 10 and none in Puzzles; one product beside it.
const PRODUCTS = [
  `US,B0MARKET01,Wooden puzzle box,Acme,${PUZZLES},10,USD,4,100,100,Toys & Games,FBA,true,2026-06-20,`,
  `US,B0MARKET02,Puzzle mat wooden,acme ,${PUZZLES},20,USD,5,300,200,Toys & Games,FBA,true,2026-05-01,`,
  `US,B0MARKET03,Jigsaw 1000,Beta,${PUZZLES} > Jigsaw,30,USD,3,200,400,Toys & Games,FBM,false,2026-02-01,`,
  `US,B0MARKET04,Brain teaser,Gamma,${PUZZLES},40,USD,4,400,500,Toys & Games,AMZ,,2024-06-30,`,
  `US,B0MARKET05,Wooden cube,,${PUZZLES},50,USD,,,1000,Toys & Games,,,,100`,
  `US,B0MARKET06,Puzzle glue,Delta,${PUZZLES},,,,,,,,,2026-06-01,`,
  `US,B0MARKET07,Puzzle rack,Acme,Toys & Games > Puzzles Extra,5,USD,,,50,Toys & Games,,,,`,
  `DE,B0MARKET08,Holzpuzzle,Acme,Spielzeug,7,EUR,4,10,,,,,,`,
  `DE,B0MARKET09,Holzwürfel,Beta,Spielzeug,9,EUR,5,30,,,,,,`,
];

async function setUp() {
  await t.products('market.csv', csv([HEADER, ...PRODUCTS].join('\n')));
  await t.catalog.run(
    `insert into product_snapshots (marketplace, asin, observed_at, rating_count, run_id)
     values ('US', 'B0MARKET01', timestamp '2026-06-30 12:00:00', 100, 0)`,
  );
  await refreshProductMetrics(t.catalog, { model });
  return refreshCategoryMarkets(t.catalog, { now: new Date('2026-07-01T00:00:00Z') });
}

type Row = Record<string, unknown>;
const market = async (marketplace: string, path: string) =>
  (
    await t.catalog.all<Row>('select * from category_markets where marketplace = $1 and path = $2', [
      marketplace,
      path,
    ])
  )[0];

describe('category markets (the ranking table)', () => {
  it('is filled by the import itself, one row per marketplace and path level', async () => {
    await t.products('market.csv', csv([HEADER, ...PRODUCTS].join('\n')));
    const paths = await t.catalog.all<{ marketplace: string; path: string; level: number; children: number }>(
      'select marketplace, path, level, children from category_markets order by marketplace, path',
    );
    expect(paths).toEqual([
      { marketplace: 'DE', path: 'Spielzeug', level: 1, children: 0 },
      { marketplace: 'US', path: 'Toys & Games', level: 1, children: 2 },
      { marketplace: 'US', path: PUZZLES, level: 2, children: 1 },
      { marketplace: 'US', path: `${PUZZLES} > Jigsaw`, level: 3, children: 0 },
      { marketplace: 'US', path: 'Toys & Games > Puzzles Extra', level: 2, children: 0 },
    ]);
  });

  it('computes a node’s figures by hand, the same as marketMetrics', async () => {
    expect(await setUp()).toEqual({ markets: 5 });
    const row = await market('US', PUZZLES);
    expect(row).toMatchObject({
      level: 2,
      parent_path: 'Toys & Games',
      name: 'Puzzles',
      products: 6,
      sample: 6,
      units: 205, // 100 + 50 + 25 + 20 + 10
      with_units: 5,
      bought_past_month: 100,
      bought_known: 1,
      price: 30,
      currency: 'USD',
      rating: 4,
      rating_count: 250,
      concentration_basis: 'units',
      brand_top3: 195 / 205, // Acme 150 (both spellings), Beta 25, Gamma 20
      brand_top10: 195 / 205,
      brand_known: 4,
      new_share: 4 / 5, // after 2025-06-30: 06-20, 05-01, 02-01, 06-01 of 2026
      first_available_known: 5,
      fba_share: 2 / 6,
      fulfilment_known: 4,
      aplus_share: 2 / 3,
      aplus_known: 3,
    });
    expect((row!.as_of as Date).toISOString().slice(0, 10)).toBe('2026-06-30');
    expect(row!.units_low as number).toBeLessThan(205);
    expect(row!.units_high as number).toBeGreaterThan(205);
    expect((row!.computed_at as Date).toISOString()).toBe('2026-07-01T00:00:00.000Z');

    const m = await marketMetrics(t.catalog, 'US', { categoryPath: PUZZLES });
    expect(m.concentration.brand.top3).toEqual({ value: row!.brand_top3 });
    expect(m.newProducts.months12.productShare).toEqual({ value: row!.new_share });
    expect(m.fulfilment.FBA).toEqual({ value: row!.fba_share });
    expect(m.average.price).toEqual({ value: row!.price });
    expect(m.sample.marketProducts).toBe(row!.products);
  });

  it('holds a root the products of every level under it, and not its look-alike', async () => {
    await setUp();
    expect(await market('US', 'Toys & Games')).toMatchObject({ products: 7, units: 205 + 200 });
    expect(await market('US', `${PUZZLES} > Jigsaw`)).toMatchObject({ products: 1, units: 25 });
    expect(await market('US', 'Toys & Games > Puzzles Extra')).toMatchObject({ products: 1, units: 200 });
  });

  it('measures concentration by ratings when no product has units, and says so', async () => {
    await setUp();
    // Spielzeug: no BSR, so no estimate; Acme 10 ratings, Beta 30.
    expect(await market('DE', 'Spielzeug')).toMatchObject({
      units: null,
      units_low: null,
      with_units: 0,
      concentration_basis: 'ratings',
      brand_top3: 1,
      new_share: null, // no snapshot: the data's date is unknown
      fba_share: null, // fulfilment unknown for every product
      currency: 'EUR',
      price: 8,
    });
  });

  it('recomputes only the marketplaces asked, and drops the nodes that left', async () => {
    await setUp();
    await t.catalog.run(`delete from products where asin = 'B0MARKET03'`);
    await t.catalog.run(`update products set price = 100 where marketplace = 'DE'`);
    await refreshCategoryMarkets(t.catalog, { marketplaces: ['US'] });
    expect(await market('US', `${PUZZLES} > Jigsaw`)).toBeUndefined();
    expect(await market('US', PUZZLES)).toMatchObject({ products: 5, children: 0 });
    expect(await market('DE', 'Spielzeug')).toMatchObject({ price: 8 });
  });

  it('fills an empty table on open (a catalog from before the table), and leaves a full one be', async () => {
    await setUp();
    await t.catalog.run('delete from category_markets');
    await ensureCategoryMarkets(t.catalog);
    expect(await t.count('category_markets')).toBe(5);
    await t.catalog.run(`delete from category_markets where marketplace = 'DE'`);
    await ensureCategoryMarkets(t.catalog);
    expect(await t.count('category_markets')).toBe(4);
  });
});

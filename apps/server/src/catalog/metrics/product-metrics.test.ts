import { describe, expect, it } from 'vitest';
import { type SalesModel, refreshProductMetrics } from '../index.js';
import { importFile } from '../../features/catalog-import/import/import-file.js';
import { csv, useTestCatalog } from '../../../test/support/import-catalog.js';

const t = useTestCatalog();

/** Curves whose units are easy to compute by hand: 10,000 / BSR for toys, 20,000 / BSR for books. */
const model: SalesModel = {
  effectiveFrom: '2026-01-01',
  band: { relative: 0.4, source: 'test' },
  curves: [
    { marketplace: '*', rootCategory: '*', a: 30000, b: 0.82, source: 'generic' },
    { marketplace: 'US', rootCategory: 'Toys & Games', a: 10000, b: 1, source: 'toys' },
    {
      marketplace: 'US',
      rootCategory: 'Books',
      a: 20000,
      b: 1,
      source: 'calibrated books',
      calibration: {
        calibratedAt: '2026-05-01',
        observations: 90,
        heldOut: 20,
        medianApe: 0.1,
        p90Ape: 0.25,
      },
    },
  ],
};

const T1 = Date.parse('2026-06-30T12:00:00Z');
const daysBefore = (d: number, t1 = T1) => new Date(t1 - d * 86_400_000).toISOString();

async function products(lines: string[]) {
  const header = 'marketplace,asin,bsr,bsr_category';
  return t.products('p.csv', csv([header, ...lines].join('\n')));
}

/** A snapshot `day` days before t1: a root rank when `category` names the product's root category. */
async function snapshot(
  asin: string,
  day: number,
  values: { bsr?: number; category?: string; node?: string; ratings?: number; t1?: number },
) {
  await t.catalog.run(
    `insert into product_snapshots (marketplace, asin, observed_at, bsr, bsr_category, browse_node,
       rating_count, run_id) values ('US', $1, $2::timestamp, $3, $4, $5, $6, 0)`,
    [
      asin,
      daysBefore(day, values.t1),
      values.bsr ?? null,
      values.category ?? null,
      values.node ?? null,
      values.ratings ?? null,
    ],
  );
}

const metricsOf = async (asin: string) =>
  (
    await t.catalog.all<Record<string, unknown>>(
      `select bsr_7d_ago, bsr_growth, bsr_growth_rate, sales_30d, sales_low, sales_high, sales_curve,
         sales_calibrated, sales_growth_rate, new_ratings_30d from products where asin = $1`,
      [asin],
    )
  )[0];

describe('product metrics from history and the sales model', () => {
  it('computes BSR growth, 30-day sales with its band, sales growth and new ratings (by hand)', async () => {
    await products(['US,B0METRIC01,100,Toys & Games']);
    const toys = { category: 'Toys & Games' };
    // Last 30 days (t1 − 30 d, t1]: ranks 100, 125, 400, 200 → 100, 80, 25, 50 units → mean 63.75.
    await snapshot('B0METRIC01', 0, { ...toys, bsr: 100, ratings: 500 });
    await snapshot('B0METRIC01', 6, { ...toys, bsr: 125, ratings: 480 });
    await snapshot('B0METRIC01', 9, { ...toys, bsr: 400 });
    await snapshot('B0METRIC01', 20, { ...toys, bsr: 200, ratings: 450 });
    await snapshot('B0METRIC01', 26, { ratings: 420 }); // no rank: counts for ratings only
    // The 30 days before, (t1 − 60 d, t1 − 30 d]: ranks 500, 250 → 20, 40 units → mean 30.
    await snapshot('B0METRIC01', 30, { ...toys, bsr: 500, ratings: 400 });
    await snapshot('B0METRIC01', 45, { ...toys, bsr: 250, ratings: 300 });
    await snapshot('B0METRIC01', 61, { ...toys, bsr: 1 }); // older than both windows

    expect(await refreshProductMetrics(t.catalog, { model })).toEqual({ products: 1 });
    expect(await metricsOf('B0METRIC01')).toEqual({
      bsr_7d_ago: 125, // 6 days before is nearer 7 than 9 days before
      bsr_growth: 25, // 125 − 100
      bsr_growth_rate: 0.2, // 25 / 125
      sales_30d: 64, // 63.75
      sales_low: 38, // 63.75 × 0.6 = 38.25
      sales_high: 89, // 63.75 × 1.4 = 89.25
      sales_curve: 'US/Toys & Games',
      sales_calibrated: false,
      sales_growth_rate: 1.125, // 63.75 / 30 − 1
      new_ratings_30d: 100, // 500 now − 400 thirty days before (26 days before is farther)
    });
  });

  it('marks a calibrated curve, and leaves a value null when its history is missing', async () => {
    await products(['US,B0METRIC02,400,Books']);
    // Only the last 30 days, and no rank 4 to 10 days before: 20,000 / 400 = 50, / 500 = 40.
    await snapshot('B0METRIC02', 0, { category: 'Books', bsr: 400, ratings: 10 });
    await snapshot('B0METRIC02', 3, { category: 'Books', bsr: 400 });
    await snapshot('B0METRIC02', 11, { category: 'Books', bsr: 500 });
    await refreshProductMetrics(t.catalog, { model });
    expect(await metricsOf('B0METRIC02')).toEqual({
      bsr_7d_ago: null,
      bsr_growth: null,
      bsr_growth_rate: null,
      sales_30d: 47, // (50 + 50 + 40) / 3 = 46.67
      sales_low: 35, // its calibrated band, ±25 %: 35.0
      sales_high: 58, // 58.33
      sales_curve: 'US/Books',
      sales_calibrated: true,
      sales_growth_rate: null, // no snapshot in the 30 days before
      new_ratings_30d: null, // no snapshot 23 to 37 days before
    });
  });

  it('takes the more recent of two snapshots equally near 7 days, and a falling rank is negative growth', async () => {
    await products(['US,B0METRIC03,600,Toys & Games']);
    const toys = { category: 'Toys & Games' };
    await snapshot('B0METRIC03', 0, { ...toys, bsr: 600 });
    await snapshot('B0METRIC03', 5, { ...toys, bsr: 300 });
    await snapshot('B0METRIC03', 9, { ...toys, bsr: 700 });
    await refreshProductMetrics(t.catalog, { model });
    expect(await metricsOf('B0METRIC03')).toMatchObject({
      bsr_7d_ago: 300,
      bsr_growth: -300,
      bsr_growth_rate: -1,
      sales_30d: 21, // (10,000/600 + 10,000/300 + 10,000/700) / 3 = (16.67 + 33.33 + 14.29) / 3 = 21.43
    });
  });

  it('estimates from the stored rank where no snapshot has a root rank, and gives every product a row', async () => {
    await products([
      'US,B0METRIC04,1000,Toys & Games', // no history
      'US,B0METRIC05,,', // no rank at all
      'US,B0METRIC06,250,Toys & Games', // history of a Best Sellers list's node only
    ]);
    for (const [day, ratings] of [
      [0, 90],
      [7, 80],
      [31, 60],
    ] as const) {
      await snapshot('B0METRIC06', day, { node: '11056291', bsr: 3, ratings });
    }
    expect(await refreshProductMetrics(t.catalog, { model })).toEqual({ products: 3 });
    const noHistory = {
      bsr_7d_ago: null,
      bsr_growth: null,
      bsr_growth_rate: null,
      sales_growth_rate: null,
      new_ratings_30d: null,
    };
    expect(await metricsOf('B0METRIC04')).toEqual({
      ...noHistory,
      sales_30d: 10,
      sales_low: 6,
      sales_high: 14,
      sales_curve: 'US/Toys & Games',
      sales_calibrated: false,
    });
    expect(await metricsOf('B0METRIC05')).toEqual({
      ...noHistory,
      sales_30d: null,
      sales_low: null,
      sales_high: null,
      sales_curve: null,
      sales_calibrated: null,
    });
    // A rank within a node is not a root rank: no BSR growth; the stored root rank gives the sales.
    expect(await metricsOf('B0METRIC06')).toEqual({
      ...noHistory,
      sales_30d: 40,
      sales_low: 24,
      sales_high: 56,
      sales_curve: 'US/Toys & Games',
      sales_calibrated: false,
      new_ratings_30d: 30, // 90 − 60 (31 days before is the nearest to 30 within 23 to 37)
    });
  });

  it('refreshes only the marketplaces asked for', async () => {
    await products(['US,B0METRIC07,100,Toys & Games', 'DE,B0METRIC08,1000,Garten']);
    const first = new Date('2026-07-01T00:00:00Z');
    const second = new Date('2026-07-02T00:00:00Z');
    await refreshProductMetrics(t.catalog, { model, now: first });
    await t.catalog.run("update products set bsr = 2000 where asin = 'B0METRIC08'");
    expect(await refreshProductMetrics(t.catalog, { model, now: second, marketplaces: ['DE'] })).toEqual({
      products: 1,
    });
    const rows = await t.catalog.all(
      'select asin, sales_30d, sales_curve, metrics_at from products order by asin',
    );
    expect(rows).toEqual([
      { asin: 'B0METRIC07', sales_30d: 100, sales_curve: 'US/Toys & Games', metrics_at: first },
      // 30,000 × 2000^-0.82 = 30,000 / 510.9 = 58.7, by the generic curve
      { asin: 'B0METRIC08', sales_30d: 59, sales_curve: '*/*', metrics_at: second },
    ]);
  });

  it('runs two refreshes asked for at once one after the other instead of conflicting', async () => {
    await products(['US,B0METRIC09,100,Toys & Games']);
    const both = await Promise.all([
      refreshProductMetrics(t.catalog, { model }),
      refreshProductMetrics(t.catalog, { model, marketplaces: ['US'] }),
    ]);
    expect(both).toEqual([{ products: 1 }, { products: 1 }]);
  });
});

describe('product metrics after an import', () => {
  it('are recomputed after products and snapshots files are imported', async () => {
    // The shipped model's generic curve: 30,000 × 1000^-0.82 = 104.02, ±40 %.
    await products(['US,B0METRIC10,1000,Garden']);
    expect(await metricsOf('B0METRIC10')).toMatchObject({
      sales_30d: 104,
      sales_low: 62,
      sales_high: 146,
      sales_curve: '*/*',
      new_ratings_30d: null,
    });
    const list = [
      'snapshot_local_time,marketplace,browse_node_id,bestseller_rank,asin,rating,ratings_count,price_usd',
      '2026-06-01T09:00:00,US,11056291,4,B0METRIC10,4.5,100,9.99',
      '2026-07-01T09:00:00,US,11056291,2,B0METRIC10,4.5,160,9.99',
    ];
    const summary = await importFile(t.catalog, {
      kind: 'snapshots',
      fileName: 'list.csv',
      bytes: csv(list.join('\n')),
    });
    expect(summary).toMatchObject({ status: 'done', accepted: 2 });
    expect(await metricsOf('B0METRIC10')).toMatchObject({ sales_30d: 104, new_ratings_30d: 60 });
  });
});

import type { CatalogDb, CatalogTx } from '../../platform/catalog/catalog-db.js';
import {
  bandFactors,
  curveName,
  loadSalesModel,
  pickCurve,
  type SalesCurve,
  type SalesModel,
} from '../estimates/sales-model.js';

export interface RefreshOptions {
  /** the marketplaces to recompute; every marketplace when omitted */
  marketplaces?: readonly string[];
  /** the sales model; the shipped data/models/bsr-sales.json when omitted */
  model?: SalesModel;
  now?: Date;
}

const DAY_MS = 86_400_000;
const days = (n: number) => n * DAY_MS;

/**
 * The snapshot nearest `target` days before the latest one, within [from, to] days: the smallest
 * distance wins, and of two equally near the more recent one (a key, so DuckDB's arg_min picks it).
 */
const nearestKey = (target: number) => `abs(age - ${days(target)}) * 2 + (age > ${days(target)})::int`;

/**
 * One SQL statement computes every product's row: its latest snapshot t1, the snapshots around
 * t1 − 7 d and t1 − 30 d, and the sales model's units averaged over the two 30-day windows. The
 * curves come from `metric_curves` (one row per marketplace and root category, chosen in TS).
 * docs/data/estimates.md ("History metrics") defines every value.
 */
const METRIC_COLUMNS = [
  'bsr_7d_ago',
  'bsr_growth',
  'bsr_growth_rate',
  'sales_30d',
  'sales_low',
  'sales_high',
  'sales_curve',
  'sales_calibrated',
  'sales_growth_rate',
  'new_ratings_30d',
  'metrics_at',
];

const updateMetrics = (scope: (column: string) => string) => `
  update products set ${METRIC_COLUMNS.map((c) => `${c} = m.${c}`).join(', ')}
  from (
  with scoped as (
    select p.marketplace, p.asin, p.bsr, p.bsr_category,
           c.a, c.b, c.low_factor, c.high_factor, c.curve, c.calibrated
    from products p
    left join metric_curves c
      on c.marketplace = p.marketplace and c.root_category is not distinct from p.bsr_category
    where ${scope('p.marketplace')}
  ),
  observed as (
    -- A snapshot's rank is a root rank when it names the product's root category; a rank within
    -- a browse node (a Best Sellers list of a sub-category) is not.
    select s.marketplace, s.asin, s.observed_at, s.rating_count, p.a, p.b,
           case when s.bsr_category = p.bsr_category then s.bsr end as root_bsr
    from product_snapshots s join scoped p on p.marketplace = s.marketplace and p.asin = s.asin
    where ${scope('s.marketplace')}
  ),
  aged as (
    select *, epoch_ms(max(observed_at) over (partition by marketplace, asin)) - epoch_ms(observed_at) as age
    from observed
  ),
  history as (
    select marketplace, asin,
      max(root_bsr) filter (where age = 0) as bsr_now,
      max(rating_count) filter (where age = 0) as ratings_now,
      arg_min(root_bsr, ${nearestKey(7)})
        filter (where root_bsr is not null and age between ${days(4)} and ${days(10)}) as bsr_7d_ago,
      arg_min(rating_count, ${nearestKey(30)})
        filter (where rating_count is not null and age between ${days(23)} and ${days(37)}) as ratings_30d_ago,
      avg(a * power(root_bsr, -b)) filter (where age < ${days(30)}) as units_recent,
      avg(a * power(root_bsr, -b)) filter (where age >= ${days(30)} and age < ${days(60)}) as units_before
    from aged group by marketplace, asin
  ),
  estimated as (
    select p.marketplace, p.asin, p.low_factor, p.high_factor, p.curve, p.calibrated,
           h.bsr_now, h.bsr_7d_ago, h.ratings_now, h.ratings_30d_ago, h.units_recent, h.units_before,
           coalesce(h.units_recent, case when p.bsr >= 1 then p.a * power(p.bsr, -p.b) end) as units
    from scoped p left join history h on h.marketplace = p.marketplace and h.asin = p.asin
  )
  select marketplace, asin,
    bsr_7d_ago,
    bsr_7d_ago - bsr_now as bsr_growth,
    (bsr_7d_ago - bsr_now) / bsr_7d_ago as bsr_growth_rate,
    round(units) as sales_30d,
    round(units * low_factor) as sales_low,
    round(units * high_factor) as sales_high,
    case when units is not null then curve end as sales_curve,
    case when units is not null then calibrated end as sales_calibrated,
    units_recent / units_before - 1 as sales_growth_rate,
    ratings_now - ratings_30d_ago as new_ratings_30d,
    $1::timestamp as metrics_at
  from estimated
  ) m
  where products.marketplace = m.marketplace and products.asin = m.asin`;

/** The curve of every (marketplace, root category) pair in scope: few pairs, so chosen in TS. */
async function stageCurves(
  tx: CatalogTx,
  model: SalesModel,
  scope: (column: string) => string,
  params: string[],
): Promise<void> {
  const pairs = await tx.all<{ marketplace: string; bsr_category: string | null }>(
    `select distinct marketplace, bsr_category from products where ${scope('marketplace')}`,
    params,
  );
  await tx.run(
    `create temp table metric_curves (marketplace varchar, root_category varchar, a double, b double,
       low_factor double, high_factor double, curve varchar, calibrated boolean)`,
  );
  const rows = pairs.flatMap((pair) => {
    let curve: SalesCurve;
    try {
      curve = pickCurve(model, pair.marketplace, pair.bsr_category);
    } catch {
      return []; // a model without a '*' curve: these products get no estimate
    }
    const band = bandFactors(model, curve);
    return [
      [
        pair.marketplace,
        pair.bsr_category,
        curve.a,
        curve.b,
        band.low,
        band.high,
        curveName(curve),
        curve.calibration !== undefined,
      ],
    ];
  });
  await tx.appendTemp('metric_curves', rows, [
    'varchar',
    'varchar',
    'double',
    'double',
    'double',
    'double',
    'varchar',
  ]);
}

/**
 * Recomputes the derived columns of the products of some marketplaces (or all) in one transaction,
 * so that filters on BSR growth, estimated sales and new ratings read a column of the product row
 * (decisions/0017). Returns the rows written.
 */
export function refreshProductMetrics(
  catalog: CatalogDb,
  options: RefreshOptions = {},
): Promise<{ products: number }> {
  // one writer at a time: a refresh rewrites rows an import may be writing (decisions/0014)
  return catalog.writing(() => refresh(catalog, options));
}

async function refresh(catalog: CatalogDb, options: RefreshOptions): Promise<{ products: number }> {
  const { marketplaces, model = loadSalesModel(), now = new Date() } = options;
  if (marketplaces?.length === 0) return { products: 0 };
  const list = marketplaces ?? [];
  // The marketplaces are parameters from $first on (the insert's $1 is the time).
  const scope = (column: string, first = 1) =>
    marketplaces ? `${column} in (${list.map((_, i) => `$${i + first}`).join(', ')})` : 'true';
  return catalog.transaction(async (tx) => {
    await stageCurves(tx, model, (column) => scope(column), [...list]);
    const [updated] = await tx.all<{ Count: number }>(
      updateMetrics((column) => scope(column, 2)),
      [now.toISOString(), ...list],
    );
    await tx.run('drop table metric_curves');
    return { products: updated?.Count ?? 0 };
  });
}

import {
  ErrorCode,
  type AsinInfo,
  type HistoryPoint,
  type ImportSource,
  type ProductHistory,
  type SalesEstimate,
} from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { estimateMonthlySales, type SalesModel } from '../estimates/sales-model.js';
import { AppError } from '../../platform/http/app-error.js';
import { Params } from '../sql/statement.js';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from './product-row.js';

const DAY_MS = 86_400_000;

function notFound(marketplace: string, asins: string[]): AppError {
  return new AppError(ErrorCode.NOT_FOUND, 'research.productNotFound', {
    marketplace,
    asins: asins.join(', '),
  });
}

/** SPEC §7 getAsinInfo: the catalog's summary of one product; NOT_FOUND when the catalog lacks it. */
export async function asinInfo(
  catalog: CatalogQueries,
  query: { marketplace: string; asin: string },
): Promise<AsinInfo> {
  const [row] = await catalog.all<ProductRow & { asin: string }>(
    `select ${PRODUCT_COLUMNS} from products p where p.marketplace = $1 and p.asin = $2`,
    [query.marketplace, query.asin],
  );
  if (!row) throw notFound(query.marketplace, [query.asin]);
  const p = toProduct(row);
  return {
    marketplace: p.marketplace,
    asin: p.asin,
    img: p.imageUrl,
    title: p.title,
    brand: p.brand,
    price: p.price,
    currency: p.currency,
    bsr: p.bsr,
    bsrCategory: p.bsrCategory,
    rating: p.rating,
    ratingCount: p.ratingCount,
    categoryPath: p.categoryPath,
    updatedAt: p.updatedAt,
  };
}

interface SnapshotRow {
  asin: string;
  observed_at: Date;
  price: number | null;
  currency: string | null;
  bsr: number | null;
  bsr_category: string | null;
  browse_node: string | null;
  root_bsr: number | null;
  root_category: string | null;
  rating: number | null;
  rating_count: number | null;
  bought_past_month: number | null;
  amazon_price: number | null;
  new_price: number | null;
  fba_price: number | null;
  sub_bsr: number | null;
  sub_bsr_category: string | null;
  run_id: number;
}

interface RankDropsRow {
  rank_drops_30: number | null;
  rank_drops_90: number | null;
  rank_drops_180: number | null;
}

interface SourceRow {
  asin: string;
  run_id: number;
  fields: string[];
  observations: number;
  kind: string;
  format: string | null;
  file_name: string;
  imported_at: Date;
}

/** The sales model's units at one observation's root rank (the one formula: sales-model.ts). */
function estimateAt(model: SalesModel, marketplace: string, row: SnapshotRow): SalesEstimate | null {
  const estimate = estimateMonthlySales(model, {
    marketplace,
    bsr: row.root_bsr,
    rootCategory: row.root_category,
  });
  if (estimate.units === null) return null;
  return {
    units: estimate.units,
    low: estimate.low,
    high: estimate.high,
    // named as curveName() names the stored estimates' curves
    curve: `${estimate.curve.marketplace}/${estimate.curve.rootCategory}`,
    calibrated: estimate.curve.isCalibrated,
  };
}

function toPoint(model: SalesModel, marketplace: string, row: SnapshotRow): HistoryPoint {
  return {
    observedAt: row.observed_at.toISOString(),
    price: row.price,
    currency: row.currency,
    bsr: row.bsr,
    bsrCategory: row.bsr_category,
    browseNode: row.browse_node,
    rootBsr: row.root_bsr,
    rating: row.rating,
    ratingCount: row.rating_count,
    boughtPastMonth: row.bought_past_month,
    estimatedSales: estimateAt(model, marketplace, row),
    amazonPrice: row.amazon_price,
    newPrice: row.new_price,
    fbaPrice: row.fba_price,
    subBsr: row.sub_bsr,
    subBsrCategory: row.sub_bsr_category,
    runId: row.run_id,
  };
}

const SNAPSHOTS = (asinList: string) => `
  select s.asin, s.observed_at, s.price::double as price, s.currency, s.bsr, s.bsr_category,
    s.browse_node, s.rating, s.rating_count, s.bought_past_month, s.run_id,
    s.amazon_price::double as amazon_price, s.new_price::double as new_price,
    s.fba_price::double as fba_price, s.sub_bsr, s.sub_bsr_category,
    -- a root rank names the product's root category (docs/data/estimates.md, "Root rank")
    case when s.bsr_category = p.bsr_category then s.bsr end as root_bsr, p.bsr_category as root_category
  from product_snapshots s join products p on p.marketplace = s.marketplace and p.asin = s.asin
  where s.marketplace = $1 and s.asin in (${asinList})
  order by s.asin, s.observed_at`;

/** Every run that gave a product fields, observations or both, with its file and time. */
const SOURCES = (asinList: string) => `
  with given as (
    select asin, run_id, fields from product_sources where marketplace = $1 and asin in (${asinList})
  ),
  observed as (
    select asin, run_id, count(*) as observations from product_snapshots
    where marketplace = $1 and asin in (${asinList}) group by asin, run_id
  ),
  runs as (
    select coalesce(g.asin, o.asin) as asin, coalesce(g.run_id, o.run_id) as run_id,
      coalesce(g.fields, []::varchar[]) as fields, coalesce(o.observations, 0) as observations
    from given g full join observed o on o.asin = g.asin and o.run_id = g.run_id
  )
  select runs.*, r.kind, r.format, r.file_name, coalesce(r.finished_at, r.started_at) as imported_at
  from runs join import_runs r on r.id = runs.run_id
  order by runs.asin, runs.run_id`;

function toSource(row: SourceRow): ImportSource {
  return {
    runId: row.run_id,
    kind: row.kind,
    format: row.format,
    fileName: row.file_name,
    importedAt: row.imported_at.toISOString(),
    fields: [...row.fields].sort(),
    observations: row.observations,
  };
}

/** How the stored monthly estimate was made (product-metrics.ts): which history it averaged. */
function salesMethod(history: ProductHistory['product'], series: HistoryPoint[], metricsAt: Date | null) {
  const latest = series.length ? Date.parse(series[series.length - 1]!.observedAt) : null;
  const observations =
    latest === null
      ? 0
      : series.filter((p) => p.rootBsr !== null && latest - Date.parse(p.observedAt) < 30 * DAY_MS).length;
  const basis =
    history.sales30d === null ? null : observations > 0 ? ('snapshots' as const) : ('storedRank' as const);
  return { basis, observations, computedAt: metricsAt?.toISOString() ?? null };
}

/**
 * SPEC §7 /api/amazon/asin: 1-10 products of one marketplace with their history, estimates and
 * provenance, in the order asked. Bounded: three statements over at most ten ASINs. The ASINs the
 * catalog lacks are listed in `missing`; NOT_FOUND when it has none of them.
 */
export async function productHistories(
  catalog: CatalogQueries,
  model: SalesModel,
  query: { marketplace: string; asins: string[] },
): Promise<{ products: ProductHistory[]; missing: string[] }> {
  const { marketplace, asins } = query;
  const params = new Params([marketplace]);
  const asinList = params.list(asins);
  const [rows, snapshots, sources] = await Promise.all([
    catalog.all<ProductRow & { asin: string; metrics_at: Date | null } & RankDropsRow>(
      `select ${PRODUCT_COLUMNS}, p.metrics_at
       from products p where p.marketplace = $1 and p.asin in (${asinList})`,
      params.values,
    ),
    catalog.all<SnapshotRow>(SNAPSHOTS(asinList), params.values),
    catalog.all<SourceRow>(SOURCES(asinList), params.values),
  ]);
  if (rows.length === 0) throw notFound(marketplace, asins);
  const byAsin = new Map(rows.map((row) => [row.asin, row]));
  const products = asins.flatMap((asin) => {
    const row = byAsin.get(asin);
    if (!row) return [];
    const product = toProduct(row);
    const series = snapshots.filter((s) => s.asin === asin).map((s) => toPoint(model, marketplace, s));
    const own = sources.filter((s) => s.asin === asin).map(toSource);
    const fieldSources: Record<string, number> = {};
    for (const source of own) for (const field of source.fields) fieldSources[field] = source.runId;
    return [
      {
        product,
        series,
        sources: own,
        fieldSources,
        salesMethod: salesMethod(product, series, row.metrics_at),
        rankDrops: { d30: row.rank_drops_30, d90: row.rank_drops_90, d180: row.rank_drops_180 },
      },
    ];
  });
  return { products, missing: asins.filter((asin) => !byAsin.has(asin)) };
}

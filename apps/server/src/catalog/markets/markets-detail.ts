import type { MarketDetail, MarketDetailQuery, SelectedProduct } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';
import { marketMetrics, type Market } from '../metrics/market-metrics.js';
import { marketFilter, SAMPLE_SIZE } from '../metrics/market-query.js';
import { toRun } from './markets.repository.js';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../products/product-row.js';

type Bins = MarketDetail['ratings']['bins'];
const RATING_COUNT_EDGES = [0, 10, 100, 1_000, 10_000];
const AGE_MONTH_EDGES = [0, 3, 6, 12, 24, 36, 60];
const TOP_NAMES = 10;

/** Counts of values per bin of consecutive edges; the last bin is open-ended. */
function binned(values: number[], edges: number[]): Bins {
  return edges.map((from, i) => {
    const to = edges[i + 1] ?? null;
    return { from, to, products: values.filter((v) => v >= from && (to === null || v < to)).length };
  });
}

/** Shares by brand or seller: by estimated units when the sample has any, else by rating counts. */
function sharesBy(products: SelectedProduct[], name: (p: SelectedProduct) => string | null) {
  const basis = products.some((p) => p.sales30d)
    ? ('units' as const)
    : products.some((p) => p.ratingCount !== null)
      ? ('ratings' as const)
      : null;
  const weight = (p: SelectedProduct) => (basis === 'units' ? p.sales30d?.units : p.ratingCount) ?? null;
  const total = products.reduce((sum, p) => sum + (weight(p) ?? 0), 0);
  const groups = new Map<string, { name: string; products: number; weight: number }>();
  let known = 0;
  for (const product of products) {
    const label = name(product)?.trim();
    const w = weight(product);
    if (!label || w === null) continue;
    known++;
    const key = label.toLowerCase();
    const group = groups.get(key) ?? { name: label, products: 0, weight: 0 };
    group.products++;
    group.weight += w;
    groups.set(key, group);
  }
  const rows = [...groups.values()]
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .slice(0, TOP_NAMES)
    .map((g) => ({ name: g.name, products: g.products, share: total > 0 ? g.weight / total : 0 }));
  return { basis: total > 0 ? basis : null, known, rows: total > 0 ? rows : [] };
}

/** Whole months from a date to the data's date (ISO dates). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

function listingAge(products: SelectedProduct[], asOf: string | null): MarketDetail['listingAge'] {
  const dates = products.map((p) => p.dateFirstAvailable).filter((d): d is string => d !== null);
  if (asOf) {
    const months = dates.map((d) => monthsBetween(d, asOf)).filter((m) => m >= 0);
    return { unit: 'months', known: months.length, bins: binned(months, AGE_MONTH_EDGES) };
  }
  // Without the data's date an age would be measured from the wall clock: years instead.
  const years = dates.map((d) => Number(d.slice(0, 4)));
  const first = Math.min(...years);
  const last = Math.max(...years);
  const edges = years.length ? Array.from({ length: last - first + 1 }, (_, i) => first + i) : [];
  return {
    unit: 'year',
    known: years.length,
    bins: edges.map((year) => ({
      from: year,
      to: year + 1,
      products: years.filter((y) => y === year).length,
    })),
  };
}

/** One market's detail: marketMetrics, its sample's products and the distributions of the charts. */
export async function marketDetail(catalog: CatalogQueries, query: MarketDetailQuery): Promise<MarketDetail> {
  const market: Market = query.node ? { categoryPath: query.node } : { keyword: query.keyword! };
  const filter = marketFilter(market);
  const [metrics, rows] = await Promise.all([
    marketMetrics(catalog, query.marketplace, market),
    // The sample exactly as marketMetrics takes it (market-query.ts).
    catalog.all<ProductRow>(
      `select ${PRODUCT_COLUMNS} from products p where p.marketplace = $1 and ${filter.sql}
       order by p.bsr asc nulls last, p.rating_count desc nulls last, p.asin limit ${SAMPLE_SIZE}`,
      [query.marketplace, ...filter.params],
    ),
  ]);
  const products = rows
    .filter((row): row is ProductRow & { asin: string } => row.asin !== null)
    .map(toProduct);
  const runParams = new Params([query.marketplace]);
  const runs = products.length
    ? await catalog.all<{ id: number; kind: string; file_name: string; finished_at: Date | null }>(
        `select distinct r.id, r.kind, r.file_name, r.finished_at from product_sources s
         join import_runs r on r.id = s.run_id
         where s.marketplace = $1 and s.asin in (${runParams.list(products.map((p) => p.asin))})
         order by r.id desc limit 20`,
        runParams.values,
      )
    : [];
  const ratings = products.map((p) => p.rating).filter((r): r is number => r !== null);
  const ratingCounts = products.map((p) => p.ratingCount).filter((r): r is number => r !== null);
  const { marketplace: _m, market: _market, sellerCountry: _c, ...figures } = metrics;
  return {
    marketplace: query.marketplace,
    node: query.node ?? null,
    keyword: query.keyword ?? null,
    metrics: figures,
    products,
    brands: sharesBy(products, (p) => p.brand),
    sellers: sharesBy(products, (p) => p.sellerName),
    ratings: {
      known: ratings.length,
      bins: binned(
        ratings.map((r) => Math.max(1, Math.floor(r * 2) / 2)),
        [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5],
      ),
    },
    ratingCounts: { known: ratingCounts.length, bins: binned(ratingCounts, RATING_COUNT_EDGES) },
    listingAge: listingAge(products, metrics.asOf.value),
    runs: runs.map(toRun),
  };
}

import type {
  CategoryMarket,
  CategoryNode,
  CategoryTreeQuery,
  MarketMetric,
  MarketRanking,
  MarketRankingQuery,
  MarketRun,
} from '@asinasin/contract';
import { MARKET_METRICS } from '@asinasin/contract';
import type { DuckDBValue } from '@duckdb/node-api';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { categoryMarketsReady } from '../metrics/category-markets.js';
import { toFigures, type FiguresRow } from './markets-figures.js';

/** Each ranking metric as its column of category_markets. */
const COLUMN: Record<MarketMetric, string> = {
  products: 'products',
  units: 'units',
  boughtPastMonth: 'bought_past_month',
  price: 'price',
  rating: 'rating',
  ratingCount: 'rating_count',
  brandTop3: 'brand_top3',
  brandTop10: 'brand_top10',
  newShare: 'new_share',
  fbaShare: 'fba_share',
  aplusShare: 'aplus_share',
};

type MarketRow = FiguresRow & {
  path: string;
  name: string;
  level: number;
  parent_path: string | null;
  children: number;
};

const depthOf = (path: string) => path.split(' > ').length;

/** The WHERE clause of a ranking over category_markets. */
export function rankingWhere(query: MarketRankingQuery, params: DuckDBValue[]): string {
  const bind = (value: DuckDBValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [`marketplace = ${bind(query.marketplace)}`];
  const level = query.level ?? (query.parent ? depthOf(query.parent) + 1 : undefined);
  if (level !== undefined) conditions.push(`level = ${bind(level)}`);
  if (query.parent) conditions.push(`starts_with(path, ${bind(`${query.parent} > `)})`);
  for (const metric of MARKET_METRICS) {
    const min = query[`${metric}Min`];
    const max = query[`${metric}Max`];
    if (min !== undefined) conditions.push(`${COLUMN[metric]} >= ${bind(min)}`);
    if (max !== undefined) conditions.push(`${COLUMN[metric]} <= ${bind(max)}`);
  }
  return conditions.join(' and ');
}

/** The ranking's page: sorted by one metric (missing values last), the path breaking ties. */
export function rankingStatement(query: MarketRankingQuery): { sql: string; params: DuckDBValue[] } {
  const params: DuckDBValue[] = [];
  const where = rankingWhere(query, params);
  const offset = (query.page - 1) * query.size;
  const sql = `select * from category_markets where ${where}
    order by ${COLUMN[query.sort]} ${query.order} nulls last, path
    limit ${query.size} offset ${offset}`;
  return { sql, params };
}

const toRun = (row: {
  id: number;
  kind: string;
  file_name: string;
  finished_at: Date | null;
}): MarketRun => ({
  id: row.id,
  kind: row.kind,
  fileName: row.file_name,
  finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
});

/** The hot-market ranking of category nodes: one page, the total, and what it was computed from. */
export async function rankMarkets(catalog: CatalogDb, query: MarketRankingQuery): Promise<MarketRanking> {
  await categoryMarketsReady(catalog);
  const { sql, params } = rankingStatement(query);
  const countParams: DuckDBValue[] = [];
  const [rows, [count], [basis]] = await Promise.all([
    catalog.all<MarketRow>(sql, params),
    catalog.all<{ n: number }>(
      `select count(*) as n from category_markets where ${rankingWhere(query, countParams)}`,
      countParams,
    ),
    catalog.all<{ computed_at: Date | null; run_id: number | null }>(
      'select max(computed_at) as computed_at, max(run_id) as run_id from category_markets where marketplace = $1',
      [query.marketplace],
    ),
  ]);
  const [run] = basis?.run_id
    ? await catalog.all<{ id: number; kind: string; file_name: string; finished_at: Date | null }>(
        'select id, kind, file_name, finished_at from import_runs where id = $1',
        [basis.run_id],
      )
    : [];
  return {
    rows: rows.map((row): CategoryMarket => ({
      ...toFigures(row),
      path: row.path,
      name: row.name,
      level: row.level,
      parentPath: row.parent_path,
      children: row.children,
    })),
    total: count?.n ?? 0,
    computedAt: basis?.computed_at ? basis.computed_at.toISOString() : null,
    latestRun: run ? toRun(run) : null,
  };
}

export { toRun };

/** Children of a node (or the roots) with their product counts, most products first. */
export async function categoryChildren(
  catalog: CatalogDb,
  query: CategoryTreeQuery,
): Promise<{ parent: string | null; nodes: CategoryNode[] }> {
  await categoryMarketsReady(catalog);
  const parent = query.parent ?? null;
  const nodes = await catalog.all<CategoryNode>(
    `select path, name, level, products, children from category_markets
     where marketplace = $1 and ${parent === null ? 'parent_path is null' : 'parent_path = $2'}
     order by products desc, path limit 1000`,
    parent === null ? [query.marketplace] : [query.marketplace, parent],
  );
  return { parent, nodes };
}

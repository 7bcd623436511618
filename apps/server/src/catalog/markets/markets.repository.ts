import type {
  CategoryMarket,
  CategoryNode,
  CategoryTreeQuery,
  MarketRanking,
  MarketRankingQuery,
  MarketRun,
} from '@asinasin/contract';
import { MARKET_METRICS } from '@asinasin/contract';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { categoryMarketsReady } from '../metrics/category-markets.js';
import { pageWindow, pageWithTotal, Params, Where, type Statement } from '../sql/statement.js';
import { MARKET_COLUMN } from './markets-columns.js';
import { toFigures, type FiguresRow } from './markets-figures.js';
import { resolveMarketSort } from './markets-sort.js';

type MarketRow = FiguresRow & {
  path: string;
  name: string;
  level: number;
  parent_path: string | null;
  children: number;
};

const depthOf = (path: string) => path.split(' > ').length;

/** The WHERE clause of a ranking over category_markets. */
function rankingWhere(query: MarketRankingQuery, params: Params): Where {
  const level = query.level ?? (query.parent ? depthOf(query.parent) + 1 : undefined);
  const where = new Where(params).equals('marketplace', query.marketplace).equals('level', level);
  if (query.parent) where.add(`starts_with(path, ${params.bind(`${query.parent} > `)})`);
  for (const metric of MARKET_METRICS) {
    where.range(MARKET_COLUMN[metric], { min: query[`${metric}Min`], max: query[`${metric}Max`] });
  }
  return where;
}

/**
 * The ranking's page and the count of all matching nodes in one statement: sorted by one metric
 * (missing values last), the path breaking ties; only the page's rows are read whole.
 */
export function rankingStatement(
  query: MarketRankingQuery & Required<Pick<MarketRankingQuery, 'sort' | 'order'>>,
): Statement {
  const params = new Params();
  const where = rankingWhere(query, params);
  return params.statement(
    pageWithTotal({
      hits: `select rowid as r, ${MARKET_COLUMN[query.sort]} as k, path from category_markets where ${where}`,
      order: { by: 'k', direction: query.order, ties: ['path'] },
      window: pageWindow(query.page, query.size),
      rows: 'select c.*, page.k, page.r from page join category_markets c on c.rowid = page.r',
    }),
  );
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
  const sortedBy = await resolveMarketSort(catalog, query);
  const { sql, params } = rankingStatement({ ...query, sort: sortedBy.field, order: sortedBy.order });
  const [rows, [basis]] = await Promise.all([
    catalog.all<MarketRow & { total: number; path: string | null }>(sql, params),
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
    rows: rows
      .filter((row): row is MarketRow & { total: number } => row.path !== null)
      .map((row): CategoryMarket => ({
        ...toFigures(row),
        path: row.path,
        name: row.name,
        level: row.level,
        parentPath: row.parent_path,
        children: row.children,
      })),
    total: rows[0]?.total ?? 0,
    computedAt: basis?.computed_at ? basis.computed_at.toISOString() : null,
    latestRun: run ? toRun(run) : null,
    sortedBy,
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

import {
  HOT_PRODUCT_DEFAULT_SORT,
  type HotProductKind,
  type HotProductSort,
  type HotProductsQuery,
} from '@asinasin/contract';
import { pageWindow, pageWithTotal, Params, Where, type Statement } from '../sql/statement.js';
import { PRODUCT_COLUMN, PRODUCT_COLUMNS } from './product-row.js';

const DAY_MS = 86_400_000;
/** The list's observation "about 7 days" before its latest: the nearest to 7 days within 4 to 10. */
const BASELINE = { target: 7 * DAY_MS, from: 4 * DAY_MS, to: 10 * DAY_MS };
/** newlyAvailable: first available within this many days of the data's date */
export const NEWLY_AVAILABLE_DAYS = 90;

/** The column a sort reads: a product value, or the rank with which a new entrant entered. */
const sortColumn = (sort: HotProductSort) => (sort === 'nodeRank' ? 'e.node_rank' : PRODUCT_COLUMN[sort]);

/** What makes a product of the catalog one of each kind (docs/data/hot-products.md). */
const KIND_CONDITION: Record<HotProductKind, string> = {
  boughtLeaders: 'p.bought_past_month > 0',
  bsrRising: 'p.bsr_growth > 0',
  salesRising: 'p.sales_growth_rate > 0',
  newEntrants: 'true', // the join with `entrants` is the condition
  newlyAvailable: `p.date_first_available >= (select as_of from data_date) - interval ${NEWLY_AVAILABLE_DAYS} day`,
};

/**
 * The products that entered a browse node's top 100 between the node's observation about 7 days
 * before its latest and its latest. An observation of a node is one distinct `observed_at` of its
 * snapshots. Bounded per node: only the node's two observations are joined (at most 100 rows
 * each); the cost is one scan of five columns of the marketplace's ranked snapshots.
 */
const ENTRANTS = `ranked as (
    select browse_node as node, asin, observed_at, bsr from product_snapshots
    where marketplace = $1 and browse_node is not null and bsr between 1 and 100
  ),
  node_latest as (select node, max(observed_at) as t1 from ranked group by node),
  node_baseline as (
    select l.node, l.t1,
      arg_min(o.observed_at, abs(epoch_ms(l.t1) - epoch_ms(o.observed_at) - ${BASELINE.target}) * 2
        + (epoch_ms(l.t1) - epoch_ms(o.observed_at) > ${BASELINE.target})::int) as t0
    from node_latest l join (select distinct node, observed_at from ranked) o on o.node = l.node
    where epoch_ms(l.t1) - epoch_ms(o.observed_at) between ${BASELINE.from} and ${BASELINE.to}
    group by l.node, l.t1
  ),
  entrants as (
    select b.node, now.asin, now.bsr as node_rank, b.t1, b.t0 from node_baseline b
    join ranked now on now.node = b.node and now.observed_at = b.t1
    where not exists (
      select 1 from ranked was where was.node = b.node and was.observed_at = b.t0 and was.asin = now.asin)
    -- a product that entered several nodes' lists counts once, where it ranks best
    qualify row_number() over (partition by now.asin order by now.bsr, b.node) = 1
  )`;

/**
 * One page of hot products of one kind and the count of all of them, in one statement (the
 * product selection's shape: filter once, sort the hits' keys, read only the page's rows whole).
 */
export function hotProductsStatement(query: HotProductsQuery): Statement {
  const params = new Params([query.marketplace]);
  const where = new Where(params).add('p.marketplace = $1', KIND_CONDITION[query.kind]);
  if (query.category) {
    const path = params.bind(query.category);
    where.add(`(p.category_path = ${path} or starts_with(p.category_path, ${path} || ' > '))`);
  }
  where.range('p.price', query.price).range('p.rating_count', query.ratingCount);
  const fallback = HOT_PRODUCT_DEFAULT_SORT[query.kind];
  const sort = query.sort ?? fallback.sort;
  const direction = query.order ?? (query.sort ? 'asc' : fallback.order);
  const entrants = query.kind === 'newEntrants';
  const entry = entrants
    ? 'e.node, e.node_rank, e.t1, e.t0'
    : 'null as node, null as node_rank, null as t1, null as t0';
  return params.statement(
    pageWithTotal({
      with: [
        ...(entrants ? [ENTRANTS] : []),
        'data_date as (select max(date_first_available) as as_of from products where marketplace = $1)',
      ],
      hits: `select p.rowid as r, ${sortColumn(sort)} as k, ${entry} from products p
        ${entrants ? 'join entrants e on e.asin = p.asin' : ''}
        where ${where}`,
      order: { by: 'k', direction, ties: ['r'] },
      window: pageWindow(query.page, query.size),
      beside: 'select as_of::varchar as as_of from data_date',
      rows: `select ${PRODUCT_COLUMNS}, page.k, page.r, page.node, page.node_rank,
          page.t1 as entry_at, page.t0 as baseline_at
        from page join products p on p.rowid = page.r`,
    }),
  );
}

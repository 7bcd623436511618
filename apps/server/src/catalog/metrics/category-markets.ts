import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { FIGURE_COLUMNS, FIGURES_CTES, LATEST_SNAPSHOT, MEMBER_COLUMNS } from './category-markets.sql.js';

/**
 * Recomputes the `category_markets` rows of some marketplaces (or all): every level of every
 * product's category path is a market, and each gets the ranking figures of its top 100
 * (docs/data/markets.md). One transaction of a few statements over the whole catalog, so the
 * ranking call reads a table instead of computing the market metrics of every node per request.
 */
export function refreshCategoryMarkets(
  catalog: CatalogDb,
  options: { marketplaces?: string[]; now?: Date } = {},
): Promise<{ markets: number }> {
  // one writer at a time: a refresh rewrites rows an import may be writing (decisions/0014)
  return catalog.writing(() => refresh(catalog, options));
}

async function refresh(
  catalog: CatalogDb,
  { marketplaces, now = new Date() }: { marketplaces?: string[]; now?: Date },
): Promise<{ markets: number }> {
  if (marketplaces?.length === 0) return { markets: 0 };
  const list = marketplaces ?? [];
  const scope = (column: string, first: number) =>
    marketplaces ? `${column} in (${list.map((_, i) => `$${i + first}`).join(', ')})` : 'true';
  return catalog.transaction(async (tx) => {
    await tx.run(`delete from category_markets where ${scope('marketplace', 1)}`, list);
    const [inserted] = await tx.all<{ Count: number }>(
      `insert into category_markets
       with scoped as (
         select p.marketplace, string_split(p.category_path, ' > ') as parts, ${MEMBER_COLUMNS}, l.observed
         from products p left join (${LATEST_SNAPSHOT}) l on l.marketplace = p.marketplace and l.asin = p.asin
         where ${scope('p.marketplace', 2)} and nullif(trim(p.category_path), '') is not null
       ),
       levels as (select *, unnest(generate_series(1, len(parts))) as level from scoped),
       members as materialized (
         select *, array_to_string(parts[1:level], ' > ') as mkey,
           case when level > 1 then array_to_string(parts[1:level - 1], ' > ') end as parent_path,
           parts[level] as name
         from levels
       ),
       nodes as (
         select marketplace, mkey, any_value(level) as level, any_value(parent_path) as parent_path,
           any_value(name) as name
         from members group by marketplace, mkey
       ),
       child_counts as (
         select marketplace, parent_path, count(*)::integer as children
         from nodes where parent_path is not null group by marketplace, parent_path
       ),
       ${FIGURES_CTES}
       select f.marketplace, f.mkey as path, n.level, n.parent_path, n.name, coalesce(c.children, 0),
         ${FIGURE_COLUMNS.map((c) => `f.${c}`).join(', ')}, $1::timestamp
       from figures f
       join nodes n on n.marketplace = f.marketplace and n.mkey = f.mkey
       left join child_counts c on c.marketplace = f.marketplace and c.parent_path = f.mkey
       order by f.marketplace, n.level, f.mkey`,
      [now.toISOString(), ...list],
    );
    return { markets: inserted?.Count ?? 0 };
  });
}

/**
 * A catalog that predates the table (schema step 3) has products but no markets: fills it once on
 * open, so the ranking does not stay empty until the next import.
 */
export async function ensureCategoryMarkets(catalog: CatalogDb): Promise<void> {
  const [row] = await catalog.all<{ markets: number; products: number }>(
    `select (select count(*) from category_markets) as markets,
            (select count(*) from products where category_path is not null) as products`,
  );
  if (row && row.markets === 0 && row.products > 0) await refreshCategoryMarkets(catalog);
}

const filled = new WeakMap<CatalogDb, Promise<void>>();

/**
 * ensureCategoryMarkets once per open catalog, before the first read of the table. It ran on open
 * when the metrics lived in platform; the engine no longer knows the tables derived above it
 * (decisions/0028), so the readers ask.
 */
export function categoryMarketsReady(catalog: CatalogDb): Promise<void> {
  let ready = filled.get(catalog);
  if (!ready) {
    ready = ensureCategoryMarkets(catalog);
    filled.set(catalog, ready);
    ready.catch(() => filled.delete(catalog));
  }
  return ready;
}

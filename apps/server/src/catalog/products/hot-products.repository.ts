import type { HotProduct, HotProductsQuery } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { hotProductsStatement } from './hot-products.sql.js';
import { toProduct, type ProductRow } from './product-row.js';

interface HotRow extends ProductRow {
  as_of: string | null;
  node: string | null;
  node_rank: number | null;
  entry_at: Date | null;
  baseline_at: Date | null;
}

type History = 'none' | 'nodeRanksOnly' | 'rootRanks';
const NEEDS_ROOT_HISTORY = new Set<HotProductsQuery['kind']>(['bsrRising', 'salesRising']);

/**
 * What the marketplace's snapshots hold: a root-category rank is one whose category is the
 * product's own BSR category (product-metrics.ts reads history the same way).
 */
async function historyOf(catalog: CatalogQueries, marketplace: string): Promise<History> {
  const [row] = await catalog.all<{ snapshots: number; root_ranked: number }>(
    `select count(*)::integer as snapshots,
       count(*) filter (where s.bsr is not null and s.bsr_category = p.bsr_category)::integer as root_ranked
     from product_snapshots s
     left join products p on p.marketplace = s.marketplace and p.asin = s.asin
     where s.marketplace = $1`,
    [marketplace],
  );
  if (!row || row.snapshots === 0) return 'none';
  return row.root_ranked === 0 ? 'nodeRanksOnly' : 'rootRanks';
}

/** One page of hot products of one kind, how many there are, and the data's date where it counts. */
export async function hotProducts(
  catalog: CatalogQueries,
  query: HotProductsQuery,
): Promise<{
  kind: HotProductsQuery['kind'];
  rows: HotProduct[];
  total: number;
  asOf: string | null;
  history: History | null;
}> {
  const { sql, params } = hotProductsStatement(query);
  const rows = await catalog.all<HotRow>(sql, params);
  // Only an empty page needs to say why; the count is a scan of one marketplace's snapshots.
  const history =
    (rows[0]?.total ?? 0) === 0 && NEEDS_ROOT_HISTORY.has(query.kind)
      ? await historyOf(catalog, query.marketplace)
      : null;
  return {
    kind: query.kind,
    rows: rows
      .filter((row): row is HotRow & { asin: string } => row.asin !== null)
      .map((row) => ({
        ...toProduct(row),
        entry:
          row.node !== null && row.node_rank !== null && row.entry_at && row.baseline_at
            ? {
                node: row.node,
                rank: row.node_rank,
                observedAt: row.entry_at.toISOString(),
                baselineAt: row.baseline_at.toISOString(),
              }
            : null,
      })),
    total: rows[0]?.total ?? 0,
    asOf: query.kind === 'newlyAvailable' ? (rows[0]?.as_of ?? null) : null,
    history,
  };
}

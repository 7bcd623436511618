import type { HotProduct, HotProductsQuery } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { hotProductsStatement } from './hot-products.sql.js';
import { toSelectedProduct, type SelectionRow } from './product-selection.repository.js';

interface HotRow extends SelectionRow {
  as_of: string | null;
  node: string | null;
  node_rank: number | null;
  entry_at: Date | null;
  baseline_at: Date | null;
}

/** One page of hot products of one kind, how many there are, and the data's date where it counts. */
export async function hotProducts(
  catalog: CatalogQueries,
  query: HotProductsQuery,
): Promise<{ kind: HotProductsQuery['kind']; rows: HotProduct[]; total: number; asOf: string | null }> {
  const { sql, params } = hotProductsStatement(query);
  const rows = await catalog.all<HotRow>(sql, params);
  return {
    kind: query.kind,
    rows: rows
      .filter((row): row is HotRow & { asin: string } => row.asin !== null)
      .map((row) => ({
        ...toSelectedProduct(row),
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
  };
}

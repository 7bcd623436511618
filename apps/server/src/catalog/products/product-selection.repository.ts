import type { ProductSelectionQuery, SelectedProduct } from '@asinasin/contract';
import type { CatalogDb, CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { toProduct, type ProductRow } from './product-row.js';
import { selectionStatement } from './product-selection.sql.js';

/** One page of products matching the home page's filters, and how many match in all. */
export async function selectProducts(
  catalog: CatalogQueries,
  query: ProductSelectionQuery,
): Promise<{ rows: SelectedProduct[]; total: number }> {
  const { sql, params } = selectionStatement(query);
  const rows = await catalog.all<ProductRow>(sql, params);
  return {
    rows: rows.filter((row): row is ProductRow & { asin: string } => row.asin !== null).map(toProduct),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The whole selection in its sort, as it streams from the catalog, stopped at `cap` rows by the
 * statement itself. The first chunk is read before returning, so the caller knows the total (and
 * whether the cap cut it) before it writes a header; the rows are never all in memory.
 */
export async function streamSelection(
  catalog: CatalogDb,
  query: ProductSelectionQuery,
  cap: number,
): Promise<{ total: number; chunks: AsyncGenerator<SelectedProduct[]> }> {
  const { sql, params } = selectionStatement(query, { limit: cap, offset: 0 });
  const source = catalog.stream<ProductRow>(sql, params);
  const first = await source.next();
  const firstRows = first.done ? [] : first.value;
  const products = (rows: ProductRow[]) =>
    rows.filter((row): row is ProductRow & { asin: string } => row.asin !== null).map(toProduct);
  async function* chunks() {
    try {
      yield products(firstRows);
      for await (const rows of source) yield products(rows);
    } finally {
      // a download cut short still hands the catalog's connection back
      await source.return(undefined);
    }
  }
  return { total: firstRows[0]?.total ?? 0, chunks: chunks() };
}

import type { ProductSelectionQuery, SelectedProduct, SortedBy } from '@asinasin/contract';
import type { CatalogDb, CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { resolveProductSort } from './product-coverage.js';
import { toProduct, type ProductRow } from './product-row.js';
import { selectionStatement, type SortedSelection } from './product-selection.sql.js';

/** The query with its sort settled, and which sort that is (decisions/0038). */
async function sorted(
  catalog: CatalogQueries,
  query: ProductSelectionQuery,
): Promise<{ query: SortedSelection; sortedBy: SortedBy }> {
  const sortedBy = await resolveProductSort(catalog, query);
  return { query: { ...query, sort: sortedBy.field, order: sortedBy.order }, sortedBy };
}

/** One page of products matching the home page's filters, how many match in all, and their sort. */
export async function selectProducts(
  catalog: CatalogQueries,
  query: ProductSelectionQuery,
): Promise<{ rows: SelectedProduct[]; total: number; sortedBy: SortedBy }> {
  const settled = await sorted(catalog, query);
  const { sql, params } = selectionStatement(settled.query);
  const rows = await catalog.all<ProductRow>(sql, params);
  return {
    rows: rows.filter((row): row is ProductRow & { asin: string } => row.asin !== null).map(toProduct),
    total: rows[0]?.total ?? 0,
    sortedBy: settled.sortedBy,
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
  const settled = await sorted(catalog, query);
  const { sql, params } = selectionStatement(settled.query, { limit: cap, offset: 0 });
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

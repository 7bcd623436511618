import type { ProductSource, ProductSources } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { isKnownSource, productSources } from '../../catalog/index.js';

/**
 * The data-source filter of product selection (decisions/0061): the sources that gave a
 * marketplace's shared products, connections named from the app store, and the check that refuses a
 * source the catalog never imported from (a typed or outdated URL) with a message, not 0 rows.
 */
export async function listProductSources(
  catalog: CatalogQueries,
  db: Db,
  marketplace: string,
): Promise<ProductSources> {
  const sources = await productSources(catalog, marketplace);
  const ids = sources.flatMap((s) => (s.connectionId === null ? [] : [s.connectionId]));
  const names = new Map<number, string>();
  if (ids.length > 0) {
    // only the names: a connection's credentials and state stay with its owner
    const rows = await db
      .selectFrom('amazon_connections')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) names.set(Number(row.id), row.name);
  }
  return {
    marketplace,
    sources: sources.map((s): ProductSource => ({
      source: s.source,
      kind: s.kind,
      name: s.connectionId !== null ? (names.get(s.connectionId) ?? null) : s.format,
      products: s.products,
    })),
  };
}

/** Refuses a query whose source the shared catalog has no import from. */
export async function requireKnownSource(catalog: CatalogQueries, source: string | undefined): Promise<void> {
  if (source === undefined || (await isKnownSource(catalog, source))) return;
  throw AppError.badRequest('research.sourceUnknown', { source });
}

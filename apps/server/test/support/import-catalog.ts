import { afterEach, beforeEach } from 'vitest';
import { CatalogDb } from '../../src/platform/catalog/catalog-db.js';
import { migrateCatalog } from '../../src/platform/catalog/catalog-schema.js';
import { importFile, type ImportRequest } from '../../src/features/catalog-import/import/import-file.js';

/** A fresh in-memory catalog for each test of the file, and small helpers around it. */
export function useTestCatalog() {
  const holder = {} as { catalog: CatalogDb };
  beforeEach(async () => {
    holder.catalog = await CatalogDb.open(':memory:');
    await migrateCatalog(holder.catalog);
  });
  afterEach(() => holder.catalog.close());
  return {
    get catalog() {
      return holder.catalog;
    },
    products: (fileName: string, bytes: Uint8Array, extra: Partial<ImportRequest> = {}) =>
      importFile(holder.catalog, { kind: 'products', fileName, bytes, ...extra }),
    count: async (table: string) =>
      (await holder.catalog.all<{ n: number }>(`select count(*) as n from ${table}`))[0]!.n,
  };
}

export const csv = (text: string) => new TextEncoder().encode(text);

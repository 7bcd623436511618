import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
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

/**
 * A folder of input files for one test file, removed after its tests: the returned function writes
 * a file there and gives its path.
 */
export function useInputFiles(prefix: string): (name: string, text: string) => string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return (name, text) => {
    const at = path.join(dir, name);
    fs.writeFileSync(at, text);
    return at;
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { CatalogDb } from './catalog-db.js';
import { migrateCatalog } from './catalog-schema.js';
import { failInterruptedRuns } from './interrupted-runs.js';

export function catalogFile(dataDir: string): string {
  return path.join(dataDir, 'catalog.duckdb');
}

/**
 * The catalog of one instance, migrated, with the imports a stopped process left running failed.
 * DuckDB lets one process write a file, so only the process that serves the catalog opens it
 * (decisions/0014); others reach it through that process. Tables derived from the imports are the
 * catalog layer's (decisions/0028): it fills what an older catalog lacks on first read.
 */
export async function openCatalog(dataDir: string, memoryLimit?: string): Promise<CatalogDb> {
  fs.mkdirSync(dataDir, { recursive: true });
  const catalog = await CatalogDb.open(catalogFile(dataDir), { memoryLimit });
  await migrateCatalog(catalog);
  await failInterruptedRuns(catalog);
  return catalog;
}

export interface CatalogCounts {
  products: number;
  /** catalog fields that at least one imported product has a value for */
  dimensions: number;
}

const COUNTS_TTL_MS = 60_000;
const cache = new WeakMap<CatalogDb, { at: number; counts: Promise<CatalogCounts> }>();

/** For the public footer on every page: counted at most once a minute, never per request. */
export function countCatalog(catalog: CatalogDb, now = Date.now()): Promise<CatalogCounts> {
  const cached = cache.get(catalog);
  if (cached && now - cached.at < COUNTS_TTL_MS) return cached.counts;
  const counts = (async () => {
    const [products] = await catalog.all<{ n: number }>('select count(*) as n from products');
    const [fields] = await catalog.all<{ n: number }>(
      'select count(distinct field) as n from (select unnest(fields) as field from product_sources)',
    );
    return { products: products!.n, dimensions: fields!.n };
  })();
  cache.set(catalog, { at: now, counts });
  counts.catch(() => cache.delete(catalog));
  return counts;
}

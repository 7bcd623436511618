/**
 * One measurement of npm run bench:aba in a process of its own, so its peak memory is its own:
 * `import <file> <marketplace>` through the product's pipeline, or `read_csv <file>` with DuckDB alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { importFile } from '../apps/server/src/features/catalog-import/import/import-file.js';
import { CatalogDb } from '../apps/server/src/platform/catalog/catalog-db.js';
import { migrateCatalog } from '../apps/server/src/platform/catalog/catalog-schema.js';

const [mode, file, marketplace] = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-aba-db-'));
const started = performance.now();
let rows: number;
if (mode === 'read_csv') {
  const instance = await DuckDBInstance.create(path.join(dir, 'raw.duckdb'), {
    memory_limit: loadConfig({}).CATALOG_MEMORY_LIMIT,
  });
  const connection = await instance.connect();
  await connection.run(
    `create table raw as select * from read_csv('${file}', skip = 1, header = true, all_varchar = true)`,
  );
  const reader = await connection.runAndReadAll('select count(*) from raw');
  rows = Number(reader.getRows()[0]![0]);
  connection.closeSync();
  instance.closeSync();
} else {
  // The product's default catalog memory (CATALOG_MEMORY_LIMIT), so peak memory is what a seller gets.
  const catalog = await CatalogDb.open(path.join(dir, 'catalog.duckdb'), {
    memoryLimit: loadConfig({}).CATALOG_MEMORY_LIMIT,
  });
  await migrateCatalog(catalog);
  const summary = await importFile(catalog, {
    kind: 'search-terms',
    fileName: path.basename(file!),
    path: file!,
    marketplace,
  });
  if (summary.status !== 'done' || summary.rejected > 0)
    throw new Error(`import failed: ${JSON.stringify(summary)}`);
  const [count] = await catalog.all<{ n: number }>('select count(*) as n from search_terms');
  rows = count!.n;
  catalog.close();
}
const seconds = (performance.now() - started) / 1000;
fs.rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ rows, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }));

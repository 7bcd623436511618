import type { CatalogQueries } from './catalog-db.js';

/**
 * Which source gave which product, by the product's key (decisions/0070): `product_source_keys`
 * holds one row per marketplace, source and product, however many runs of the source touched the
 * product. The data-source filter reads it: integer keys, not the ASINs of every run's
 * `product_sources` rows, which cost 1.5 to 6 times a category filter at 1 and 10M products.
 */

/** A run's source as the filter names it (decisions/0061), over `import_runs ir`. */
const RUN_SOURCE = `case when ir.connection_id is not null then 'connection:' || ir.connection_id
  when ir.source = 'keepa' then 'keepa' else 'file:' || coalesce(ir.format, ir.kind) end`;

/** The keys of the products `rows` (a select of `marketplace, asin`) under the source of `runs` (over `ir`). */
const sourceKeys = (rows: string, runs: string) => `select distinct s.marketplace, ${RUN_SOURCE} as source,
    p.product_key from (${rows}) s
  join import_runs ir on ${runs} and ir.owner_id is null
  join products p on p.marketplace = s.marketplace and p.asin = s.asin`;

/**
 * Adds the source of run `runId` to the products `rows` selects (an import's stage, in its
 * transaction, after the products are written). The run's format is written before its rows
 * (writeRunFormat), so a file run is named by its format, as the run's row names it.
 */
export async function indexProductSources(tx: CatalogQueries, runId: number, rows: string): Promise<void> {
  await tx.run(`insert into product_source_keys ${sourceKeys(rows, 'ir.id = $1')} on conflict do nothing`, [
    runId,
  ]);
}

/** Builds the whole table from product_sources (a new schema, a catalog written in bulk). */
export const REBUILD_PRODUCT_SOURCE_KEYS = `
  delete from product_source_keys;
  insert into product_source_keys
    ${sourceKeys('select marketplace, asin, run_id from product_sources', 'ir.id = s.run_id')}
    order by all;`;

export async function rebuildProductSourceKeys(catalog: CatalogQueries): Promise<void> {
  await catalog.run(REBUILD_PRODUCT_SOURCE_KEYS);
}

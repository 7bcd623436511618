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
 * transaction, after the products are written), each product once: the keys the table has already
 * are left out by an anti join, not a primary key, whose index at 10M products did not fit the
 * catalog's 512 MB beside product_sources' own (decisions/0070); runs take turns
 * (`CatalogDb.writing`), so no two add the same key at once. The run's format is written before
 * its rows (writeRunFormat), so a file run is named by its format, as the run's row names it.
 */
export async function indexProductSources(tx: CatalogQueries, runId: number, rows: string): Promise<void> {
  await tx.run(
    `insert into product_source_keys
     select n.* from (${sourceKeys(rows, 'ir.id = $1')}) n
     anti join product_source_keys k
       on k.marketplace = n.marketplace and k.source = n.source and k.product_key = n.product_key`,
    [runId],
  );
}

/** Parts of the products the whole table is built in, by key range. */
const REBUILD_PARTS = 16;

/** Product keys in part `part` of REBUILD_PARTS, over `products p` (the first and last parts are open). */
function keyPart(part: number): string {
  const bound = (n: number) => `(select max(product_key) from products) * ${n} // ${REBUILD_PARTS}`;
  const above = part === 0 ? null : `p.product_key > ${bound(part)}`;
  const upTo = part === REBUILD_PARTS - 1 ? null : `p.product_key <= ${bound(part + 1)}`;
  return [above, upTo].filter(Boolean).join(' and ');
}

/**
 * Builds the whole table from product_sources (a new schema, a catalog written in bulk), a
 * sixteenth of the products at a time, each part in key order: at 10M products one statement did
 * not fit the catalog's 512 MB (the distinct rows of 11M), a part does (decisions/0070).
 */
export const REBUILD_PRODUCT_SOURCE_KEYS = `
  delete from product_source_keys;
  ${Array.from(
    { length: REBUILD_PARTS },
    (_, part) => `insert into product_source_keys
    ${sourceKeys('select marketplace, asin, run_id from product_sources', 'ir.id = s.run_id')}
    where ${keyPart(part)} order by all;`,
  ).join('\n  ')}`;

export async function rebuildProductSourceKeys(catalog: CatalogQueries): Promise<void> {
  await catalog.run(REBUILD_PRODUCT_SOURCE_KEYS);
}

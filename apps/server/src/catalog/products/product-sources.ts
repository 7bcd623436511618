import type { ProductSourceKind } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';

/**
 * The sources of the shared products (decisions/0061): every import run that wrote products names
 * its source, an operator's SP-API connection (`connection:<id>`), Keepa's API (`keepa`) or, for a
 * file, its format (`file:<format>`); `product_sources` says which runs touched which product, and
 * `product_source_keys` which sources, by product key (decisions/0070). A seller's own runs
 * (owner_id) are theirs alone (decisions/0044) and never a shared source.
 */

export interface CatalogProductSource {
  source: string;
  kind: ProductSourceKind;
  /** the connection's id, for its name (kept in the app store) */
  connectionId: number | null;
  /** the file format's name */
  format: string | null;
  products: number;
}

const kindOf = (source: string): ProductSourceKind =>
  source === 'keepa' ? 'keepa' : source.startsWith('connection:') ? 'connection' : 'file';

/** The condition on `import_runs ir` of one source's runs; its values are bound to `params`. */
export function sourceRuns(source: string, params: Params): string {
  const shared = 'ir.owner_id is null';
  if (source === 'keepa') return `${shared} and ir.connection_id is null and ir.source = 'keepa'`;
  const [kind, value = ''] = [source.slice(0, source.indexOf(':')), source.slice(source.indexOf(':') + 1)];
  if (kind === 'connection') return `${shared} and ir.connection_id = ${params.bind(Number(value))}`;
  return `${shared} and ir.connection_id is null and ir.source is null
    and coalesce(ir.format, ir.kind) = ${params.bind(value)}`;
}

/**
 * The products of the selection (`products p`, of the bound marketplace `marketplace`) that one
 * source touched: their keys among the source's rows of product_source_keys, one a product. An
 * uncorrelated IN on the integer key: DuckDB hashes the source's keys once and probes the
 * products' keys (the ASINs of every run's product_sources rows cost 1.5 to 6 times a category
 * filter, decisions/0070; the correlated `exists` before them ten times that, 0061). The keys come
 * as one list, unnested: DuckDB then counts on a small side and hashes the keys, where it guessed
 * the table's rows of one source above the products of the marketplace (a third of the table
 * against a fifth of the products) and hashed every product instead, up to twice as slow. The
 * source is well formed (PRODUCT_SOURCE_PATTERN): the very name the runs' rows give it.
 */
export function touchedBySource(source: string, marketplace: string, params: Params): string {
  return `p.product_key in (select unnest(keys) from (select list(k.product_key) as keys
    from product_source_keys k where k.marketplace = ${marketplace} and k.source = ${params.bind(source)}))`;
}

/** Whether any run of the shared catalog came from this source (in any marketplace). */
export async function isKnownSource(catalog: CatalogQueries, source: string): Promise<boolean> {
  const params = new Params();
  const rows = await catalog.all<{ n: number }>(
    `select count(*)::integer as n from import_runs ir where ${sourceRuns(source, params)}`,
    params.values,
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

const cache = new WeakMap<object, Map<string, Promise<CatalogProductSource[]>>>();

/** A source's count is its rows of product_source_keys: one a product, whatever its runs (decisions/0070). */
async function readSources(catalog: CatalogQueries, marketplace: string): Promise<CatalogProductSource[]> {
  const rows = await catalog.all<{ source: string; n: number }>(
    `select source, count(*)::integer as n from product_source_keys where marketplace = $1
     group by source order by n desc, source`,
    [marketplace],
  );
  return rows.map((row) => {
    const kind = kindOf(row.source);
    const named = row.source.slice(row.source.indexOf(':') + 1);
    return {
      source: row.source,
      kind,
      connectionId: kind === 'connection' ? Number(named) : null,
      format: kind === 'file' ? named : null,
      products: Number(row.n),
    };
  });
}

/**
 * The sources that gave a marketplace's products, most products first. Counting reads the
 * marketplace's product_source_keys, so the answer is kept per catalog and marketplace until an
 * import run ends (forgetProductSources, with the coverage).
 */
export function productSources(
  catalog: CatalogQueries,
  marketplace: string,
): Promise<CatalogProductSource[]> {
  let byMarketplace = cache.get(catalog);
  if (!byMarketplace) cache.set(catalog, (byMarketplace = new Map()));
  const known = byMarketplace.get(marketplace);
  if (known) return known;
  const reading = readSources(catalog, marketplace);
  byMarketplace.set(marketplace, reading);
  reading.catch(() => byMarketplace.delete(marketplace));
  return reading;
}

export function forgetProductSources(catalog: CatalogQueries): void {
  cache.delete(catalog);
}

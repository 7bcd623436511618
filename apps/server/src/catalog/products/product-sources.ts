import type { ProductSourceKind } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';

/**
 * The sources of the shared products (decisions/0061): every import run that wrote products names
 * its source, an operator's SP-API connection (`connection:<id>`), Keepa's API (`keepa`) or, for a
 * file, its format (`file:<format>`); `product_sources` says which runs touched which product. A
 * seller's own runs (owner_id) are theirs alone (decisions/0044) and never a shared source.
 */

/** A run's source as the filter names it, over `import_runs ir`. */
const RUN_SOURCE = `case when ir.connection_id is not null then 'connection:' || ir.connection_id
  when ir.source = 'keepa' then 'keepa' else 'file:' || coalesce(ir.format, ir.kind) end`;

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
 * source touched: their ASINs among product_sources rows of the source's runs (a handful of
 * import_runs rows). An uncorrelated IN on the ASIN, so DuckDB hashes the source's ASINs once and
 * probes the products with them; the correlated `exists` it replaced was planned as a join over
 * every product's key and took ten times as long at 1M products (decisions/0061).
 */
export function touchedBySource(source: string, marketplace: string, params: Params): string {
  return `p.asin in (select s.asin from product_sources s where s.marketplace = ${marketplace}
    and s.run_id in (select ir.id from import_runs ir where ${sourceRuns(source, params)}))`;
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

async function readSources(catalog: CatalogQueries, marketplace: string): Promise<CatalogProductSource[]> {
  const rows = await catalog.all<{ source: string; connection_id: number | null; format: string; n: number }>(
    `with runs as (
       select ir.id, ${RUN_SOURCE} as source, ir.connection_id, coalesce(ir.format, ir.kind) as format
       from import_runs ir where ir.owner_id is null)
     select r.source, any_value(r.connection_id) as connection_id, any_value(r.format) as format,
       count(distinct s.asin)::integer as n
     from product_sources s join runs r on r.id = s.run_id
     where s.marketplace = $1
     group by r.source order by n desc, r.source`,
    [marketplace],
  );
  return rows.map((row) => {
    const kind = kindOf(row.source);
    return {
      source: row.source,
      kind,
      connectionId: kind === 'connection' ? Number(row.connection_id) : null,
      format: kind === 'file' ? row.format : null,
      products: Number(row.n),
    };
  });
}

/**
 * The sources that gave a marketplace's products, most products first. Counting reads all of
 * product_sources, so the answer is kept per catalog and marketplace until an import run ends
 * (forgetProductSources, with the coverage).
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

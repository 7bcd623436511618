import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

/** At most this many categories are offered at once (a marketplace's tree is a few thousand nodes). */
export const BROWSE_NODES_MAX = 2000;

export interface BrowseNode {
  node: string;
  /** null: the node is known only from a best-seller list, which does not name it */
  path: string | null;
}

/**
 * The browse nodes the catalog knows in a marketplace, with their paths: the imported category
 * tree first, then the nodes products name with their most common category path, then the nodes
 * of imported best-seller lists (unnamed). Only numeric nodes: they are what Keepa's best-seller
 * lists take (docs/data/keepa.md).
 */
export function browseNodes(catalog: CatalogQueries, marketplace: string): Promise<BrowseNode[]> {
  return catalog.all<BrowseNode>(
    `with known as (
       select node_id as node, coalesce(path, name) as path from categories where marketplace = $1
     ),
     named as (
       select browse_node as node, mode(category_path) as path from products
       where marketplace = $1 and browse_node is not null and category_path is not null
       group by browse_node
     ),
     listed as (
       select distinct browse_node as node from product_snapshots
       where marketplace = $1 and browse_node is not null
     ),
     nodes as (
       select node, path from known
       union all
       select node, path from named where node not in (select node from known)
       union all
       select node, null as path from listed
       where node not in (select node from known) and node not in (select node from named)
     )
     select node, path from nodes where regexp_full_match(node, '\\d{1,20}')
     order by path nulls last, node limit ${BROWSE_NODES_MAX}`,
    [marketplace],
  );
}

/** One node's path, or null when the catalog does not know the node. */
export async function browseNodePath(
  catalog: CatalogQueries,
  marketplace: string,
  node: string,
): Promise<string | null> {
  const rows = await catalog.all<{ path: string | null }>(
    `select coalesce(
       (select coalesce(path, name) from categories where marketplace = $1 and node_id = $2),
       (select mode(category_path) from products
        where marketplace = $1 and browse_node = $2 and category_path is not null)
     ) as path`,
    [marketplace, node],
  );
  return rows[0]?.path ?? null;
}

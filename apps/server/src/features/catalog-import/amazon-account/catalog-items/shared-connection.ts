import type { Db } from '../../../../platform/db/database.js';
import { toRole } from '../../../../platform/auth/policy.js';
import type { ConnectionRow } from '../connections.repository.js';
import { feedsSharedCatalog } from '../feeds-shared-catalog.js';

/**
 * A connection that feeds the shared catalog (an operator's, decisions/0035) and sells in the
 * marketplace, the oldest first. A seller's own connection never serves another seller's research,
 * and what it reads is theirs alone, so it is never used here.
 */
export async function sharedConnectionFor(db: Db, marketplace: string): Promise<ConnectionRow | undefined> {
  const rows = await db
    .selectFrom('amazon_connections')
    .innerJoin('users', 'users.id', 'amazon_connections.user_id')
    .selectAll('amazon_connections')
    .select('users.role as owner_role')
    .orderBy('amazon_connections.id')
    .execute();
  return rows.find(
    (row) =>
      feedsSharedCatalog({ id: row.user_id, role: toRole(row.owner_role) }) &&
      (JSON.parse(row.marketplaces) as string[]).includes(marketplace),
  );
}

import type { OwnDailySales, OwnDailySalesBody } from '@asinasin/contract';
import { ownDailySales } from '../../../catalog/index.js';
import type { Actor } from '../../../platform/auth/policy.js';
import type { AppContext } from '../../../platform/context.js';
import { listConnections } from './connections.repository.js';
import { feedsSharedCatalog } from './feeds-shared-catalog.js';
import { salesWindow } from './sales-days.js';

/**
 * The asking seller's own daily units, sessions and sales of one product over the series' window:
 * the days their own connections pulled (docs/data/amazon-account.md). No day to show says why,
 * so the page can say how to fill it.
 */
export async function ownDailySalesOf(
  context: AppContext,
  user: Actor,
  body: OwnDailySalesBody,
): Promise<OwnDailySales> {
  const window = salesWindow(new Date());
  const [from, to] = [window[0]!, window.at(-1)!];
  const base = { marketplace: body.marketplace, asin: body.asin, from, to, days: [], daysSynced: 0 };
  const connections = (await listConnections(context.db, user.id)).filter((row) =>
    (JSON.parse(row.marketplaces) as string[]).includes(body.marketplace),
  );
  if (connections.length === 0) return { ...base, empty: 'no-connection' };
  const connectionIds = connections.map((row) => row.id);
  const synced = await context.db
    .selectFrom('amazon_sales_days')
    .select((eb) => eb.fn.count<number>('day').distinct().as('n'))
    .where('connection_id', 'in', connectionIds)
    .where('marketplace', '=', body.marketplace)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  const daysSynced = Number(synced.n);
  if (daysSynced === 0) return { ...base, empty: 'not-synced' };
  const catalog = await context.catalog();
  // An operator's days are in the shared store; a seller's own in their own rows (decisions/0044).
  const source = feedsSharedCatalog(user) ? { connectionIds } : { ownerId: user.id };
  const days = await ownDailySales(catalog, { source, ...body, from, to });
  return { ...base, days, daysSynced, empty: days.length === 0 ? 'not-sold' : null };
}

import { MARKETPLACES, type SiteStats } from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { countUsers } from './site.repository.js';

/** Live counts of this instance: the footer shows what is really here, not marketing claims. */
export async function getSiteStats(context: AppContext): Promise<SiteStats> {
  const [products, dimensions, users] = await Promise.all([
    context.catalogStats.countProducts(),
    context.catalogStats.countDimensions(),
    countUsers(context.db),
  ]);
  return { products, dimensions, marketplaces: MARKETPLACES.length, users };
}

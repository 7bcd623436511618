import { MARKETPLACES, type SiteConfig, type SiteStats } from '@asinasin/contract';
import type { Config } from '../../platform/config.js';
import { countCatalog } from '../../platform/catalog/catalog.js';
import type { AppContext } from '../../platform/context.js';
import { countUsers } from './site.repository.js';

/** Live counts of this instance: the footer shows what is really here, not marketing claims. */
export async function getSiteStats(context: AppContext): Promise<SiteStats> {
  const [{ products, dimensions }, users] = await Promise.all([
    context.catalog().then((catalog) => countCatalog(catalog)),
    countUsers(context.db),
  ]);
  return { products, dimensions, marketplaces: MARKETPLACES.length, users };
}

export function getSiteConfig(config: Config): SiteConfig {
  return {
    companyAddress: config.SITE_COMPANY_ADDRESS ?? null,
    contactEmail: config.SITE_CONTACT_EMAIL ?? null,
    supportUrl: config.SITE_SUPPORT_URL ?? null,
    miniProgramUrl: config.SITE_MINI_PROGRAM_URL ?? null,
    extensionName: config.EXTENSION_NAME,
  };
}

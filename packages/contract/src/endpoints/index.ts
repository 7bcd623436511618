import type { Endpoint } from '../endpoint.js';
import { accountEndpoints } from './account.js';
import { amazonAccountEndpoints } from './amazon-account.js';
import { billingEndpoints } from './billing.js';
import { calculatorEndpoints } from './calculators.js';
import { catalogImportEndpoints } from './catalog-import.js';
import { imageEndpoints } from './images.js';
import { jobsEndpoints } from './jobs.js';
import { listingEndpoints } from './listing.js';
import { patentEndpoints } from './patents.js';
import {
  abaEndpoints,
  keywordsEndpoints,
  marketsEndpoints,
  productSelectionEndpoints,
  productsEndpoints,
} from './research.js';
import { siteEndpoints } from './site.js';
import { reportsEndpoints } from './reports.js';
import { riskEndpoints } from './risk.js';
import { trademarkEndpoints } from './trademarks.js';
import { watchListEndpoints } from './watch-list.js';

export * from './account.js';
export * from './amazon-account.js';
export * from './billing.js';
export * from './calculators.js';
export * from './catalog-import.js';
export * from './images.js';
export * from './jobs.js';
export * from './listing.js';
export * from './patents.js';
export * from './research.js';
export * from './site.js';
export * from './reports.js';
export * from './risk.js';
export * from './trademarks.js';
export * from './watch-list.js';

/** Every endpoint by name: the server checks that each has its route and no route lacks one. */
export const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...accountEndpoints,
  ...siteEndpoints,
  ...catalogImportEndpoints,
  ...jobsEndpoints,
  ...billingEndpoints,
  ...listingEndpoints,
  ...productSelectionEndpoints,
  ...productsEndpoints,
  ...marketsEndpoints,
  ...keywordsEndpoints,
  ...abaEndpoints,
  ...reportsEndpoints,
  ...amazonAccountEndpoints,
  ...trademarkEndpoints,
  ...calculatorEndpoints,
  ...imageEndpoints,
  ...patentEndpoints,
  ...watchListEndpoints,
  ...riskEndpoints,
};

import { captchaRoutes } from '../platform/captcha/captcha.routes.js';
import type { FeaturePlugin } from '../platform/feature-plugin.js';
import { mailRoutes } from '../platform/mail/mail.routes.js';
import { abaRoutes } from './aba/aba.routes.js';
import { accountRoutes } from './account/account.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { eventRoutes } from './billing/events.routes.js';
import { paymentRoutes } from './billing/payment.routes.js';
import { catalogAdminRoutes } from './catalog/catalog-admin.routes.js';
import { catalogRoutes } from './catalog/catalog.routes.js';
import { hotProductsRoutes } from './hot-products/hot-products.routes.js';
import { jobRoutes } from './jobs/jobs.routes.js';
import { keywordRoutes } from './keywords/keywords.routes.js';
import { listingRoutes } from './listing/listing.routes.js';
import { marketRoutes } from './markets/markets.routes.js';
import { productSelectionRoutes } from './product-selection/product-selection.routes.js';
import { siteRoutes } from './site/site.routes.js';

/** Every feature's routes, registered in this order. */
export const features: FeaturePlugin[] = [
  mailRoutes,
  captchaRoutes,
  accountRoutes,
  siteRoutes,
  catalogRoutes,
  catalogAdminRoutes,
  // the research screens, named as on the web
  productSelectionRoutes,
  hotProductsRoutes,
  keywordRoutes,
  marketRoutes,
  abaRoutes,
  listingRoutes,
  billingRoutes,
  paymentRoutes,
  eventRoutes,
  jobRoutes,
];

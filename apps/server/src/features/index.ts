import type { FeaturePlugin } from '../platform/feature-plugin.js';
import { abaRoutes } from './aba/aba.routes.js';
import { accountRoutes } from './account/account.routes.js';
import { amazonAccountRoutes } from './catalog-import/amazon-account/amazon-account.routes.js';
import { captchaRoutes } from './account/captcha.routes.js';
import { calculatorRoutes } from './calculators/calculators.routes.js';
import { devOutboxRoutes } from './account/dev-outbox.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { eventRoutes } from './billing/events.routes.js';
import { paymentRoutes } from './billing/payment.routes.js';
import { catalogImportRoutes } from './catalog-import/catalog-import.routes.js';
import { keepaCategoryRefresher, keepaProductRefresher } from './catalog-import/keepa/keepa-refresher.js';
import { keepaRoutes } from './catalog-import/keepa/keepa.routes.js';
import { catalogSourcesRoutes } from './catalog-import/sources.routes.js';
import { hotProductsRoutes } from './hot-products/hot-products.routes.js';
import { imageRoutes } from './images/images.routes.js';
import { jobRoutes } from './jobs/jobs.routes.js';
import { keywordRoutes } from './keywords/keywords.routes.js';
import { listingRoutes } from './listing/listing.routes.js';
import { patentRoutes } from './patent/patent.routes.js';
import { marketRoutes } from './markets/markets.routes.js';
import { reportRoutes } from './reports/reports.routes.js';
import { riskRoutes } from './risk/risk.routes.js';
import { productSelectionRoutes } from './product-selection/product-selection.routes.js';
import { siteRoutes } from './site/site.routes.js';
import { trademarkRoutes } from './trademarks/trademarks.routes.js';
import { watchListRoutesWith } from './watch-list/watch-list.routes.js';

/** Every feature's routes, registered in this order. */
export const features: FeaturePlugin[] = [
  devOutboxRoutes,
  captchaRoutes,
  accountRoutes,
  siteRoutes,
  catalogSourcesRoutes,
  catalogImportRoutes,
  keepaRoutes,
  // the research screens, named as on the web
  productSelectionRoutes,
  hotProductsRoutes,
  keywordRoutes,
  marketRoutes,
  abaRoutes,
  // the watch list refreshes products and categories' best-seller lists through Keepa (the one connector so far)
  watchListRoutesWith(keepaProductRefresher, keepaCategoryRefresher),
  listingRoutes,
  reportRoutes,
  patentRoutes,
  billingRoutes,
  paymentRoutes,
  eventRoutes,
  jobRoutes,
  amazonAccountRoutes,
  trademarkRoutes,
  calculatorRoutes,
  imageRoutes,
  riskRoutes,
];

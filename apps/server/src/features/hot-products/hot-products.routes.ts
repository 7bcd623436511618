import { productsEndpoints as endpoints } from '@asinasin/contract';
import { loadSalesModel, hotProducts, asinInfo, productHistories } from '../../catalog/index.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';

/**
 * Hot products, one product's summary and products with their history (decisions/0022). The
 * catalog is shared by every seller, so these calls need a signed-in seller and no owner check.
 */
export const hotProductsRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['research'], access: 'user' } as const;

  addRoute(app, endpoints.hotProducts, seller, async (request) =>
    ok(await hotProducts(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.asinInfo, seller, async (request) =>
    ok(await asinInfo(await context.catalog(), request.body)),
  );

  // The model is read per call: a calibration (`npm run calibrate -- --write`) counts at once.
  addRoute(app, endpoints.productHistory, seller, async (request) =>
    ok(await productHistories(await context.catalog(), loadSalesModel(), request.body)),
  );
};

import { productSelectionEndpoints as endpoints } from '@asinasin/contract';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { catalogCoverage, selectProducts } from '../../catalog/index.js';
import { productSelectionExportRoutes } from './product-selection-export.routes.js';
import { listProductSources, requireKnownSource } from './product-sources.js';
import { savedFiltersRoutes } from './saved-filters.routes.js';

/**
 * Product selection (decisions/0017): the home page's filters over the catalog, its CSV export and
 * the seller's saved filters; each call needs a signed-in seller.
 */
export const productSelectionRoutes: FeaturePlugin = async (app, { context }) => {
  addRoute(app, endpoints.productSelection, { tags: ['research'], access: 'user' }, async (request) => {
    const catalog = await context.catalog();
    await requireKnownSource(catalog, request.body.source);
    return ok(await selectProducts(catalog, request.body));
  });
  addRoute(app, endpoints.catalogCoverage, { tags: ['research'], access: 'user' }, async (request) =>
    ok(await catalogCoverage(await context.catalog(), request.query.marketplace)),
  );
  addRoute(app, endpoints.productSources, { tags: ['research'], access: 'user' }, async (request) =>
    ok(await listProductSources(await context.catalog(), context.db, request.query.marketplace)),
  );

  await app.register(productSelectionExportRoutes, { context });
  await app.register(savedFiltersRoutes, { context });
};

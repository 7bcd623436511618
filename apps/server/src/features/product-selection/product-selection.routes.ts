import { API, productSelectionQuery, productSelectionResponse } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { selectProducts } from '../../catalog/index.js';
import { productSelectionExportRoutes } from './product-selection-export.routes.js';
import { savedFiltersRoutes } from './saved-filters.routes.js';

const tags = ['research'];

/**
 * Product selection (decisions/0017): the home page's filters over the catalog, its CSV export and
 * the seller's saved filters; each call needs a signed-in seller.
 */
export const productSelectionRoutes: FeaturePlugin = async (app, { context }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    API.productSelection,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Product selection: the home page's filters, one page of products and the total",
        body: productSelectionQuery,
        response: { 200: productSelectionResponse },
      },
    },
    async (request) => ok(await selectProducts(await context.catalog(), request.body)),
  );

  await app.register(productSelectionExportRoutes, { context });
  await app.register(savedFiltersRoutes, { context });
};

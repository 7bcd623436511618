import { API, productSelectionQuery, productSelectionResponse } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { abaRoutes } from './aba.routes.js';
import { hotProductsRoutes } from './hot-products.routes.js';
import { keywordRoutes } from './keywords.routes.js';
import { marketRoutes } from './markets.routes.js';
import { selectProducts } from './product-selection.repository.js';
import { productSelectionExportRoutes } from './product-selection-export.routes.js';
import { savedFiltersRoutes } from './saved-filters.routes.js';

const tags = ['research'];

/** The research screens' calls over the catalog; each needs a signed-in seller. */
export const researchRoutes: FeaturePlugin = async (app, { context }) => {
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

  await app.register(hotProductsRoutes, { context });
  await app.register(keywordRoutes, { context });
  await app.register(marketRoutes, { context });
  await app.register(abaRoutes, { context });
  await app.register(productSelectionExportRoutes, { context });
  await app.register(savedFiltersRoutes, { context });
};

import {
  API,
  asinInfoQuery,
  asinInfoResponse,
  hotProductsQuery,
  hotProductsResponse,
  productHistoryQuery,
  productHistoryResponse,
} from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadSalesModel, hotProducts, asinInfo, productHistories } from '../../catalog/index.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';

const tags = ['research'];

/**
 * Hot products, one product's summary and products with their history (decisions/0022). The
 * catalog is shared by every seller, so these calls need a signed-in seller and no owner check.
 */
export const hotProductsRoutes: FeaturePlugin = async (app, { context }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    API.hotProducts,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Hot products of one kind (bought-in-past-month leaders, rising, new entrants, new)',
        body: hotProductsQuery,
        response: { 200: hotProductsResponse },
      },
    },
    async (request) => ok(await hotProducts(await context.catalog(), request.body)),
  );

  r.post(
    API.asinInfo,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One catalog product's summary: image, title, brand, price, BSR",
        body: asinInfoQuery,
        response: { 200: asinInfoResponse },
      },
    },
    async (request) => ok(await asinInfo(await context.catalog(), request.body)),
  );

  r.post(
    API.productHistory,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '1-10 products of a marketplace with their history, estimates and provenance',
        body: productHistoryQuery,
        response: { 200: productHistoryResponse },
      },
    },
    // The model is read per call: a calibration (`npm run calibrate -- --write`) counts at once.
    async (request) => ok(await productHistories(await context.catalog(), loadSalesModel(), request.body)),
  );
};

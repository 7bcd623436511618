import {
  API,
  createOrderResponse,
  orderCancelBody,
  orderCancelResponse,
  orderPayBody,
} from '@asinasin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { noStore } from '../../platform/http/api-headers.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { OrderService } from './order.service.js';
import { toOrderView } from './order-view.js';
import { findOrderOf } from './orders.repository.js';
import { checkoutUrls } from './site-urls.js';

const tags = ['billing'];

/**
 * What a seller can do with a pending order on /order: pay it again while it is valid, or cancel
 * it (which frees its coupon use). Both act on the caller's own orders only; another seller's
 * order does not exist for them (404, as /api/order/detail).
 */
export function addOrderActionRoutes(app: FastifyInstance, context: AppContext, orders: OrderService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    API.orderPay,
    {
      onRequest: [noStore, app.requireUser],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Pay a pending, still valid order again: a gateway form (info) or page (url), as createOrder',
        body: orderPayBody,
        response: { 200: createOrderResponse },
      },
    },
    async (request) => {
      if (!request.auth) throw AppError.notLoggedIn();
      const urls = checkoutUrls(context.config, request);
      return ok(await orders.payAgain(request.auth.userId, request.body, { urls, lang: request.lang }));
    },
  );

  r.post(
    API.orderCancel,
    {
      onRequest: [noStore, app.requireUser],
      schema: {
        tags,
        summary: 'Cancel a pending order (closed; its coupon use is released); answers with the order',
        body: orderCancelBody,
        response: { 200: orderCancelResponse },
      },
    },
    async (request) => {
      if (!request.auth) throw AppError.notLoggedIn();
      const userId = request.auth.userId;
      await orders.cancel(userId, request.body.order_no);
      const row = await findOrderOf(context.db, userId, request.body.order_no);
      if (!row) throw new AppError(404, 'billing.orderNotFound');
      return ok(toOrderView(row, request.lang, orders.ttlMs));
    },
  );
}

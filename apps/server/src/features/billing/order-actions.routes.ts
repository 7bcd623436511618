import { billingEndpoints as endpoints } from '@asinasin/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { noStore } from '../../platform/http/api-headers.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
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
  const sellerRoute = { tags, access: 'user', onRequest: [noStore] } as const;

  addRoute(
    app,
    endpoints.orderPay,
    { ...sellerRoute, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const urls = checkoutUrls(context.config, request);
      return ok(await orders.payAgain(request.user.id, request.body, { urls, lang: request.lang }));
    },
  );

  addRoute(app, endpoints.orderCancel, sellerRoute, async (request) => {
    const userId = request.user.id;
    await orders.cancel(userId, request.body.order_no);
    const row = await findOrderOf(context.db, userId, request.body.order_no);
    if (!row) throw new AppError(404, 'billing.orderNotFound');
    return ok(toOrderView(row, request.lang, orders.ttlMs));
  });
}

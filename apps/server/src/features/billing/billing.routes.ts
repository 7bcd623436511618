import {
  API,
  couponCheckBody,
  couponCheckResponse,
  createOrderResponse,
  modulesResponse,
  orderDetailBody,
  orderDetailResponse,
  orderFormBody,
  orderIndexBody,
  orderIndexResponse,
  PLAN_TYPE_POWER,
  planIndexBody,
  planIndexResponse,
  payMethodsResponse,
  type Language,
} from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/api-headers.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { toMajor } from '../../platform/payments/money.js';
import { findPlansFolder } from './catalogue-file.js';
import { listModuleViews, syncCatalogue, toPlanView } from './catalogue.js';
import { listModules, listSellablePlans } from './catalogue.repository.js';
import { addOrderActionRoutes } from './order-actions.routes.js';
import { OrderService } from './order.service.js';
import { toOrderView } from './order-view.js';
import { findOrderOf, listOrdersOf } from './orders.repository.js';
import { checkoutUrls } from './site-urls.js';

const tags = ['billing'];

function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw AppError.notLoggedIn();
  return request.auth.userId;
}

/** SPEC §7 plan, coupon and order calls, the module list and the offered ways to pay. */
export const billingRoutes: FeaturePlugin = async (app, { context }) => {
  await syncCatalogue(context.db, findPlansFolder());
  const orders = new OrderService(context);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requireUser = app.requireUser;

  r.post(
    API.planIndex,
    {
      schema: {
        tags,
        summary: 'Plans on sale, cheapest first: memberships, or power top-ups with type 2',
        body: planIndexBody,
        response: { 200: planIndexResponse },
      },
    },
    async (request) => {
      const lang: Language = request.body.lang === 1 ? 'en-US' : 'zh-CN';
      const kind = request.body.type === PLAN_TYPE_POWER ? 'power' : 'membership';
      const [plans, modules] = await Promise.all([
        listSellablePlans(context.db, kind),
        listModules(context.db),
      ]);
      return ok({ plan: plans.map((p) => toPlanView(p, lang, modules)) });
    },
  );

  r.get(
    API.moduleIndex,
    {
      schema: {
        tags,
        summary: 'The billable modules: key, id, route path, names and power cost per use',
        response: { 200: modulesResponse },
      },
    },
    async (request) => ok({ mold: await listModuleViews(context.db, request.lang) }),
  );

  r.get(
    API.payMethods,
    {
      schema: {
        tags,
        summary: 'The ways to pay this instance offers',
        response: { 200: payMethodsResponse },
      },
    },
    async () => ok({ methods: context.payments.methods() }),
  );

  r.post(
    API.couponCheck,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The order form's price with a coupon (data.price), or why the coupon does not apply",
        body: couponCheckBody,
        response: { 200: couponCheckResponse },
      },
    },
    async (request) => {
      const quote = await orders.checkCoupon(userIdOf(request), request.body);
      return ok({
        price: toMajor(quote.amount),
        original: toMajor(quote.original),
        discount: toMajor(quote.discount),
        currency: quote.plan.currency,
      });
    },
  );

  r.post(
    API.createOrder,
    {
      onRequest: [noStore, requireUser],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create an order: paid at once from the balance, or a gateway form (info) or page (url)',
        body: orderFormBody,
        response: { 200: createOrderResponse },
      },
    },
    async (request) => {
      const urls = checkoutUrls(context.config, request);
      const result = await orders.createOrder(userIdOf(request), request.body, { urls, lang: request.lang });
      return ok(result);
    },
  );

  r.post(
    API.orderIndex,
    {
      onRequest: [noStore, requireUser],
      schema: {
        tags,
        summary: "The seller's orders, newest first, paged",
        body: orderIndexBody,
        response: { 200: orderIndexResponse },
      },
    },
    async (request) => {
      const { page, size } = request.body;
      const { rows, total } = await listOrdersOf(context.db, userIdOf(request), {
        offset: (page - 1) * size,
        limit: size,
      });
      return ok({ row: rows.map((row) => toOrderView(row, request.lang, orders.ttlMs)), total, page, size });
    },
  );

  r.post(
    API.orderDetail,
    {
      onRequest: [noStore, requireUser],
      schema: {
        tags,
        summary: 'One order of the seller (another seller’s order does not exist for them)',
        body: orderDetailBody,
        response: { 200: orderDetailResponse },
      },
    },
    async (request) => {
      const row = await findOrderOf(context.db, userIdOf(request), request.body.order_no);
      if (!row) throw new AppError(404, 'billing.orderNotFound');
      return ok(toOrderView(row, request.lang, orders.ttlMs));
    },
  );

  addOrderActionRoutes(app, context, orders);
};

import { billingEndpoints as endpoints, PLAN_TYPE_POWER, type Language } from '@asinasin/contract';
import { noStore } from '../../platform/http/api-headers.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { toMajor } from '../../platform/payments/money.js';
import { findPlansFolder } from './plans-file.js';
import { listModuleViews, syncPlans, toPlanView } from './plans.js';
import { listModules, listSellablePlans } from './plans.repository.js';
import { addOrderActionRoutes } from './order-actions.routes.js';
import { OrderService } from './order.service.js';
import { toOrderView } from './order-view.js';
import { findOrderOf, listOrdersOf } from './orders.repository.js';
import { checkoutUrls } from './site-urls.js';

const tags = ['billing'];

/** SPEC §7 plan, coupon and order calls, the module list and the offered ways to pay. */
export const billingRoutes: FeaturePlugin = async (app, { context }) => {
  await syncPlans(context.db, findPlansFolder());
  const orders = new OrderService(context);
  const publicRoute = { tags, access: 'public' } as const;
  const sellerRoute = { tags, access: 'user', onRequest: [noStore] } as const;

  addRoute(app, endpoints.planIndex, publicRoute, async (request) => {
    const lang: Language = request.body.lang === 1 ? 'en-US' : 'zh-CN';
    const kind = request.body.type === PLAN_TYPE_POWER ? 'power' : 'membership';
    const [plans, modules] = await Promise.all([
      listSellablePlans(context.db, kind),
      listModules(context.db),
    ]);
    return ok({ plan: plans.map((p) => toPlanView(p, lang, modules)) });
  });

  addRoute(app, endpoints.moduleIndex, publicRoute, async (request) =>
    ok({ mold: await listModuleViews(context.db, request.lang) }),
  );

  addRoute(app, endpoints.payMethods, publicRoute, async () => ok({ methods: context.payments.methods() }));

  addRoute(app, endpoints.couponCheck, { tags, access: 'user' }, async (request) => {
    const quote = await orders.checkCoupon(request.user.id, request.body);
    return ok({
      price: toMajor(quote.amount),
      original: toMajor(quote.original),
      discount: toMajor(quote.discount),
      currency: quote.plan.currency,
    });
  });

  addRoute(
    app,
    endpoints.createOrder,
    { ...sellerRoute, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const urls = checkoutUrls(context.config, request);
      return ok(await orders.createOrder(request.user.id, request.body, { urls, lang: request.lang }));
    },
  );

  addRoute(app, endpoints.orderIndex, sellerRoute, async (request) => {
    const { page, size } = request.body;
    const { rows, total } = await listOrdersOf(context.db, request.user.id, {
      offset: (page - 1) * size,
      limit: size,
    });
    return ok({ row: rows.map((row) => toOrderView(row, request.lang, orders.ttlMs)), total, page, size });
  });

  addRoute(app, endpoints.orderDetail, sellerRoute, async (request) => {
    const row = await findOrderOf(context.db, request.user.id, request.body.order_no);
    if (!row) throw new AppError(404, 'billing.orderNotFound');
    return ok(toOrderView(row, request.lang, orders.ttlMs));
  });

  addOrderActionRoutes(app, context, orders);
};

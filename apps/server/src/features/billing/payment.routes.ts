import crypto from 'node:crypto';
import { API, billingEndpoints as endpoints, type Language } from '@asinasin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { OrderRow } from '../../platform/db/schema.js';
import { addRoute } from '../../platform/http/route.js';
import { translate } from '../../platform/i18n/messages.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxNotice } from '../../platform/payments/sandbox-gateway.js';
import { planTag } from './plans.js';
import { findPlan } from './plans.repository.js';
import { handleNotification } from './notifications.js';
import { findOrderByNo } from './orders.repository.js';
import { renderSandboxPage, type SandboxPageState } from './sandbox-page.js';

/** Notifications are small (a Stripe event is a few kB); a larger body is not one. */
const NOTIFY_BODY_LIMIT = 256 * 1024;

function sendPage(reply: FastifyReply, lang: Language, state: SandboxPageState, status = 200) {
  return (
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // It opens in the payment popup, which must stay its opener's (see app.ts, /alipay).
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(renderSandboxPage(lang, state))
  );
}

/** The sandbox order behind a page link, when the link is genuine and the order is the sandbox's. */
async function sandboxOrder(context: AppContext, orderNo: string, signature: string | undefined) {
  const sandbox = context.payments.sandbox;
  if (!sandbox || !signature || !sandbox.isPageSignature(orderNo, signature)) return undefined;
  const order = await findOrderByNo(context.db, orderNo);
  return order?.gateway === 'sandbox' ? order : undefined;
}

/**
 * Paying on the sandbox page: the gateway signs a notification and posts it to this server's
 * notify route over the HTTP stack, exactly as a real gateway would, and the page shows the answer.
 */
async function paySandbox(app: FastifyInstance, context: AppContext, order: OrderRow, lang: Language) {
  const notice: SandboxNotice = {
    event_id: `sbx_evt_${crypto.randomUUID()}`,
    order_no: order.order_no,
    amount: order.amount,
    currency: order.currency,
    trade_no: `SBX${order.order_no}`,
    status: 'paid',
  };
  const body = JSON.stringify(notice);
  return app.inject({
    method: 'POST',
    url: `${API.payNotify}/sandbox`,
    headers: {
      'content-type': 'application/json',
      'x-lang': lang,
      [SANDBOX_SIGNATURE_HEADER]: context.payments.sandbox!.sign(body),
    },
    payload: body,
  });
}

/** Gateways' notifications and the sandbox gateway's page. Bodies stay raw: signatures cover bytes. */
export const paymentRoutes: FeaturePlugin = async (app, { context }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const options = { tags: ['billing'], access: 'public' } as const;

  addRoute(app, endpoints.payNotify, options, async (request, reply) => {
    const gateway = request.params.gateway;
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const outcome = await handleNotification(context, gateway, { rawBody, headers: request.headers });
    request.log.info({ gateway, outcome }, 'payment notification');
    const ack = context.payments.get(gateway)!.acknowledgement;
    return reply.type(ack.contentType).send(ack.body);
  });

  addRoute(app, endpoints.sandboxPage, options, async (request, reply) => {
    const order = await sandboxOrder(context, request.params.orderNo, request.query.sig);
    if (!order)
      return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.linkInvalid' }, 404);
    if (order.status === 'paid')
      return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.alreadyPaid' });
    const plan = await findPlan(context.db, order.plan_id);
    const view = {
      orderNo: order.order_no,
      plan: plan ? planTag(plan, request.lang) : String(order.plan_id),
      amount: order.amount,
      currency: order.currency,
    };
    return sendPage(reply, request.lang, { kind: 'order', order: view, signature: request.query.sig! });
  });

  addRoute(app, endpoints.sandboxPagePost, options, async (request, reply) => {
    const form = new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
    const order = await sandboxOrder(context, request.params.orderNo, form.get('sig') ?? undefined);
    const isExpired = order && order.created_at + context.config.ORDER_TTL_MINUTES * 60_000 < Date.now();
    if (!order || order.status === 'closed' || (order.status === 'pending' && isExpired)) {
      return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.linkInvalid' }, 404);
    }
    if (form.get('action') !== 'pay') {
      return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.cancelled' });
    }
    if (order.status === 'paid')
      return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.alreadyPaid' });
    const answer = await paySandbox(app, context, order, request.lang);
    if (answer.statusCode === 200)
      return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.paid' });
    const reason = answer.json<{ msg?: string }>().msg ?? translate(request.lang, 'common.failed');
    return sendPage(reply, request.lang, { kind: 'done', messageKey: 'sandbox.failed', detail: reason }, 502);
  });
};

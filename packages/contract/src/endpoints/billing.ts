import { z } from 'zod';
import { API } from '../api-paths.js';
import { modulesResponse, planIndexBody, planIndexResponse } from '../billing.js';
import {
  couponCheckBody,
  couponCheckResponse,
  createOrderResponse,
  orderCancelBody,
  orderCancelResponse,
  orderDetailBody,
  orderDetailResponse,
  orderFormBody,
  orderIndexBody,
  orderIndexResponse,
  orderPayBody,
  payMethodsResponse,
  paymentEventQuery,
} from '../billing-orders.js';
import { defineEndpoint } from '../endpoint.js';

const sandboxOrderParams = z.object({ orderNo: z.string().min(1).max(64) });

/** Plans, modules, coupons, orders and payments (SPEC §7, docs/billing.md). */
export const billingEndpoints = {
  planIndex: defineEndpoint({
    method: 'POST',
    path: API.planIndex,
    summary: 'Plans on sale, cheapest first: memberships, or power top-ups with type 2',
    body: planIndexBody,
    response: planIndexResponse,
  }),
  moduleIndex: defineEndpoint({
    method: 'GET',
    path: API.moduleIndex,
    summary: 'The billable modules: key, id, route path, names and power cost per use',
    response: modulesResponse,
  }),
  payMethods: defineEndpoint({
    method: 'GET',
    path: API.payMethods,
    summary: 'The ways to pay this instance offers',
    response: payMethodsResponse,
  }),
  couponCheck: defineEndpoint({
    method: 'POST',
    path: API.couponCheck,
    summary: "The order form's price with a coupon (data.price), or why the coupon does not apply",
    body: couponCheckBody,
    response: couponCheckResponse,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: API.createOrder,
    summary: 'Create an order: paid at once from the balance, or a gateway form (info) or page (url)',
    body: orderFormBody,
    response: createOrderResponse,
  }),
  orderIndex: defineEndpoint({
    method: 'POST',
    path: API.orderIndex,
    summary: "The seller's orders, newest first, paged",
    body: orderIndexBody,
    response: orderIndexResponse,
  }),
  orderDetail: defineEndpoint({
    method: 'POST',
    path: API.orderDetail,
    summary: 'One order of the seller (another seller’s order does not exist for them)',
    body: orderDetailBody,
    response: orderDetailResponse,
  }),
  orderPay: defineEndpoint({
    method: 'POST',
    path: API.orderPay,
    summary: 'Pay a pending, still valid order again: a gateway form (info) or page (url), as createOrder',
    body: orderPayBody,
    response: createOrderResponse,
  }),
  orderCancel: defineEndpoint({
    method: 'POST',
    path: API.orderCancel,
    summary: 'Cancel a pending order (closed; its coupon use is released); answers with the order',
    body: orderCancelBody,
    response: orderCancelResponse,
  }),
  /** the body stays raw bytes: the gateway's signature covers them */
  payNotify: defineEndpoint({
    method: 'POST',
    path: `${API.payNotify}/:gateway`,
    summary: "A gateway's asynchronous payment notification",
    params: z.object({ gateway: z.enum(['sandbox', 'alipay', 'stripe']) }),
  }),
  sandboxPage: defineEndpoint({
    method: 'GET',
    path: `${API.sandboxPay}/:orderNo`,
    summary: "The sandbox gateway's payment page",
    params: sandboxOrderParams,
    query: z.object({ sig: z.string().max(128).optional() }),
    hide: true,
  }),
  /** the page's form (urlencoded, read raw) */
  sandboxPagePost: defineEndpoint({
    method: 'POST',
    path: `${API.sandboxPay}/:orderNo`,
    summary: "The sandbox gateway's payment page, paid or cancelled",
    params: sandboxOrderParams,
    hide: true,
  }),
  /** server-sent: `ready`, then `success` for every order of the seller paid */
  paymentEvents: defineEndpoint({
    method: 'GET',
    path: API.paymentEvents,
    summary: 'Server-sent payment events of the seller',
    query: paymentEventQuery,
  }),
};

import {
  API,
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
  planIndexBody,
  planIndexResponse,
} from '@asinasin/contract';
import { defineCall } from '../define-call';

/** The billing calls of SPEC §7 (docs/billing.md). Imported only by lazily loaded code. */
export const getPlans = defineCall({ path: API.planIndex, body: planIndexBody, response: planIndexResponse });
export const getPayMethods = defineCall({ path: API.payMethods, response: payMethodsResponse });
export const checkCoupon = defineCall({
  path: API.couponCheck,
  body: couponCheckBody,
  response: couponCheckResponse,
});
export const createOrder = defineCall({
  path: API.createOrder,
  body: orderFormBody,
  response: createOrderResponse,
});
export const getOrders = defineCall({
  path: API.orderIndex,
  body: orderIndexBody,
  response: orderIndexResponse,
});
export const getOrder = defineCall({
  path: API.orderDetail,
  body: orderDetailBody,
  response: orderDetailResponse,
});
/** Pays a pending order again (answers as createOrder); cancels one (answers with the order). */
export const payOrder = defineCall({ path: API.orderPay, body: orderPayBody, response: createOrderResponse });
export const cancelOrder = defineCall({
  path: API.orderCancel,
  body: orderCancelBody,
  response: orderCancelResponse,
});

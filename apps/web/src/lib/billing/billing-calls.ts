import {
  API,
  couponCheckBody,
  couponCheckResponse,
  createOrderResponse,
  orderDetailBody,
  orderDetailResponse,
  orderFormBody,
  orderIndexBody,
  orderIndexResponse,
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

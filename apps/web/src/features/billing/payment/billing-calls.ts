import {
  billingEndpoints,
  PLAN_LANG,
  PLAN_TYPE_POWER,
  type Language,
  type PlanKind,
} from '@asinasin/contract';
import { queryOptions } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { sortPlans } from './plan-display';

/** The billing calls of SPEC §7 (docs/billing.md). Imported only by lazily loaded code. */
export const getPlans = defineCall(billingEndpoints.planIndex);
export const getPayMethods = defineCall(billingEndpoints.payMethods);
export const checkCoupon = defineCall(billingEndpoints.couponCheck);
export const createOrder = defineCall(billingEndpoints.createOrder);
export const getOrders = defineCall(billingEndpoints.orderIndex);
export const getOrder = defineCall(billingEndpoints.orderDetail);
/** Pays a pending order again (answers as createOrder); cancels one (answers with the order). */
export const payOrder = defineCall(billingEndpoints.orderPay);
export const cancelOrder = defineCall(billingEndpoints.orderCancel);

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Every billing query starts with it; the seller's orders with BILLING_KEYS.orders. */
export const BILLING_KEYS = {
  all: ['billing'] as const,
  orders: ['billing', 'orders'] as const,
};

/** Plans on sale in the UI language (SPEC §7 lang 0|1; type 2 for power top-ups), cheapest first. */
export const getPlansQueryOptions = (kind: PlanKind, language: Language) =>
  queryOptions({
    queryKey: [...BILLING_KEYS.all, 'plans', kind, language] as const,
    queryFn: ({ signal }) =>
      getPlans(
        {
          lang: language === 'en-US' ? PLAN_LANG.en : PLAN_LANG.zh,
          ...(kind === 'power' ? { type: PLAN_TYPE_POWER } : {}),
        },
        { signal },
      ).then((data) => sortPlans(data.plan)),
  });

/** The ways to pay this instance offers (configuration decides; the UI offers those). */
export const getPayMethodsQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_KEYS.all, 'pay-methods'] as const,
    queryFn: ({ signal }) => getPayMethods({ signal }).then((data) => data.methods),
    staleTime: FIVE_MINUTES_MS,
  });

export interface CouponForm {
  id: number;
  number: number;
  type: number;
  coupon: string;
}

/** The price with a coupon (SPEC §3 couponPrice = data.price), never kept: re-checked each time. */
export const getCouponQuoteQueryOptions = (form: CouponForm) =>
  queryOptions({
    queryKey: [...BILLING_KEYS.all, 'coupon', form.id, form.number, form.coupon] as const,
    queryFn: ({ signal }) => checkCoupon({ ...form, form_type: true }, { signal }),
    enabled: form.coupon !== '' && form.id > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * One page of the seller's orders. Plan names come in the UI language; `paidCount` (payments seen
 * by this page) is in the key, as a payment adds or changes an order.
 */
export const getOrdersQueryOptions = (page: number, size: number, language: Language, paidCount: number) =>
  queryOptions({
    queryKey: [...BILLING_KEYS.orders, page, language, paidCount] as const,
    queryFn: ({ signal }) => getOrders({ page, size }, { signal }),
  });

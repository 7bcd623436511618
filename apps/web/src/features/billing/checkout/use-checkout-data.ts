import type { PlanKind } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import {
  getCouponQuoteQueryOptions,
  getPayMethodsQueryOptions,
  getPlansQueryOptions,
  type CouponForm,
} from '../payment/billing-calls';

export type { CouponForm };

/** Plans on sale in the UI language (SPEC §7 lang 0|1; type 2 for power top-ups), cheapest first. */
export function usePlans(kind: PlanKind) {
  return useQuery(getPlansQueryOptions(kind, useLanguage()));
}

/** The ways to pay this instance offers (configuration decides; the UI offers those). */
export function usePayMethods() {
  return useQuery(getPayMethodsQueryOptions());
}

/** The price with a coupon (SPEC §3 couponPrice = data.price), re-checked when the order changes. */
export function useCouponQuote(form: CouponForm) {
  return useQuery(getCouponQuoteQueryOptions(form));
}

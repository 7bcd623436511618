import { PLAN_LANG, PLAN_TYPE_POWER, type PlanKind } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n';
import { checkCoupon, getPayMethods, getPlans } from '../../lib/billing/billing-calls';
import { sortPlans } from '../../lib/billing/plan-display';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Plans on sale in the UI language (SPEC §7 lang 0|1; type 2 for power top-ups), cheapest first. */
export function usePlans(kind: PlanKind) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['billing', 'plans', kind, language],
    queryFn: ({ signal }) =>
      getPlans(
        {
          lang: language === 'en-US' ? PLAN_LANG.en : PLAN_LANG.zh,
          ...(kind === 'power' ? { type: PLAN_TYPE_POWER } : {}),
        },
        { signal },
      ).then((data) => sortPlans(data.plan)),
  });
}

/** The ways to pay this instance offers (configuration decides; the UI offers those). */
export function usePayMethods() {
  return useQuery({
    queryKey: ['billing', 'pay-methods'],
    queryFn: ({ signal }) => getPayMethods({ signal }).then((data) => data.methods),
    staleTime: FIVE_MINUTES_MS,
  });
}

export interface CouponForm {
  id: number;
  number: number;
  type: number;
  coupon: string;
}

/** The price with a coupon (SPEC §3 couponPrice = data.price), re-checked when the order changes. */
export function useCouponQuote(form: CouponForm) {
  return useQuery({
    queryKey: ['billing', 'coupon', form.id, form.number, form.coupon],
    queryFn: ({ signal }) => checkCoupon({ ...form, form_type: true }, { signal }),
    enabled: form.coupon !== '' && form.id > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

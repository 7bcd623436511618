import type { payMethodsResponse } from '@asinasin/contract';
import type { z } from 'zod';

export type PayMethod = z.infer<typeof payMethodsResponse>['data']['methods'][number];
export type PaymentEventType = PayMethod['event'];

/** SPEC §3: the order form's type 0 pays the Alipay way, any other type by card. */
export const ALIPAY_TYPE = 0;

/** The common message key naming a way to pay; the sandbox says it stands in for the real one. */
export function payMethodKey(gateway: string, type: number) {
  if (gateway === 'balance') return 'payment.methods.balance' as const;
  const isAlipay = type === ALIPAY_TYPE;
  if (gateway === 'sandbox')
    return isAlipay ? 'payment.methods.sandboxAlipay' : 'payment.methods.sandboxCard';
  return isAlipay ? 'payment.methods.alipay' : 'payment.methods.card';
}

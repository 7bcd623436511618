import { describe, expect, it } from 'vitest';
import { currencySymbol, orderFormBody, orderIndexBody, paymentEventQuery, planIndexBody } from './index.js';

describe('billing contract', () => {
  it('defaults the order form as SPEC §3 does: type 0, number 1', () => {
    expect(orderFormBody.parse({ id: 3 })).toEqual({ id: 3, type: 0, number: 1 });
    expect(orderFormBody.parse({ id: 3, type: 1, number: 2, coupon: ' SPRING ', form_type: true })).toEqual({
      id: 3,
      type: 1,
      number: 2,
      coupon: 'SPRING',
      form_type: true,
    });
  });

  it.each([0, -1, 1.5, 100, '1', null])('refuses the quantity %s with one message', (number) => {
    const result = orderFormBody.safeParse({ id: 1, number });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('billing.numberInvalid');
  });

  it('reads a missing body of the list calls as their defaults', () => {
    expect(planIndexBody.parse(null)).toEqual({ lang: 0 });
    expect(planIndexBody.parse({ lang: 1, type: 2 })).toEqual({ lang: 1, type: 2 });
    expect(planIndexBody.safeParse({ lang: 2 }).success).toBe(false);
    expect(orderIndexBody.parse(undefined)).toEqual({ page: 1, size: 20 });
  });

  it('accepts the two event types of SPEC §7 only', () => {
    expect(paymentEventQuery.safeParse({ token: 't', type: 'alipay' }).success).toBe(true);
    expect(paymentEventQuery.safeParse({ token: 't', type: 'wechat' }).success).toBe(false);
  });

  it('shows ¥ for cny and $ otherwise (SPEC §9)', () => {
    expect(currencySymbol('cny')).toBe('¥');
    expect(currencySymbol('usd')).toBe('$');
  });
});

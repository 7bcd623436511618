import { describe, expect, it } from 'vitest';
import { buildPaymentForm } from './payment-form';

/** Alipay's page-pay form as alipay-sdk returns it: the form and an inline script submitting it. */
const ALIPAY_HTML =
  '<form action="https://openapi.alipay.com/gateway.do?charset=utf-8&method=alipay.trade.page.pay&sign=a%2Bb" method="post" name="punchout_form">' +
  '<input type="hidden" name="biz_content" value="{&quot;out_trade_no&quot;:&quot;O1&quot;}">' +
  '<input type="submit" value="立即支付" style="display:none" ></form>' +
  '<script>document.forms[0].submit();</script>';

describe('the payment form the /alipay page submits (SPEC §4)', () => {
  it("keeps Alipay's destination and fields, drops its script and submit button", () => {
    const form = buildPaymentForm(ALIPAY_HTML)!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(
      'https://openapi.alipay.com/gateway.do?charset=utf-8&method=alipay.trade.page.pay&sign=a%2Bb',
    );
    const fields = [...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]);
    expect(fields).toEqual([['hidden', 'biz_content', '{"out_trade_no":"O1"}']]);
    expect(form.querySelector('script')).toBeNull();
    expect(form.outerHTML).not.toContain('submit()');
  });

  it("keeps the sandbox's GET form and its signature field", () => {
    const form = buildPaymentForm(
      '<form method="get" action="http://127.0.0.1:8080/pay/sandbox/O2"><input type="hidden" name="sig" value="abc"></form>',
    )!;
    expect(form.method).toBe('get');
    expect(form.action).toBe('http://127.0.0.1:8080/pay/sandbox/O2');
    expect((form.elements.namedItem('sig') as HTMLInputElement).value).toBe('abc');
  });

  it('refuses HTML without a form, or a form that would go anywhere but a web address', () => {
    expect(buildPaymentForm('')).toBeNull();
    expect(buildPaymentForm('<p>oops</p><script>alert(1)</script>')).toBeNull();
    expect(
      buildPaymentForm('<form action="javascript:alert(1)"><input name="a" value="1"></form>'),
    ).toBeNull();
    expect(buildPaymentForm('<form action="data:text/html,hi"></form>')).toBeNull();
  });

  it('copies no attribute that could run code', () => {
    const form = buildPaymentForm(
      '<form action="https://pay.example/x" method="post" onsubmit="alert(1)"><input name="a" value="1" onfocus="alert(2)"></form>',
    )!;
    expect(form.outerHTML).not.toContain('alert');
  });
});

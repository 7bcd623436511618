import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_FORM, POPUP_READY } from '../../billing';
import { renderWithApp } from '../../../test/render';
import { AlipayPage, PAYMENT_CONTAINER_ID } from './alipay-page';

const FORM =
  '<form action="https://openapi.alipay.com/gateway.do?x=1" method="post"><input type="hidden" name="biz_content" value="{}"></form><script>window.ran = true</script>';

let opener: { postMessage: ReturnType<typeof vi.fn> };
let submit: ReturnType<typeof vi.spyOn>;

function fromOpener(data: unknown, source: unknown = opener, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

beforeEach(() => {
  opener = { postMessage: vi.fn() };
  vi.stubGlobal('opener', opener);
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the /alipay payment popup (SPEC §2, §4)', () => {
  it('tells its opener it is ready, then submits the form it receives, running none of its script', async () => {
    renderWithApp(<AlipayPage />, '/alipay');
    expect(await screen.findByText('正在打开支付页面…')).toBeTruthy();
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith({ type: POPUP_READY }, window.location.origin),
    );

    fromOpener({ type: POPUP_FORM, html: FORM });
    expect(submit).toHaveBeenCalledTimes(1);
    const form = screen.getByTestId(PAYMENT_CONTAINER_ID).querySelector('form')!;
    expect(form.action).toBe('https://openapi.alipay.com/gateway.do?x=1');
    expect(form.querySelector('script')).toBeNull();
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();

    fromOpener({ type: POPUP_FORM, html: FORM }); // a second copy submits nothing more
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('ignores forms from any window but its opener, or from another origin', async () => {
    renderWithApp(<AlipayPage />, '/alipay');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    fromOpener({ type: POPUP_FORM, html: FORM }, { postMessage: vi.fn() });
    fromOpener({ type: POPUP_FORM, html: FORM }, opener, 'https://evil.example');
    expect(submit).not.toHaveBeenCalled();
  });

  it('says the payment details are invalid when the form would go nowhere safe', async () => {
    renderWithApp(<AlipayPage />, '/alipay');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    fromOpener({ type: POPUP_FORM, html: '<form action="javascript:alert(1)"></form>' });
    expect(await screen.findByText('支付信息无效，无法打开支付页面')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('opened without an opener, says there is nothing to pay here', async () => {
    vi.stubGlobal('opener', null);
    renderWithApp(<AlipayPage />, '/alipay');
    expect(await screen.findByText('没有待支付的订单')).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭窗口' })).toBeTruthy();
  });
});

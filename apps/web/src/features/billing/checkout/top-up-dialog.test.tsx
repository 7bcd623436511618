import { API } from '@asinasin/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { authToken } from '../../../lib/auth-token';
import { abandonPayment } from '../payment/payment-flow';
import { paymentStore } from '../payment/payment-store';
import { moduleStore } from '../../../lib/module-store';
import { topUpDialog } from '../../../lib/top-up-store';
import { fakeApi } from '../../../test/fake-api';
import {
  billingApi,
  FakeEventSource,
  fakePopup,
  powerPlan,
  SANDBOX_METHODS,
  seller,
  stubWindowOpen,
} from '../../../test/payment-fakes';
import { renderWithApp } from '../../../test/render';
import { TopUpDialog } from './top-up-dialog';

const PLANS = {
  // Not in order: the dialog lists them cheapest first (SPEC §3).
  plan: [
    powerPlan(102, 45, 50, 500),
    powerPlan(
      101,
      10,
      10,
      100,
      '<p>充值 <strong>100</strong> 算力</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    ),
    powerPlan(103, 160, 200, 2000),
  ],
};
const ORDER = {
  pay_status: false,
  info: '<form action="/pay/sandbox/O1"></form>',
  url: '/pay/sandbox/O1?sig=s',
  order_no: 'O1',
  amount: 10,
  gateway: 'sandbox',
};

function answers(patch: Record<string, unknown> = {}) {
  return {
    [API.info]: { user: seller() },
    [API.planIndex]: PLANS,
    [API.payMethods]: SANDBOX_METHODS,
    [API.moduleIndex]: { mold: [] },
    [API.createOrder]: ORDER,
    ...patch,
  };
}

async function openDialog() {
  act(() => topUpDialog.open());
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('算力包 100');
  return dialog;
}

beforeEach(() => {
  authToken.set('tok-buy');
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.instances = [];
});
afterEach(() => {
  cleanup(); // unmounted before the real fetch is back
  topUpDialog.close();
  abandonPayment();
  paymentStore.takeOutcome();
  moduleStore.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TopUpDialog (SPEC §2)', () => {
  it('renders nothing until a 996 answer opens it, then lists the power plans cheapest first', async () => {
    billingApi({
      ...answers(),
      '/api/AiAmazon/reportCreate': () =>
        new Response(JSON.stringify({ code: 996, msg: '算力不足，请充值', data: null }), { status: 402 }),
    });
    renderWithApp(<TopUpDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() =>
      expect(apiRequest('/api/AiAmazon/reportCreate', { body: {} })).rejects.toMatchObject({ code: 996 }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('算力包 100')).toBeTruthy();
    const titles = [...dialog.querySelectorAll('.plan-option-title')].map((node) => node.textContent);
    expect(titles).toEqual(['算力包 100', '算力包 500', '算力包 2000']);
    expect(await within(dialog).findByText('当前算力余额：3.10')).toBeTruthy();
    expect(fakeApi.bodies(API.planIndex)[0]).toEqual({
      lang: 0,
      type: 2,
    });
    // SPEC §3 chosen id 0: the first plan; ¥ for cny; the original price struck through.
    expect((within(dialog).getByRole('radio', { name: /算力包 100/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥10');
    expect(within(dialog).getByText('¥50')).toBeTruthy();
  });

  it('renders descriptions without their scripts, images or handlers', async () => {
    billingApi(answers());
    renderWithApp(<TopUpDialog />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('100', { selector: 'strong' })).toBeTruthy();
    expect(dialog.querySelector('.plan-option-description script')).toBeNull();
    expect(dialog.querySelector('.plan-option-description img')).toBeNull();
    expect(dialog.innerHTML).not.toContain('onerror');
  });

  it('is persistent: the backdrop does not close it, the close icon does', async () => {
    billingApi(answers());
    renderWithApp(<TopUpDialog />);
    await openDialog();
    fireEvent.click(document.querySelector('.ant-modal-wrap')!);
    expect(topUpDialog.isOpen()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(topUpDialog.isOpen()).toBe(false));
  });

  it('checks a coupon against the chosen plan and shows the price it gives (couponPrice)', async () => {
    billingApi(
      answers({
        [API.couponCheck]: (body: { coupon: string }) =>
          body.coupon === 'SPRING'
            ? { price: 40.5, original: 45, discount: 4.5, currency: 'cny' }
            : new Response(JSON.stringify({ code: 400, msg: '优惠券不存在或已停用', data: null }), {
                status: 400,
              }),
      }),
    );
    stubWindowOpen(fakePopup());
    renderWithApp(<TopUpDialog />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /算力包 500/ }));
    fireEvent.change(within(dialog).getByLabelText('优惠券'), { target: { value: 'NOPE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '使用' }));
    expect(await within(dialog).findByText('优惠券不存在或已停用')).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥45');

    fireEvent.change(within(dialog).getByLabelText('优惠券'), { target: { value: 'SPRING' } });
    fireEvent.keyDown(within(dialog).getByLabelText('优惠券'), { key: 'Enter', keyCode: 13 });
    expect(await within(dialog).findByText('已使用优惠券 SPRING，立减 ¥4.50')).toBeTruthy();
    expect(fakeApi.bodies(API.createOrder)).toHaveLength(0);
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('¥40.50');
    expect(fakeApi.bodies(API.couponCheck).at(-1)).toMatchObject({
      id: 102,
      number: 1,
      type: 0,
      coupon: 'SPRING',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(fakeApi.bodies(API.createOrder)).toHaveLength(1));
    expect(fakeApi.bodies(API.createOrder)[0]).toEqual({
      form_type: true,
      type: 0,
      number: 1,
      id: 102,
      coupon: 'SPRING',
    });
  });

  it('offers the ways to pay the server lists, and pays the chosen way', async () => {
    billingApi(answers());
    const popup = fakePopup();
    stubWindowOpen(popup);
    renderWithApp(<TopUpDialog />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('沙箱支付用于体验购买流程，不会真实扣款。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '银行卡（沙箱）' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('/pay/sandbox/O1?sig=s'));
    expect(fakeApi.bodies(API.createOrder)[0]).toEqual({ form_type: true, type: 1, number: 1, id: 101 });
    expect(FakeEventSource.latest().url).toBe('/event?token=tok-buy&type=stripe');
    expect(await within(dialog).findByText(/请在新打开的窗口中完成支付/)).toBeTruthy();

    act(() => FakeEventSource.latest().emit({ message: 'success', order_no: 'O1' }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(within(dialog).queryByText(/请在新打开的窗口中完成支付/)).toBeNull();
  });

  it('pays from the balance when it covers the order: no popup, then /products', async () => {
    billingApi(
      answers({
        [API.info]: { user: seller({ money: 100 }) },
        [API.createOrder]: { ...ORDER, pay_status: true, info: '', url: '', gateway: 'balance' },
      }),
    );
    const open = stubWindowOpen(fakePopup());
    const { router } = renderWithApp(<TopUpDialog />, '/user-center');
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/余额充足，将直接从余额扣款/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '余额支付' }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('shows the three-step help when the browser blocks the popup', async () => {
    billingApi(answers());
    stubWindowOpen(null);
    renderWithApp(<TopUpDialog />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '立即购买' }));
    // (antd names every dialog 'test-id' under test, so the title is looked up by its text)
    const help = (await screen.findByText('支付窗口被浏览器拦截')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(help).getAllByRole('listitem')).toHaveLength(3);
    expect(fakeApi.bodies(API.createOrder)).toHaveLength(0);
    fireEvent.click(within(help).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(paymentStore.get().isBlockedHelpOpen).toBe(false));
  });

  it('shows the loading error with a retry, and an empty list plainly', async () => {
    let fail = true;
    billingApi(
      answers({
        [API.planIndex]: () =>
          fail
            ? new Response(JSON.stringify({ code: 500, msg: '服务器开小差了', data: null }), {
                status: 500,
              })
            : { plan: [] },
      }),
    );
    renderWithApp(<TopUpDialog />);
    act(() => topUpDialog.open());
    expect(await screen.findByText('套餐加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无可购买的算力套餐')).toBeTruthy();
  });

  it('asks a visitor to log in before buying', async () => {
    authToken.clear();
    billingApi(answers());
    renderWithApp(<TopUpDialog />, '/products');
    const dialog = await openDialog();
    const login = within(dialog).getByRole('link', { name: '登录后购买' });
    expect(login.getAttribute('href')).toBe('/user/login?redirect=%2Fproducts');
  });
});

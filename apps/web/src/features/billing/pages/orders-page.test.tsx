import { API } from '@asinasin/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { topUpDialog } from '../../../lib/top-up-store';
import { abandonPayment } from '../payment/payment-flow';
import { fakeApi } from '../../../test/fake-api';
import {
  FakeEventSource,
  SANDBOX_METHODS,
  billingApi,
  fakePopup,
  seller,
  stubWindowOpen,
} from '../../../test/payment-fakes';
import { renderRoutes } from '../../../test/render';
import { formatDateTime } from '../components/order-cells';
import { OrdersPage } from './orders-page';

function order(no: string, patch: Record<string, unknown> = {}) {
  return {
    order_no: no,
    plan_id: 2,
    plan: '季度会员',
    kind: 'membership',
    number: 1,
    amount: 269,
    original_amount: 269,
    coupon: null,
    coupon_discount: 0,
    currency: 'cny',
    status: 'paid',
    type: 0,
    gateway: 'sandbox',
    paid_time: '2026-11-24T08:01:00.000Z',
    created_time: '2026-11-24T08:00:00.000Z',
    ...patch,
  };
}
const routes = [{ path: '/order', element: <OrdersPage /> }];

beforeEach(() => authToken.set('tok-orders'));
afterEach(() => {
  abandonPayment();
  cleanup(); // unmounted before the real fetch is back
  topUpDialog.close();
  vi.unstubAllGlobals();
});

describe('OrdersPage (/order)', () => {
  it("lists the seller's orders: plan, amount, coupon, status, paid time and way to pay", async () => {
    billingApi({
      [API.info]: { user: seller() },
      [API.orderIndex]: {
        row: [
          order('O3', {
            plan: '算力包',
            kind: 'power',
            number: 3,
            amount: 121.5,
            original_amount: 135,
            coupon: 'SPRING',
            coupon_discount: 13.5,
            gateway: 'balance',
          }),
          order('O2', {
            status: 'pending',
            paid_time: null,
            type: 1,
            gateway: 'stripe',
            currency: 'usd',
            amount: 39,
          }),
          order('O1', { status: 'closed', paid_time: null }),
        ],
        total: 3,
        page: 1,
        size: 20,
      },
    });
    renderRoutes(routes, '/order');
    const first = (await screen.findByText('O3')).closest('tr')!;
    expect(within(first).getByText('算力包 ×3')).toBeTruthy();
    expect(within(first).getByText('¥121.50')).toBeTruthy();
    expect(within(first).getByText('SPRING（-¥13.50）')).toBeTruthy();
    expect(within(first).getByText('已支付')).toBeTruthy();
    expect(within(first).getByText('余额支付')).toBeTruthy();
    expect(within(first).getByText(formatDateTime('2026-11-24T08:01:00.000Z')!)).toBeTruthy();
    const second = screen.getByText('O2').closest('tr')!;
    expect(within(second).getByText('待支付')).toBeTruthy();
    expect(within(second).getByText('$39')).toBeTruthy();
    expect(within(second).getByText('银行卡')).toBeTruthy();
    const third = screen.getByText('O1').closest('tr')!;
    expect(within(third).getByText('已取消')).toBeTruthy();
    expect(within(third).getByText('支付宝（沙箱）')).toBeTruthy();
    expect(fakeApi.bodies(API.orderIndex)).toEqual([{ page: 1, size: 20 }]);
  });

  it('pages through the orders', async () => {
    billingApi({
      [API.info]: { user: seller() },
      [API.orderIndex]: (body: { page: number }) => ({
        row: [order(`P${body.page}`)],
        total: 25,
        page: body.page,
        size: 20,
      }),
    });
    renderRoutes(routes, '/order');
    expect(await screen.findByText('P1')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('P2')).toBeTruthy();
    expect(fakeApi.bodies(API.orderIndex).at(-1)).toEqual({ page: 2, size: 20 });
  });

  it('says plainly when there are no orders, and offers to buy', async () => {
    billingApi({
      [API.info]: { user: seller() },
      [API.orderIndex]: { row: [], total: 0, page: 1, size: 20 },
    });
    renderRoutes(routes, '/order');
    expect(await screen.findByText('还没有订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '购买会员' }).getAttribute('href')).toBe(
      '/user-center#membership-plans',
    );
    fireEvent.click(screen.getByRole('button', { name: '充值算力' }));
    expect(topUpDialog.isOpen()).toBe(true);
  });

  it("shows the server's message and a retry when the orders cannot be loaded", async () => {
    let fail = true;
    billingApi({
      [API.info]: { user: seller() },
      [API.orderIndex]: () =>
        fail
          ? new Response(JSON.stringify({ code: 401, msg: '您还未登录', data: null }), { status: 401 })
          : { row: [order('O9')], total: 1, page: 1, size: 20 },
    });
    renderRoutes(routes, '/order');
    expect(await screen.findByText('订单加载失败')).toBeTruthy();
    expect(screen.getByText('您还未登录')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('O9')).toBeTruthy();
  });

  // Popconfirm and the payment flow load on first use; on a loaded machine that takes seconds.
  describe('a pending order', () => {
    const soon = () => new Date(Date.now() + 10 * 60_000).toISOString();
    const pending = (no: string, patch: Record<string, unknown> = {}) =>
      order(no, { status: 'pending', paid_time: null, expires_time: soon(), ...patch });

    it('can be paid again while it is valid: the same order goes to the gateway in a popup', async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      const popup = fakePopup();
      stubWindowOpen(popup);
      billingApi({
        [API.info]: { user: seller() },
        [API.payMethods]: SANDBOX_METHODS,
        [API.orderIndex]: { row: [pending('P1', { type: 1 })], total: 1, page: 1, size: 20 },
        [API.orderPay]: {
          pay_status: false,
          info: '',
          url: 'http://localhost/pay/sandbox/P1?sig=abc',
          order_no: 'P1',
          amount: 269,
          gateway: 'sandbox',
        },
      });
      renderRoutes(routes, '/order');
      const row = (await screen.findByText('P1')).closest('tr')!;
      const pay = within(row).getByRole('button', { name: '继续支付' });
      await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(pay);
      await waitFor(() => expect(fakeApi.bodies(API.orderPay)).toEqual([{ order_no: 'P1', type: 1 }]));
      await waitFor(() =>
        expect(popup.location.replace).toHaveBeenCalledWith('http://localhost/pay/sandbox/P1?sig=abc'),
      );
      expect(FakeEventSource.latest().url).toContain('type=stripe');
    });

    it('can be cancelled after a confirmation, and then says it is cancelled', async () => {
      let status = 'pending';
      billingApi({
        [API.info]: { user: seller() },
        [API.payMethods]: SANDBOX_METHODS,
        [API.orderIndex]: () => ({
          row: [status === 'pending' ? pending('C1') : order('C1', { status, paid_time: null })],
          total: 1,
          page: 1,
          size: 20,
        }),
        [API.orderCancel]: () => {
          status = 'closed';
          return order('C1', { status, paid_time: null });
        },
      });
      renderRoutes(routes, '/order');
      const row = (await screen.findByText('C1')).closest('tr')!;
      expect(within(row).getByText('待支付')).toBeTruthy();
      fireEvent.click(within(row).getByRole('button', { name: '取消订单' }));
      const confirm = await screen.findByRole('tooltip');
      fireEvent.click(within(confirm).getByRole('button', { name: '取消订单' }));
      await waitFor(() => expect(fakeApi.bodies(API.orderCancel)).toEqual([{ order_no: 'C1' }]));
      const after = (await screen.findByText('已取消')).closest('tr')!;
      expect(within(after).queryByRole('button', { name: '继续支付' })).toBeNull();
      expect(await screen.findByText('订单已取消')).toBeTruthy();
    });

    it('says it expired once its time is past, and offers nothing', async () => {
      billingApi({
        [API.info]: { user: seller() },
        [API.payMethods]: SANDBOX_METHODS,
        [API.orderIndex]: {
          row: [pending('E1', { expires_time: new Date(Date.now() - 1000).toISOString() })],
          total: 1,
          page: 1,
          size: 20,
        },
      });
      renderRoutes(routes, '/order');
      const row = (await screen.findByText('E1')).closest('tr')!;
      expect(within(row).getByText('已过期')).toBeTruthy();
      expect(within(row).queryByRole('button')).toBeNull();
    });
  });
});

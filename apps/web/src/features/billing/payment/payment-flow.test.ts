import { API, USER_INFO_DEBOUNCE_MS } from '@asinasin/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, fakePopup, popupSays, stubWindowOpen } from '../../../test/payment-fakes';
import { fakeApi } from '../../../test/fake-api';
import { authToken } from '../../../lib/auth-token';
import { USER_INFO_KEY } from '../../../lib/session';
import { abandonPayment, startPayment, type PaymentRequest } from './payment-flow';
import { paymentStore } from './payment-store';
import { POPUP_FORM, POPUP_READY } from './popup-protocol';
import { POPUP_CLOSED_POLL_MS } from './payment-window';
import { ORDER_POLL_MS } from './payment-events';

const ALIPAY_FORM =
  '<form action="https://openapi.alipay.com/gateway.do?charset=utf-8" method="post"><input type="hidden" name="biz_content" value="{}"></form><script>document.forms[0].submit();</script>';

function order(patch: Record<string, unknown> = {}) {
  return {
    pay_status: false,
    info: ALIPAY_FORM,
    url: 'http://localhost:3000/pay/sandbox/O1?sig=abc',
    order_no: 'O1',
    amount: 45,
    gateway: 'sandbox',
    ...patch,
  };
}
/** What creating the order answers: the order, no data at all, or a refusal. */
const answerOrder = (data: ReturnType<typeof order> | null) =>
  fakeApi.on(API.createOrder, data as ReturnType<typeof order>);
const orderCalls = () => fakeApi.calls(API.createOrder);

let queryClient: QueryClient;
function request(patch: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    form: { type: 0, number: 1, id: 102 },
    event: 'alipay',
    expectsBalance: false,
    queryClient,
    ...patch,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.instances = [];
  authToken.set('tok-pay');
  queryClient = new QueryClient();
});
afterEach(() => {
  abandonPayment();
  paymentStore.takeOutcome();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment flow (SPEC §4)', () => {
  it('pays from the balance: no popup, "Payment successful", the user re-read after the debounce', async () => {
    const open = stubWindowOpen(fakePopup());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    answerOrder(order({ pay_status: true, info: '', url: '', gateway: 'balance' }));

    await startPayment(request({ expectsBalance: true }));

    expect(open).not.toHaveBeenCalled();
    expect(orderCalls()[0]?.body).toEqual({ type: 0, number: 1, id: 102 });
    expect(paymentStore.get()).toMatchObject({ phase: 'idle', outcome: { kind: 'paid', viaBalance: true } });
    expect(paymentStore.get().paidCount).toBe(1);
    await vi.advanceTimersByTimeAsync(USER_INFO_DEBOUNCE_MS - 1);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: USER_INFO_KEY });
  });

  it('closes the popup it opened when the server paid from the balance after all', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order({ pay_status: true }));
    await startPayment(request());
    expect(popup.close).toHaveBeenCalled();
    expect(paymentStore.get().outcome).toEqual({ kind: 'paid', viaBalance: true });
  });

  it("says 'failed to fetch payment' when the answer has no data, and closes the popup", async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the contract mismatch is logged
    answerOrder(null);
    await startPayment(request());
    expect(paymentStore.get()).toMatchObject({
      phase: 'idle',
      outcome: { kind: 'failed', message: '获取支付信息失败' },
    });
    expect(popup.close).toHaveBeenCalled();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("shows the server's message when the order is refused", async () => {
    stubWindowOpen(fakePopup());
    fakeApi.fail(API.createOrder, 404, '套餐不存在或已下架', 400);
    await startPayment(request());
    expect(paymentStore.get().outcome).toEqual({ kind: 'failed', message: '套餐不存在或已下架' });
  });

  it('type 0: opens /alipay in the click, hands it the form once it is ready, listens, and ends on success', async () => {
    const popup = fakePopup();
    const open = stubWindowOpen(popup);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    answerOrder(order());

    const started = startPayment(request());
    // Opened before the order call answered: a popup opened after an await may be blocked.
    expect(open).toHaveBeenCalledWith('/alipay', expect.any(String), expect.any(String));
    popupSays(popup, { type: POPUP_READY });
    await started;

    expect(popup.postMessage).toHaveBeenCalledWith(
      { type: POPUP_FORM, html: ALIPAY_FORM },
      window.location.origin,
    );
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(paymentStore.get()).toMatchObject({ phase: 'paying', orderNo: 'O1' });
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/event?token=tok-pay&type=alipay');

    stream.emit({ message: 'ready' });
    expect(paymentStore.get().phase).toBe('paying');
    stream.emit({ message: 'success', order_no: 'O1' });

    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(popup.close).toHaveBeenCalled();
    expect(paymentStore.get()).toMatchObject({
      phase: 'idle',
      orderNo: null,
      outcome: { kind: 'paid', viaBalance: false },
    });
    await vi.advanceTimersByTimeAsync(USER_INFO_DEBOUNCE_MS);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: USER_INFO_KEY });
  });

  it('type 0: sends the form only to its own popup, and only once it says it is ready', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order());
    await startPayment(request());
    expect(popup.postMessage).not.toHaveBeenCalled();
    popupSays(fakePopup(), { type: POPUP_READY }); // another window
    popupSays(popup, { type: POPUP_READY }, 'https://evil.example'); // another origin
    expect(popup.postMessage).not.toHaveBeenCalled();
    popupSays(popup, { type: POPUP_READY });
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
  });

  it('other types: the popup goes to the returned url and the stream listens for stripe', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order({ info: '', url: 'https://checkout.stripe.com/c/pay/cs_1' }));
    await startPayment(request({ form: { type: 1, number: 2, id: 102 }, event: 'stripe' }));
    expect(popup.location.replace).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(FakeEventSource.latest().url).toBe('/event?token=tok-pay&type=stripe');
  });

  it("ignores another order's success (another tab) and keeps waiting", async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order());
    await startPayment(request());
    FakeEventSource.latest().emit({ message: 'success', order_no: 'SOMEONE-ELSE' });
    FakeEventSource.latest().emit('not json at all');
    expect(paymentStore.get().phase).toBe('paying');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('a closed popup closes the stream and resets the order', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order());
    await startPayment(request());
    const stream = FakeEventSource.latest();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(paymentStore.get()).toMatchObject({ phase: 'idle', orderNo: null, outcome: { kind: 'closed' } });
    // A late success of that order no longer ends anything.
    stream.emit({ message: 'success', order_no: 'O1' });
    expect(paymentStore.get().paidCount).toBe(0);
  });

  it('a blocked popup shows the help dialog and creates no order', async () => {
    stubWindowOpen(null);
    await startPayment(request());
    expect(paymentStore.get()).toMatchObject({ phase: 'idle', isBlockedHelpOpen: true });
    expect(orderCalls()).toHaveLength(0);
  });

  it('a popup blocked after the balance fell short shows the help dialog and resets the order', async () => {
    stubWindowOpen(null);
    answerOrder(order());
    await startPayment(request({ expectsBalance: true }));
    expect(orderCalls()).toHaveLength(1);
    expect(paymentStore.get()).toMatchObject({ phase: 'idle', orderNo: null, isBlockedHelpOpen: true });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('when the stream is refused, reads the order until it is paid', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order());
    await startPayment(request());
    const view = {
      order_no: 'O1',
      plan_id: 102,
      plan: '算力包',
      kind: 'power',
      number: 1,
      amount: 45,
      original_amount: 45,
      coupon: null,
      coupon_discount: 0,
      currency: 'cny',
      type: 0,
      gateway: 'sandbox',
      paid_time: null,
      created_time: '2026-11-24T08:00:00.000Z',
    };
    FakeEventSource.latest().fail();
    const reads = [
      { ...view, status: 'pending' },
      { ...view, status: 'paid', paid_time: '2026-11-24T08:01:00.000Z' },
    ];
    fakeApi.on(API.orderDetail, () => reads.shift()! as never);
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    expect(paymentStore.get().phase).toBe('paying');
    await vi.advanceTimersByTimeAsync(ORDER_POLL_MS);
    expect(fakeApi.calls().map((call) => call.path)).toEqual([
      API.createOrder,
      API.orderDetail,
      API.orderDetail,
    ]);
    expect(paymentStore.get()).toMatchObject({ phase: 'idle', outcome: { kind: 'paid', viaBalance: false } });
    expect(popup.close).toHaveBeenCalled();
  });

  it('buying again while a popup is open brings that popup forward instead of a second order', async () => {
    const popup = fakePopup();
    stubWindowOpen(popup);
    answerOrder(order());
    await startPayment(request());
    await startPayment(request());
    expect(orderCalls()).toHaveLength(1);
    expect(popup.focus).toHaveBeenCalled();
  });
});

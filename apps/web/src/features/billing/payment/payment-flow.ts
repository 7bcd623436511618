import { USER_INFO_DEBOUNCE_MS, type OrderFormBody } from '@asinasin/contract';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { authToken } from '../../../lib/auth-token';
import { debounce, type Debounced } from '../../../lib/debounce';
import { RESPONSE_MISMATCH_CODE } from '../../../lib/define-call';
import { USER_INFO_KEY } from '../../../lib/session';
import { createOrder, getOrder, payOrder } from './billing-calls';
import { ALIPAY_TYPE, type PaymentEventType } from './pay-methods';
import { listenForPaid } from './payment-events';
import { IDLE_PAYMENT, paymentStore, type PaymentOutcome } from './payment-store';
import { openPaymentWindow, type PaymentWindow } from './payment-window';

export interface PaymentRequest {
  /** SPEC §3 order form: type (0 Alipay way, else card), number, plan id, coupon */
  form: OrderFormBody;
  /** a pending order of the seller to pay again (POST /api/order/pay) instead of a new one */
  orderNo?: string;
  /** the /event type of the chosen way to pay (GET /api/pay/methods) */
  event: PaymentEventType;
  /**
   * The seller's balance covers the price: the server will most likely pay from it, so no popup
   * is opened up front. Otherwise the popup opens in the click itself, before the order exists,
   * because a popup opened after an awaited call may be blocked.
   */
  expectsBalance: boolean;
  queryClient: QueryClient;
}

interface ActivePayment {
  popup: PaymentWindow | null;
  stopListening: () => void;
}

let active: ActivePayment | null = null;
let refresh: { client: QueryClient; run: Debounced<[]> } | undefined;

/** SPEC §4, §9: the user info (power, money, membership) is re-read debounced by 3000 ms. */
function refreshUser(client: QueryClient) {
  if (refresh?.client !== client) {
    refresh?.run.cancel();
    refresh = {
      client,
      run: debounce(() => void client.invalidateQueries({ queryKey: USER_INFO_KEY }), USER_INFO_DEBOUNCE_MS),
    };
  }
  refresh.run();
}

/** Resets the order (SPEC §4): no popup, no stream, nothing in progress. */
function resetOrder(outcome: PaymentOutcome | null, patch: { isBlockedHelpOpen?: boolean } = {}) {
  active?.stopListening();
  active = null;
  const { paidCount, outcome: shown } = paymentStore.get();
  const isPaid = outcome?.kind === 'paid';
  paymentStore.set({
    ...IDLE_PAYMENT,
    outcome: outcome ?? shown,
    paidCount: isPaid ? paidCount + 1 : paidCount,
    ...patch,
  });
}

function showBlockedHelp() {
  resetOrder(null, { isBlockedHelpOpen: true });
}

function failureMessage(error: unknown): string {
  // SPEC §4: a response without (usable) data is 'failed to fetch payment'.
  if (error instanceof ApiError && error.code === RESPONSE_MISMATCH_CODE)
    // The payment namespace is loaded with the checkout that started this flow.
    return i18next.t('payment.fetchFailed', { ns: 'billing' });
  return errorMessage(error);
}

/**
 * Buys a plan (SPEC §4): creates the order; paid at once from the balance → 'Payment successful',
 * then /products (the host does both); otherwise the popup goes to the gateway (type 0: the
 * /alipay page submits the form `info`; other types: `url`) while the page listens for the
 * order's success. Success, a closed popup and a blocked popup each reset the order.
 */
export async function startPayment(request: PaymentRequest): Promise<void> {
  const { phase } = paymentStore.get();
  if (phase === 'paying') {
    active?.popup?.focus();
    return;
  }
  if (phase === 'ordering') return;
  const { form, event, queryClient } = request;
  let popup = request.expectsBalance ? null : openPaymentWindow();
  if (!request.expectsBalance && !popup) return showBlockedHelp();
  paymentStore.set({ phase: 'ordering', isBlockedHelpOpen: false });

  let order: Awaited<ReturnType<typeof createOrder>>;
  try {
    order = request.orderNo
      ? await payOrder({ order_no: request.orderNo, type: form.type })
      : await createOrder(form);
    if (!order || (!order.pay_status && !order.info && !order.url)) {
      throw new ApiError({ code: RESPONSE_MISMATCH_CODE, msg: '', data: null }, 200);
    }
  } catch (error) {
    popup?.close();
    return resetOrder({ kind: 'failed', message: failureMessage(error) });
  }

  if (order.pay_status) {
    popup?.close();
    refreshUser(queryClient);
    return resetOrder({ kind: 'paid', viaBalance: true });
  }

  // Type 0 submits the form (SPEC §4 info) from the /alipay page; other types open the url.
  const useForm = form.type === ALIPAY_TYPE ? order.info !== '' : order.url === '';
  const wasOpen = popup !== null;
  if (!popup) popup = openPaymentWindow(useForm ? undefined : order.url);
  if (!popup) return showBlockedHelp();
  if (useForm) popup.submitForm(order.info);
  else if (wasOpen) popup.goTo(order.url);

  const orderNo = order.order_no;
  const opened = popup;
  const stopListening = listenForPaid({
    token: authToken.get(),
    type: event,
    orderNo,
    isPaid: () => getOrder({ order_no: orderNo }).then((o) => o.status === 'paid'),
    onPaid: () => {
      // SPEC §4 success: stream closed, order reset, 'Payment successful', popup closed, user re-read.
      if (active?.popup !== opened) return;
      resetOrder({ kind: 'paid', viaBalance: false });
      opened.close();
      refreshUser(queryClient);
    },
  });
  active = { popup: opened, stopListening };
  opened.onClosed(() => {
    if (active?.popup !== opened) return;
    // SPEC §4: a closed popup closes the stream and resets the order. A payment made just before
    // closing still shows: the user info is re-read all the same.
    resetOrder({ kind: 'closed' });
    refreshUser(queryClient);
  });
  paymentStore.set({ phase: 'paying', orderNo });
}

/** Brings the open payment popup to the front. */
export function focusPaymentWindow(): void {
  active?.popup?.focus();
}

/** Forgets a payment in progress, and the user info re-read it asked for, without a word (tests). */
export function abandonPayment(): void {
  refresh?.run.cancel();
  active?.popup?.close();
  resetOrder(null);
  paymentStore.set({ ...IDLE_PAYMENT });
}

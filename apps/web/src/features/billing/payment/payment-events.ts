import { API, paymentEventSchema, type PaymentEvent } from '@asinasin/contract';
import { buildUrl } from '../../../lib/api-client';
import type { PaymentEventType } from './pay-methods';

/** While the event stream cannot be had, the order itself is read this often instead. */
export const ORDER_POLL_MS = 3000;

export interface PaidListener {
  token: string;
  type: PaymentEventType;
  orderNo: string;
  onPaid: () => void;
  /** reads the order: whether it is paid (the fallback when the stream is refused) */
  isPaid: () => Promise<boolean>;
}

function parse(data: unknown): PaymentEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return paymentEventSchema.safeParse(JSON.parse(data)).data;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §4, §7: listens to /event?token=&type= (server-sent; JSON messages with `message`) for the
 * order's `success`. A success of another order of the seller (another tab) is not this one's.
 * When the browser gives the stream up (refused, server gone), the order is polled instead, so
 * a payment never goes unnoticed. Returns the function that stops listening.
 */
export function listenForPaid({ token, type, orderNo, onPaid, isPaid }: PaidListener): () => void {
  let isStopped = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  const source = new EventSource(buildUrl(API.paymentEvents, { token, type }));
  source.onmessage = (event: MessageEvent) => {
    const message = parse(event.data);
    if (message?.message !== 'success') return;
    if (message.order_no && message.order_no !== orderNo) return;
    onPaid();
  };
  source.onerror = () => {
    // CONNECTING: the browser retries by itself. CLOSED: it gave up.
    if (isStopped || source.readyState !== EventSource.CLOSED || poll !== undefined) return;
    poll = setInterval(() => {
      isPaid().then(
        (paid) => paid && !isStopped && onPaid(),
        () => undefined, // the next tick tries again
      );
    }, ORDER_POLL_MS);
  };
  return () => {
    isStopped = true;
    source.close();
    clearInterval(poll);
  };
}

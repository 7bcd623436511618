import type { IncomingHttpHeaders } from 'node:http';
import type { Currency } from '@asinasin/contract';

export type GatewayId = 'sandbox' | 'alipay' | 'stripe';

/** What a gateway needs to start paying an order. Amounts in minor units. */
export interface CheckoutOrder {
  orderNo: string;
  amount: number;
  currency: Currency;
  /** shown to the payer: the plan's name */
  subject: string;
  /** epoch ms after which the order is no longer payable */
  expiresAt: number;
}

/** Absolute addresses of this site, from PUBLIC_URL or the request that created the order. */
export interface CheckoutUrls {
  origin: string;
  /** where the gateway posts its asynchronous notification */
  notifyUrl: string;
  /** where the payer's browser goes after paying or cancelling */
  returnUrl: string;
}

/** SPEC §4: `info` is a form the /alipay popup submits; `url` a page the popup opens. */
export interface Checkout {
  info: string;
  url: string;
  /** the gateway's own id for this payment when known at once (a Stripe Checkout Session) */
  gatewayRef?: string;
}

/** A notification as it arrived: the raw body, since signatures cover the exact bytes. */
export interface NotificationInput {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

/** A notification whose signature checked out, about one order. */
export interface PaymentNotice {
  kind: 'payment';
  /** unique per gateway event: the idempotency key of the notification */
  eventId: string;
  orderNo: string;
  /** what the gateway says was paid, minor units */
  amount: number;
  currency: string;
  /** the gateway's payment id (Alipay trade_no, Stripe session id) */
  gatewayRef: string;
  /** false for a valid notice of something else (waiting, closed): acknowledged, nothing granted */
  isPaid: boolean;
}

/** A genuine notification of an event this product does not act on. */
export interface IgnoredNotice {
  kind: 'ignored';
  eventId: string;
}

export type GatewayNotice = PaymentNotice | IgnoredNotice;

export interface PaymentGateway {
  readonly id: GatewayId;
  supportsCurrency(currency: Currency): boolean;
  startCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<Checkout>;
  /**
   * Checks the signature (and age) and reads the notice. Throws an AppError for a forged, stale
   * or malformed notification; nothing is granted then.
   */
  verifyNotification(input: NotificationInput, now: number): Promise<GatewayNotice>;
  /** The answer the gateway expects once a notification has been handled. */
  readonly acknowledgement: { contentType: string; body: string };
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

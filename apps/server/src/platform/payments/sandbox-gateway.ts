import crypto from 'node:crypto';
import { API, CURRENCIES } from '@asinasin/contract';
import { z } from 'zod';
import { hmacHex } from '../captcha/app-secret.js';
import { AppError } from '../http/app-error.js';
import {
  escapeHtml,
  type Checkout,
  type CheckoutOrder,
  type CheckoutUrls,
  type GatewayNotice,
  type NotificationInput,
  type PaymentGateway,
} from './gateway.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older than this is refused, as Stripe's SDK refuses a stale webhook. */
export const SANDBOX_TOLERANCE_MS = 5 * 60 * 1000;

/** The body of a sandbox notification: what a real gateway reports about a payment. */
export const sandboxNoticeSchema = z.object({
  event_id: z.string().min(1).max(100),
  order_no: z.string().min(1).max(64),
  /** minor units */
  amount: z.number().int().min(0),
  currency: z.enum(CURRENCIES),
  trade_no: z.string().min(1).max(100),
  status: z.enum(['paid', 'cancelled']),
});
export type SandboxNotice = z.infer<typeof sandboxNoticeSchema>;

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The built-in gateway (the default): its page on this server says it is a sandbox, and its Pay
 * button sends a notification signed like a real gateway's, with a key derived from the instance
 * secret, to the same notify route the real gateways use. No money moves.
 */
export class SandboxGateway implements PaymentGateway {
  readonly id = 'sandbox' as const;
  readonly acknowledgement = {
    contentType: 'application/json; charset=utf-8',
    body: '{"code":1,"msg":"","data":null}',
  };
  private readonly key: string;

  constructor(secret: string) {
    this.key = hmacHex(secret, 'payments:sandbox');
  }

  supportsCurrency(): boolean {
    return true;
  }

  /** The page link carries a signature, so an order number alone opens no payment page. */
  pageSignature(orderNo: string): string {
    return hmacHex(this.key, `page:${orderNo}`);
  }

  isPageSignature(orderNo: string, signature: string): boolean {
    return safeEqual(this.pageSignature(orderNo), signature);
  }

  async startCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<Checkout> {
    const action = `${urls.origin}${API.sandboxPay}/${encodeURIComponent(order.orderNo)}`;
    const sig = this.pageSignature(order.orderNo);
    return {
      url: `${action}?sig=${sig}`,
      info: `<form method="get" action="${escapeHtml(action)}"><input type="hidden" name="sig" value="${sig}"></form>`,
    };
  }

  /** Signs a notification the way Stripe does: `t=<seconds>,v1=<hmac of "t.body">`. */
  sign(body: string, now = Date.now()): string {
    const t = Math.floor(now / 1000);
    return `t=${t},v1=${hmacHex(this.key, `${t}.${body}`)}`;
  }

  async verifyNotification(input: NotificationInput, now: number): Promise<GatewayNotice> {
    const header = input.headers[SANDBOX_SIGNATURE_HEADER];
    const parts = new Map(
      (typeof header === 'string' ? header : '').split(',').map((part) => {
        const [name = '', ...value] = part.split('=');
        return [name.trim(), value.join('=')] as const;
      }),
    );
    const t = Number(parts.get('t'));
    const v1 = parts.get('v1') ?? '';
    const body = input.rawBody.toString('utf8');
    if (!Number.isInteger(t) || !safeEqual(hmacHex(this.key, `${t}.${body}`), v1)) {
      throw AppError.badRequest('billing.badSignature');
    }
    if (Math.abs(now - t * 1000) > SANDBOX_TOLERANCE_MS)
      throw AppError.badRequest('billing.notificationStale');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw AppError.badRequest('billing.notificationMalformed');
    }
    const parsed = sandboxNoticeSchema.safeParse(json);
    if (!parsed.success) throw AppError.badRequest('billing.notificationMalformed');
    const notice = parsed.data;
    return {
      kind: 'payment',
      eventId: notice.event_id,
      orderNo: notice.order_no,
      amount: notice.amount,
      currency: notice.currency,
      gatewayRef: notice.trade_no,
      isPaid: notice.status === 'paid',
    };
  }
}

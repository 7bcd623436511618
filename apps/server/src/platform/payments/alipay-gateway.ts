import { AlipaySdk } from 'alipay-sdk';
import type { Currency } from '@asinasin/contract';
import { AppError } from '../http/app-error.js';
import type {
  Checkout,
  CheckoutOrder,
  CheckoutUrls,
  GatewayNotice,
  NotificationInput,
  PaymentGateway,
} from './gateway.js';
import { formatMajor, parseMajor } from './money.js';

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

/** Alipay retries an unanswered notification for about 25 hours; anything older is a replay. */
export const ALIPAY_NOTIFY_MAX_AGE_MS = 48 * 60 * 60 * 1000;
const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** notify_time is Beijing time, "yyyy-MM-dd HH:mm:ss". */
function beijingTimeToMillis(text: string | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  return Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!);
}

/**
 * Alipay's computer-website payment through the official SDK: page pay gives the form HTML the
 * /alipay popup submits; the asynchronous notify is checked with Alipay's public key, and its
 * app id and amount against this app and the order. Alipay wants the text `success` back.
 */
export class AlipayGateway implements PaymentGateway {
  readonly id = 'alipay' as const;
  readonly acknowledgement = { contentType: 'text/plain; charset=utf-8', body: 'success' };
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway,
      keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    });
  }

  /** Page pay settles in yuan. */
  supportsCurrency(currency: Currency): boolean {
    return currency === 'cny';
  }

  async startCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<Checkout> {
    const minutes = Math.max(1, Math.floor((order.expiresAt - Date.now()) / 60_000));
    const info = this.sdk.pageExec('alipay.trade.page.pay', 'POST', {
      notifyUrl: urls.notifyUrl,
      returnUrl: urls.returnUrl,
      bizContent: {
        out_trade_no: order.orderNo,
        total_amount: formatMajor(order.amount),
        subject: order.subject,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        timeout_express: `${minutes}m`,
      },
    });
    return { info, url: '' };
  }

  async verifyNotification(input: NotificationInput, now: number): Promise<GatewayNotice> {
    // Form-encoded; URLSearchParams decodes once, so the values are checked as sent (V2 check).
    const params = Object.fromEntries(new URLSearchParams(input.rawBody.toString('utf8')));
    if (!params.sign || !this.sdk.checkNotifySignV2(params))
      throw AppError.badRequest('billing.badSignature');
    if (params.app_id !== this.config.appId) throw AppError.badRequest('billing.appMismatch');
    const sentAt = beijingTimeToMillis(params.notify_time);
    const amount = parseMajor(params.total_amount ?? '');
    if (!params.notify_id || !params.out_trade_no || !params.trade_no || amount === undefined || !sentAt) {
      throw AppError.badRequest('billing.notificationMalformed');
    }
    if (now - sentAt > ALIPAY_NOTIFY_MAX_AGE_MS) throw AppError.badRequest('billing.notificationStale');
    return {
      kind: 'payment',
      eventId: params.notify_id,
      orderNo: params.out_trade_no,
      amount,
      currency: 'cny',
      gatewayRef: params.trade_no,
      isPaid: PAID_STATUSES.has(params.trade_status ?? ''),
    };
  }
}

import { ErrorCode } from '@asinasin/contract';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../http/app-error.js';
import type {
  Checkout,
  CheckoutOrder,
  CheckoutUrls,
  GatewayNotice,
  NotificationInput,
  PaymentGateway,
} from './gateway.js';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** another API address (stripe-mock, tests) */
  apiUrl?: string;
}

/** The only events acted on; every other genuine event is acknowledged and ignored. */
export const STRIPE_PAYMENT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
/** Stripe refuses a Checkout Session that expires sooner than this. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60 * 1000;

const gatewayFailed = () => new AppError(ErrorCode.PAYMENT_GATEWAY, 'billing.gatewayFailed');

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const options = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { ...options, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Card payments through Stripe Checkout: the popup opens the session's URL. The webhook is
 * checked on the raw body with the endpoint secret (which also refuses a replay past Stripe's
 * five-minute tolerance), acts only on the listed events, and re-reads the session from Stripe
 * rather than trusting the event's copy.
 */
export class StripeGateway implements PaymentGateway {
  readonly id = 'stripe' as const;
  readonly acknowledgement = { contentType: 'application/json; charset=utf-8', body: '{"received":true}' };
  private readonly stripe: Stripe;

  constructor(
    private readonly config: StripeConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));
  }

  supportsCurrency(): boolean {
    return true;
  }

  async startCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<Checkout> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.orderNo,
        metadata: { order_no: order.orderNo },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency,
              unit_amount: order.amount,
              product_data: { name: order.subject },
            },
          },
        ],
        success_url: urls.returnUrl,
        cancel_url: urls.returnUrl,
        expires_at: Math.floor(Math.max(order.expiresAt, Date.now() + STRIPE_MIN_EXPIRY_MS) / 1000),
      });
    } catch (error) {
      this.log.error({ err: error, orderNo: order.orderNo }, 'stripe: creating a checkout session failed');
      throw gatewayFailed();
    }
    if (!session.url) throw gatewayFailed();
    return { info: '', url: session.url, gatewayRef: session.id };
  }

  async verifyNotification(input: NotificationInput, now: number): Promise<GatewayNotice> {
    const signature = input.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        input.rawBody,
        signature ?? '',
        this.config.webhookSecret,
        undefined,
        undefined,
        now,
      );
    } catch (error) {
      const isStale = error instanceof Error && /tolerance/i.test(error.message);
      throw AppError.badRequest(isStale ? 'billing.notificationStale' : 'billing.badSignature');
    }
    if (!STRIPE_PAYMENT_EVENTS.has(event.type)) return { kind: 'ignored', eventId: event.id };
    const sessionId = (event.data.object as { id?: unknown }).id;
    if (typeof sessionId !== 'string') throw AppError.badRequest('billing.notificationMalformed');
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      this.log.error({ err: error, sessionId }, 'stripe: re-reading a checkout session failed');
      throw gatewayFailed();
    }
    if (!session.client_reference_id || session.amount_total === null || !session.currency) {
      throw AppError.badRequest('billing.notificationMalformed');
    }
    return {
      kind: 'payment',
      eventId: event.id,
      orderNo: session.client_reference_id,
      amount: session.amount_total,
      currency: session.currency,
      gatewayRef: session.id,
      isPaid: session.payment_status === 'paid',
    };
  }
}

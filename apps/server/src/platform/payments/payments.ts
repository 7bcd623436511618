import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { AlipayGateway } from './alipay-gateway.js';
import type { GatewayId, PaymentGateway } from './gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { StripeGateway } from './stripe-gateway.js';

/** A way to pay as the web offers it: the order form's type and the /event type it listens with. */
export interface PayMethod {
  type: number;
  gateway: GatewayId;
  event: 'alipay' | 'stripe';
}

/** SPEC §3: type 0 pays the Alipay way; any other type by card. */
export const ALIPAY_TYPE = 0;
export const CARD_TYPE = 1;

/**
 * The gateways this process may use, decided by configuration: Alipay and Stripe when their keys
 * are set; the sandbox when PAYMENT_SANDBOX says so or, outside production and unset, while
 * neither real one is. The sandbox stands in for a way to pay that has no real gateway.
 */
export class Payments {
  constructor(
    private readonly gateways: Partial<Record<GatewayId, PaymentGateway>>,
    readonly sandbox: SandboxGateway | undefined,
  ) {}

  get(id: GatewayId): PaymentGateway | undefined {
    return this.gateways[id];
  }

  /** The gateway that serves an order form's type, or undefined when that way is not offered. */
  forType(type: number): PaymentGateway | undefined {
    const real = type === ALIPAY_TYPE ? this.gateways.alipay : this.gateways.stripe;
    return real ?? this.sandbox;
  }

  methods(): PayMethod[] {
    const methods: PayMethod[] = [];
    for (const [type, event] of [
      [ALIPAY_TYPE, 'alipay'],
      [CARD_TYPE, 'stripe'],
    ] as const) {
      const gateway = this.forType(type);
      if (gateway) methods.push({ type, gateway: gateway.id, event });
    }
    return methods;
  }
}

export function createPayments(config: Config, secret: string, log: FastifyBaseLogger): Payments {
  const isProduction = config.NODE_ENV === 'production';
  // Gateways call back to PUBLIC_URL; in production a request's Host header never stands in for it.
  if (isProduction && !config.PUBLIC_URL) {
    log.warn('payments are off: set PUBLIC_URL (https://…) to take payments in production');
    return new Payments({}, undefined);
  }
  const gateways: Partial<Record<GatewayId, PaymentGateway>> = {};
  if (config.ALIPAY_APP_ID && config.ALIPAY_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY) {
    gateways.alipay = new AlipayGateway({
      appId: config.ALIPAY_APP_ID,
      privateKey: config.ALIPAY_PRIVATE_KEY,
      alipayPublicKey: config.ALIPAY_PUBLIC_KEY,
      gateway: config.ALIPAY_GATEWAY,
    });
  }
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    gateways.stripe = new StripeGateway(
      {
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      },
      log,
    );
  }
  // Production never grants anything without a real gateway unless the operator asks for the sandbox.
  const isSandboxOn = isProduction
    ? config.PAYMENT_SANDBOX === true
    : (config.PAYMENT_SANDBOX ?? (!gateways.alipay && !gateways.stripe));
  const sandbox = isSandboxOn ? new SandboxGateway(secret) : undefined;
  if (sandbox && isProduction) {
    log.warn(
      'PAYMENT_SANDBOX=true in production: the sandbox gateway grants plans and power without payment',
    );
  }
  if (!sandbox && !gateways.alipay && !gateways.stripe) {
    log.info('no payment gateway is configured: plans can be paid from the money balance only');
  }
  if (sandbox) gateways.sandbox = sandbox;
  return new Payments(gateways, sandbox);
}

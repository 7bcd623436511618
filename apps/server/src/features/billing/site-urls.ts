import { API, ErrorCode } from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { isLoopbackAddress } from '../../platform/http/loopback.js';
import type { CheckoutUrls } from '../../platform/payments/gateway.js';

/**
 * This site as the gateways must reach it: PUBLIC_URL. Without it (development only: production
 * takes no payments then), the address the seller's request came to, if that is this machine's
 * own: any other Host header could point callbacks and the checkout form anywhere.
 */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (!isLoopbackAddress(request.hostname.replace(/^\[|\]$/g, '')) && request.hostname !== 'localhost') {
    throw new AppError(ErrorCode.NOT_CONFIGURED, 'billing.publicUrlMissing');
  }
  return `${request.protocol}://${request.host}`;
}

/** notifyUrl is the prefix; the order service appends the gateway's name. */
export function checkoutUrls(config: Config, request: FastifyRequest): CheckoutUrls {
  const origin = siteOrigin(config, request);
  return { origin, notifyUrl: `${origin}${API.payNotify}`, returnUrl: `${origin}/order` };
}

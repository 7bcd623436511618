import { API } from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { CheckoutUrls } from '../../platform/payments/gateway.js';

/**
 * This site as the gateways must reach it: PUBLIC_URL when set (behind a proxy, always set it),
 * else the address the seller's request came to.
 */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** notifyUrl is the prefix; the order service appends the gateway's name. */
export function checkoutUrls(config: Config, request: FastifyRequest): CheckoutUrls {
  const origin = siteOrigin(config, request);
  return { origin, notifyUrl: `${origin}${API.payNotify}`, returnUrl: `${origin}/order` };
}

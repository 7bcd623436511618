import { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Vite's hashed build output: a page load fetches dozens of these, and each is a cheap file. */
const isAsset = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/assets/');
const ASSETS_FACTOR = 10;

/**
 * One address's allowance for every route, anonymous ones included, before any body is read:
 * a backstop under the tighter limits of costly routes (codes, avatars, orders). Assets count in
 * a bucket of their own. IPv6 by its /64, as one host usually holds the whole prefix.
 */
export function addressRateLimit(config: Config): RateLimitPluginOptions {
  return {
    global: true,
    hook: 'onRequest',
    timeWindow: 60_000,
    max: (request) => config.RATE_LIMIT_PER_MINUTE * (isAsset(request) ? ASSETS_FACTOR : 1),
    keyGenerator: (request) => `${isAsset(request) ? 'assets' : 'all'}:${normalizeIP(request.ip)}`,
  };
}

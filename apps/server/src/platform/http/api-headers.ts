import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HSTS_VALUE } from './transport-security.js';

/**
 * JSON API responses are never rendered as documents, so they need no page policy computed per
 * request: a fixed set that forbids rendering, framing and sniffing does the job. helmet's full
 * set (it more than halves throughput, see docs/decisions/0008) stays on pages and files.
 */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** Must be added before helmet registers, so its own onRoute hook sees `helmet: false`. */
export function useStaticHeadersForApi(app: FastifyInstance, { hsts }: { hsts: boolean }) {
  // HSTS only where the site is HTTPS, as on pages (platform/http/transport-security.ts).
  const headers = hsts
    ? { ...API_SECURITY_HEADERS, 'strict-transport-security': HSTS_VALUE }
    : API_SECURITY_HEADERS;
  const setApiHeaders = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  };
  app.addHook('onRoute', (route) => {
    const isApi = /^\/(api|dev)\//.test(route.url) && !route.url.startsWith('/api/docs');
    if (!isApi) return;
    route.helmet = false;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, setApiHeaders as onRequestHookHandler];
  });
}

/**
 * onRequest hook for responses that carry a session token (login, register, info, profile): no
 * browser cache, proxy or back-forward cache may keep them.
 */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

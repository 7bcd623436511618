import { TOKEN_COOKIE, type Language } from '@asinasin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import { languageFromHeaders } from '../i18n/messages.js';
import type { Role } from './policy.js';
import type { SessionStore } from './session-store.js';

/** The caller, as requireUser found them: the one way a handler reads who is calling. */
export interface RequestUser {
  id: number;
  sessionId: number;
  token: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** set by requireUser; a handler behind it (platform/http/route.ts) sees it typed non-null */
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook of routes that need a logged-in seller: a stranger's body is never read */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The session token may come as `?token=`: an EventSource cannot send headers (SPEC §7
     * /event). The log redacts it.
     */
    sessionTokenInQuery?: boolean;
  }
}

export function tokenFromRequest(request: FastifyRequest): string | undefined {
  if (request.routeOptions.config.sessionTokenInQuery) {
    const query = request.query as { token?: unknown } | undefined;
    return typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
  }
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

/**
 * The Authorization header is the credential. The asinasin cookie mirrors it for the route guard;
 * when a browser sends both and they differ, the session is treated as gone (SPEC §5).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeaders(request.headers);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = tokenFromRequest(request);
    if (!token) throw AppError.notLoggedIn();
    const cookie = request.cookies[TOKEN_COOKIE];
    if (cookie && cookie !== token) throw AppError.notLoggedIn();
    const session = await opts.sessions.findActive(token);
    if (!session) throw AppError.notLoggedIn();
    request.user = { id: session.userId, sessionId: session.sessionId, role: session.role, token };
  });
});

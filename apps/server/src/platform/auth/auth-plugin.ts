import { TOKEN_COOKIE, type Language } from '@asinasin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';
import { languageFromHeaders } from '../i18n/messages.js';
import type { SessionStore } from './session-store.js';

export interface AuthContext {
  userId: number;
  sessionId: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook of routes that need a logged-in seller: a stranger's body is never read */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export function tokenFromRequest(request: FastifyRequest): string | undefined {
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
  app.decorateRequest('auth', null);
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
    request.auth = { ...session, token };
  });
});

import crypto from 'node:crypto';
import { normaliseAccount } from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import { hmacHex } from '../captcha/app-secret.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/app-error.js';
import { isLoopbackAddress } from '../http/loopback.js';

/** The header `npm run import` sends when it reaches the server that holds the catalog. */
export const LOCAL_ADMIN_HEADER = 'x-local-admin';

/** Derived from the instance secret: only someone who can read DATA_DIR (or APP_SECRET) has it. */
export function localAdminToken(secret: string): string {
  return hmacHex(secret, 'local-admin');
}

function isLocalAdmin(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[LOCAL_ADMIN_HEADER];
  if (typeof given !== 'string' || !isLoopbackAddress(request.socket.remoteAddress)) return false;
  const expected = Buffer.from(localAdminToken(secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/**
 * The operator: a seller whose account is listed in ADMIN_ACCOUNTS, or a command on this machine
 * that holds the instance secret. Everyone else gets 401 (not logged in) or 403.
 */
export function adminGuard(context: AppContext, requireUser: (request: FastifyRequest) => Promise<void>) {
  const admins = new Set(context.config.ADMIN_ACCOUNTS.map(normaliseAccount));
  return async (request: FastifyRequest): Promise<void> => {
    if (isLocalAdmin(request, context.secret)) return;
    await requireUser(request);
    const user = await context.db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', request.auth!.userId)
      .executeTakeFirst();
    const isAdmin =
      !!user && [user.email, user.phone].some((account) => account !== null && admins.has(account));
    if (!isAdmin) throw AppError.forbidden();
  };
}

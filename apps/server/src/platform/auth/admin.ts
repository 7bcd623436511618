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

/** Whether a user's email or phone is one of the operator accounts (ADMIN_ACCOUNTS). */
export function isOperatorAccount(
  adminAccounts: readonly string[],
  user: { email: string | null; phone: string | null },
): boolean {
  const admins = new Set(adminAccounts.map(normaliseAccount));
  return [user.email, user.phone].some((account) => account !== null && admins.has(account));
}

/**
 * The operator: a seller whose account is listed in ADMIN_ACCOUNTS, or a command on this machine
 * that holds the instance secret. Everyone else gets 401 (not logged in) or 403.
 */
export function adminGuard(context: AppContext, requireUser: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isLocalAdmin(request, context.secret)) return;
    await requireUser(request);
    const user = await context.db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', request.auth!.userId)
      .executeTakeFirst();
    if (!user || !isOperatorAccount(context.config.ADMIN_ACCOUNTS, user)) throw AppError.forbidden();
  };
}

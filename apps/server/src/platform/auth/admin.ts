import crypto from 'node:crypto';
import { ErrorCode } from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import { hmacHex } from '../captcha/app-secret.js';
import { AppError } from '../http/app-error.js';
import { isLoopbackAddress } from '../http/loopback.js';
import { can, type Action, type OperatorResource } from './policy.js';

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
 * The guard of an operator's route: a signed-in account whose role may do `action` on `resource`
 * (policy.ts), or a command on this machine that holds the instance secret (request.user stays
 * null for it). Everyone else gets 401 (not logged in) or 403 saying the role is missing.
 */
export function policyGuard(
  secret: string,
  requireUser: (request: FastifyRequest) => Promise<void>,
  action: Action,
  resource: OperatorResource,
) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isLocalAdmin(request, secret)) return;
    await requireUser(request);
    if (!can(request.user, action, resource)) throw new AppError(ErrorCode.FORBIDDEN, 'auth.roleRequired');
  };
}

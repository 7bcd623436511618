import { ErrorCode } from '@asinasin/contract';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';

const AVATAR_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const AVATAR_UPLOADS_PER_WINDOW = 10;
/** Three sellers' worth from one address (an office behind one NAT), in the same window. */
export const AVATAR_UPLOADS_PER_ADDRESS = 30;
const AVATAR_UPLOAD_WINDOW_MS = 10 * 60 * 1000;

const tooOften = (ttlMs: number) =>
  new AppError(ErrorCode.RATE_LIMITED, 'account.avatarTooOften', { seconds: Math.ceil(ttlMs / 1000) });

/**
 * Each upload costs an image decode and a file write, so a seller gets 10 every 10 minutes, counted
 * per user id (in this process's memory): plenty for trying avatars, too few to fill the disk.
 */
export const avatarUploadLimit: RateLimitOptions = {
  hook: 'preHandler',
  max: AVATAR_UPLOADS_PER_WINDOW,
  timeWindow: AVATAR_UPLOAD_WINDOW_MS,
  keyGenerator: (request) => `avatar:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: (_request, context) => tooOften(context.ttl),
};

/**
 * The same uploads counted per address (IPv6 by its /64), so accounts registered in bulk from one
 * place cannot multiply the decodes. An onRequest hook of its own: the plugin runs one route-config
 * limit per request, and this one needs no session.
 */
export function avatarUploadLimitPerAddress(app: FastifyInstance): onRequestAsyncHookHandler {
  const count = app.createRateLimit({
    max: AVATAR_UPLOADS_PER_ADDRESS,
    timeWindow: AVATAR_UPLOAD_WINDOW_MS,
    keyGenerator: (request) => `avatar-address:${normalizeIP(request.ip)}`,
  });
  return async (request) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw tooOften(result.ttl);
  };
}

/**
 * What a failed read of the multipart body means for the seller. Plugin errors with a client
 * status (too many parts…) go on to the error handler; whatever else the parser throws ("Unexpected
 * end of multipart data", a malformed part header) is a body cut off or garbled on its way here.
 */
function uploadFailure(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
    return AppError.badRequest('account.avatarTooLarge');
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return AppError.badRequest('common.uploadIncomplete');
}

/** The avatar's bytes from the multipart field "file"; nothing is written anywhere yet. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest('account.avatarMissing');
  const file = await request.file().catch((error: unknown) => {
    throw uploadFailure(request, error);
  });
  if (!file || file.fieldname !== 'file') throw AppError.badRequest('account.avatarMissing');
  if (!AVATAR_MIME_TYPES.has(file.mimetype)) {
    file.file.resume();
    throw AppError.badRequest('account.avatarType');
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    throw uploadFailure(request, error);
  }
}

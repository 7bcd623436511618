import { ErrorCode, type ErrorCodeValue } from '@asinasin/contract';
import type { MessageKey } from '../i18n/messages.js';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** sent as the envelope's `data`, for what a client needs beyond the message (e.g. seconds to wait) */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }

  static badRequest(key: MessageKey, params?: Record<string, string | number>) {
    return new AppError(ErrorCode.BAD_REQUEST, key, params);
  }
  static notLoggedIn() {
    return new AppError(ErrorCode.NOT_LOGGED_IN, 'auth.notLoggedIn');
  }
  static forbidden() {
    return new AppError(ErrorCode.FORBIDDEN, 'common.forbidden');
  }
  static notFound() {
    return new AppError(ErrorCode.NOT_FOUND, 'common.notFound');
  }
}

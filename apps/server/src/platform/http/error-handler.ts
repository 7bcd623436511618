import { ERROR_HTTP_STATUS, ErrorCode, type ErrorCodeValue } from '@asinasin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, type MessageKey } from '../i18n/messages.js';
import { AppError } from './app-error.js';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCodeValue,
  key: MessageKey,
  params?: Record<string, string | number>,
) {
  return reply
    .status(ERROR_HTTP_STATUS[code])
    .send({ code, msg: translate(request.lang, key, params), data: null });
}

/** One handler for every failure: stable codes, the user's language, no internal detail leaked. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error.code, error.messageKey, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      const reason = issue?.message ?? '';
      return send(request, reply, ErrorCode.BAD_REQUEST, 'common.invalidField', { field, reason });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(request, reply, ErrorCode.BAD_REQUEST, 'common.malformedJson');
    }
    if (error.statusCode === 429) return send(request, reply, ErrorCode.RATE_LIMITED, 'common.rateLimited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: ErrorCode.BAD_REQUEST, msg: error.message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, ErrorCode.INTERNAL, 'common.internal');
  });
}

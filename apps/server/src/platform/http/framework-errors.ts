import { ERROR_HTTP_STATUS, ErrorCode, type ErrorCodeValue } from '@asinasin/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeaders, translate, type MessageKey } from '../i18n/messages.js';

/** What the seller is told about a failure that Fastify or one of its plugins raised. */
export interface FrameworkAnswer {
  code: ErrorCodeValue;
  key: MessageKey;
  params?: Record<string, string | number>;
  /** when it differs from the code's usual status (ERROR_HTTP_STATUS) */
  status?: number;
}

const answer = (code: ErrorCodeValue, key: MessageKey, extra: Partial<FrameworkAnswer> = {}) => ({
  code,
  key,
  ...extra,
});

/** Known framework errors by their code. Their own `message` is English and never sent. */
const BY_CODE: Record<string, FrameworkAnswer> = {
  FST_ERR_BAD_URL: answer(ErrorCode.BAD_REQUEST, 'common.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: answer(ErrorCode.BAD_REQUEST, 'common.badUrl', { status: 414 }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: answer(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'common.unsupportedMediaType'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: answer(ErrorCode.BAD_REQUEST, 'common.badRequest'),
  FST_ERR_CTP_EMPTY_JSON_BODY: answer(ErrorCode.BAD_REQUEST, 'common.emptyJson'),
  FST_ERR_CTP_INVALID_JSON_BODY: answer(ErrorCode.BAD_REQUEST, 'common.malformedJson'),
  FST_STATIC_FORBIDDEN_PATH: answer(ErrorCode.FORBIDDEN, 'common.forbiddenPath'),
  // @fastify/multipart
  FST_PROTO_VIOLATION: answer(ErrorCode.BAD_REQUEST, 'common.forbiddenKey', { params: { key: '__proto__' } }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: answer(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'common.unsupportedMediaType'),
  FST_MP_PREMATURE_CLOSE: answer(ErrorCode.BAD_REQUEST, 'common.uploadIncomplete'),
  FST_PARTS_LIMIT: answer(ErrorCode.PAYLOAD_TOO_LARGE, 'common.tooManyParts'),
  FST_FILES_LIMIT: answer(ErrorCode.PAYLOAD_TOO_LARGE, 'common.tooManyParts'),
  FST_FIELDS_LIMIT: answer(ErrorCode.PAYLOAD_TOO_LARGE, 'common.tooManyParts'),
  FST_REQ_FILE_TOO_LARGE: answer(ErrorCode.PAYLOAD_TOO_LARGE, 'common.tooLarge'),
};

/** 1048576 → "1 MB"; what the body limit is, in the words a seller reads. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} B`;
}

/** Anything else a plugin raises with a client status (e.g. @fastify/send's 403 or 416). */
function byStatus(status: number): FrameworkAnswer | undefined {
  if (status === 404) return answer(ErrorCode.NOT_FOUND, 'common.notFound');
  if (status === 403) return answer(ErrorCode.FORBIDDEN, 'common.forbidden');
  if (status === 413) return answer(ErrorCode.PAYLOAD_TOO_LARGE, 'common.tooLarge');
  if (status === 415) return answer(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'common.unsupportedMediaType');
  if (status === 429) return answer(ErrorCode.RATE_LIMITED, 'common.rateLimited');
  if (status >= 400 && status < 500) return answer(ErrorCode.BAD_REQUEST, 'common.badRequest', { status });
  return undefined;
}

/** The answer to a framework error, or undefined when it is a server fault (a 500 to log). */
export function frameworkAnswer(
  error: Pick<FastifyError, 'code' | 'statusCode'> & { status?: number },
  request: Pick<FastifyRequest, 'routeOptions'>,
): FrameworkAnswer | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = formatBytes(request.routeOptions.bodyLimit);
    return answer(ErrorCode.PAYLOAD_TOO_LARGE, 'common.bodyTooLarge', { params: { limit } });
  }
  const known = error.code ? BY_CODE[error.code] : undefined;
  return known ?? byStatus(error.statusCode ?? error.status ?? 500);
}

export function sendAnswer(reply: FastifyReply, language: FastifyRequest['lang'], a: FrameworkAnswer) {
  return reply
    .status(a.status ?? ERROR_HTTP_STATUS[a.code])
    .send({ code: a.code, msg: translate(language, a.key, a.params), data: null });
}

/**
 * Fastify's `frameworkErrors`: failures found before routing (a malformed percent-encoded URL),
 * when no hook has run yet, so the language comes straight from the headers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageFromHeaders(request.headers);
  const found = frameworkAnswer(error, request) ?? answer(ErrorCode.INTERNAL, 'common.internal');
  if (found.code === ErrorCode.INTERNAL) request.log.error({ err: error }, 'framework error');
  return sendAnswer(reply, language, found);
}

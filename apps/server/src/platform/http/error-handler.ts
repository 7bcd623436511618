import { ERROR_HTTP_STATUS, ErrorCode, type ErrorCodeValue } from '@asinasin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, translate, type MessageKey } from '../i18n/messages.js';
import { AppError } from './app-error.js';
import { frameworkAnswer, sendAnswer } from './framework-errors.js';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCodeValue,
  key: MessageKey,
  params?: Record<string, string | number>,
  data: unknown = null,
) {
  return reply
    .status(ERROR_HTTP_STATUS[code])
    .send({ code, msg: translate(request.lang, key, params), data });
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
  maximum?: unknown;
  minimum?: unknown;
  /** what was checked: number, string, array … */
  origin?: unknown;
}

/** For a union (password login or quick login…) report the branch the caller came closest to. */
function closestIssue(validation: {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}): Issue {
  const top: Issue = {
    code: validation.keyword,
    path: validation.instancePath.split('/').filter(Boolean),
    message: validation.message ?? '',
    errors: validation.params.errors as Issue[][] | undefined,
    maximum: validation.params.maximum,
    minimum: validation.params.minimum,
    origin: validation.params.origin,
  };
  let issue = top;
  while (issue.code === 'invalid_union' && issue.errors?.length) {
    const branch = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
    issue = { ...branch[0]!, path: [...issue.path, ...branch[0]!.path] };
  }
  return issue;
}

/** A message key of the contract may name the bound that was crossed: {max} or {min}. */
function boundsOf(issue: Issue): Record<string, number> {
  const bounds: Record<string, number> = {};
  if (typeof issue.maximum === 'number') bounds.max = issue.maximum;
  if (typeof issue.minimum === 'number') bounds.min = issue.minimum;
  return bounds;
}

/** zod's issue codes, told in the seller's language instead of zod's English. */
function reasonKey(issue: Issue | undefined): MessageKey {
  const { code: keyword, message = '', origin } = issue ?? {};
  if (keyword === 'invalid_type' && /received undefined/.test(message)) return 'validation.required';
  if (keyword === 'invalid_type') return 'validation.type';
  if (keyword === 'too_big') return origin === 'number' ? 'validation.aboveMax' : 'validation.tooLong';
  if (keyword === 'too_small') return origin === 'number' ? 'validation.belowMin' : 'validation.tooShort';
  if (keyword === 'unrecognized_keys') return 'validation.unknownField';
  return 'validation.format';
}

/** One handler for every failure: stable codes, the user's language, no internal detail leaked. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.code, error.messageKey, error.params, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] && closestIssue(error.validation[0]);
      // A contract's own message stands alone, unless it is a reason that needs its field named.
      if (issue && isMessageKey(issue.message) && !issue.message.startsWith('validation.')) {
        return send(request, reply, ErrorCode.BAD_REQUEST, issue.message, boundsOf(issue));
      }
      const field = issue?.path.join('.') || 'body';
      const key = issue && isMessageKey(issue.message) ? issue.message : reasonKey(issue);
      const reason = translate(request.lang, key, issue && boundsOf(issue));
      return send(request, reply, ErrorCode.BAD_REQUEST, 'common.invalidField', { field, reason });
    }
    // Fastify's and its plugins' own errors: a translated message, never their English `message`.
    const answer = frameworkAnswer(error, request);
    if (answer) return sendAnswer(reply, request.lang, answer);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, ErrorCode.INTERNAL, 'common.internal');
  });
}

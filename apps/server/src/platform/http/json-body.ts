import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

// Only a body whose text could spell one of these keys (or hide it in a \u escape) is walked.
const SUSPECT = /__proto__|constructor|\\u/;

/**
 * The first key that could poison a prototype once the body is merged into another object:
 * `__proto__` anywhere, or `constructor` holding a `prototype` (secure-json-parse's rule).
 */
export function forbiddenKeyIn(value: unknown): string | undefined {
  const pending = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__')) return '__proto__';
    const ctor: unknown = Object.hasOwn(node, 'constructor') ? Reflect.get(node, 'constructor') : undefined;
    if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) {
      return 'constructor.prototype';
    }
    pending.push(...Object.values(node));
  }
  return undefined;
}

/**
 * Replaces Fastify's JSON parser, which answers every failure (an empty body, a poisoned key) as
 * "not valid JSON", with one that tells the seller which it was. Register before the routes.
 */
export function useStrictJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.length === 0) return done(AppError.badRequest('common.emptyJson'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(AppError.badRequest('common.malformedJson'), undefined);
    }
    const key = SUSPECT.test(text) ? forbiddenKeyIn(value) : undefined;
    if (key) return done(AppError.badRequest('common.forbiddenKey', { key }), undefined);
    return done(null, value);
  });
}

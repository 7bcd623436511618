import { DEFAULT_MARKETPLACE, MARKETPLACES, type MarketplaceCode } from '@asinasin/contract';
import type { z } from 'zod';

/**
 * The research screens' URL ↔ form ↔ query codec: what the address bar holds is read with the
 * contract's own schemas, and the contract's issues land on the form's fields. The rules (bounds,
 * lengths, min ≤ max) live in the contract once; a screen only says which field is which path.
 */

/** The marketplace the URL names, if it is one of the contract's; the default otherwise. */
export function marketplaceOf(code: string | null | undefined): MarketplaceCode {
  return MARKETPLACES.find((marketplace) => marketplace.code === code)?.code ?? DEFAULT_MARKETPLACE;
}

/**
 * A whole number of the URL checked by a field of a contract schema (`query.shape.page`): the
 * value when the schema takes it, `fallback` when it is absent, not a whole number or out of bounds.
 */
export function intParam(params: URLSearchParams, name: string, field: z.ZodType, fallback: number): number;
export function intParam(params: URLSearchParams, name: string, field: z.ZodType): number | undefined;
export function intParam(
  params: URLSearchParams,
  name: string,
  field: z.ZodType,
  fallback?: number,
): number | undefined {
  const text = params.get(name);
  return text !== null && /^\d+$/.test(text) ? numberIn(field, Number(text), fallback) : fallback;
}

/** `value` when a field of a contract schema takes it, `fallback` otherwise. */
export function numberIn(field: z.ZodType, value: number, fallback?: number): number | undefined {
  const parsed = field.safeParse(value);
  return parsed.success && typeof parsed.data === 'number' ? parsed.data : fallback;
}

/** What a form says of a value the contract refuses (each screen words them in its messages). */
export type FieldProblem =
  'notNumber' | 'negative' | 'tooBig' | 'minAboveMax' | 'tooLong' | 'tooMany' | 'invalid';

/** The problem of one issue of the contract: the kind of rule it broke, not zod's own words. */
export function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (issue.code === 'custom' && issue.message === 'validation.minAboveMax') return 'minAboveMax';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'notNumber';
  if (issue.code === 'too_small' && issue.origin === 'number') return 'negative';
  if (issue.code === 'too_big' && issue.origin === 'number') return 'tooBig';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'tooLong';
  if (issue.code === 'too_big' && (issue.origin === 'array' || issue.origin === 'set')) return 'tooMany';
  return 'invalid';
}

/** A form field's name (antd's NamePath of strings) for a path of the query; none when no field shows it. */
export type FieldOfPath = (path: readonly PropertyKey[]) => string[] | undefined;

export interface FieldIssue {
  name: string[];
  problem: FieldProblem;
  issue: z.core.$ZodIssue;
}

/** The issues of a failed parse on the form's fields, the first of each field only. */
export function fieldIssues(error: z.ZodError, fieldOf: FieldOfPath): FieldIssue[] {
  const seen = new Set<string>();
  const found: FieldIssue[] = [];
  for (const issue of error.issues) {
    const name = fieldOf(issue.path);
    if (!name || seen.has(name.join('.'))) continue;
    seen.add(name.join('.'));
    found.push({ name, problem: problemOf(issue), issue });
  }
  return found;
}

/** antd's `form.setFields` data: each field with its message, in the interface language. */
export function formFields(issues: FieldIssue[], message: (issue: FieldIssue) => string) {
  return issues.map((issue) => ({ name: issue.name, errors: [message(issue)] }));
}

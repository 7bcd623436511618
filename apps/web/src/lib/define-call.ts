import type { z } from 'zod';
import { translate } from '../i18n';
import { ApiError, apiRequest, uploadFile, type Query, type RequestOptions } from './api-client';

/** Code of a response whose data does not match the contract (a proxy page, an older server). */
export const RESPONSE_MISMATCH_CODE = -2;

/** A `*Response` schema of the contract: the envelope {code, msg, data} around the data schema. */
export type EnvelopeSchema<D extends z.ZodType = z.ZodType> = z.ZodObject<{
  code: z.ZodNumber;
  msg: z.ZodString;
  data: D;
}>;

/**
 * The response schema, or a loader of it. Calls made while the shell first draws use a loader:
 * zod and the schemas then arrive with the response instead of in the first load.
 */
export type ResponseSchema<D extends z.ZodType> = EnvelopeSchema<D> | (() => Promise<EnvelopeSchema<D>>);

export interface CallSpec<B extends z.ZodType | undefined, D extends z.ZodType> {
  path: string;
  /** the contract's request schema; its parsed type is the body type of the call */
  body?: B;
  response: ResponseSchema<D>;
  /** SPEC §7: GET without a body, POST with one; set only to depart from that */
  method?: RequestOptions['method'];
}

export interface CallOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The body in its parsed shape: the input type of a preprocessed schema (getCode) is unknown. */
/** The body in its parsed shape: a preprocessed schema's (getCode) input type is `unknown`. */
type CallArgs<B> = B extends z.ZodType ? [body: z.output<B>, options?: CallOptions] : [options?: CallOptions];
export type Call<B extends z.ZodType | undefined, D extends z.ZodType> = (
  ...args: CallArgs<B>
) => Promise<z.output<D>>;

/**
 * Checks a resolved call's data against its contract schema, so a response of the wrong shape
 * rejects with the default message instead of reaching the UI half-understood.
 */
export function checkData<D extends z.ZodType>(path: string, response: EnvelopeSchema<D>, data: unknown) {
  const parsed = response.shape.data.safeParse(data);
  if (parsed.success) return parsed.data as z.output<D>;
  console.error(`Response of ${path} does not match the contract`, parsed.error.issues);
  // The request itself succeeded (2xx, code 1); only its content is unusable.
  throw new ApiError(
    { code: RESPONSE_MISMATCH_CODE, msg: translate('common.requestTimeout'), data: null },
    200,
  );
}

/**
 * One API call, declared once with the contract's schemas: `defineCall({ path, body, response })`
 * gives a typed function over the one request wrapper (apiRequest, SPEC §7). The body is typed
 * by its schema but not checked here: forms validate first and the server answers in the user's
 * language. The response data is checked against the contract.
 */
export function defineCall<D extends z.ZodType, B extends z.ZodType | undefined = undefined>(
  spec: CallSpec<B, D>,
): Call<B, D> {
  return (async (...args: unknown[]) => {
    const hasBody = spec.body !== undefined;
    const body = hasBody ? args[0] : undefined;
    const options = (hasBody ? args[1] : args[0]) as CallOptions | undefined;
    const schema = loadSchema(spec.response); // in parallel with the request
    const data = await apiRequest<unknown>(spec.path, { ...options, body, method: spec.method });
    return checkData(spec.path, await schema, data);
  }) as Call<B, D>;
}

/** A multipart upload (SPEC §7) with its response checked the same way. */
export function defineUpload<D extends z.ZodType>(spec: { path: string; response: ResponseSchema<D> }) {
  return async (file: Blob, options?: Parameters<typeof uploadFile>[2]): Promise<z.output<D>> => {
    const schema = loadSchema(spec.response);
    const data = await uploadFile<unknown>(spec.path, file, options);
    return checkData(spec.path, await schema, data);
  };
}

function loadSchema<D extends z.ZodType>(source: ResponseSchema<D>): Promise<EnvelopeSchema<D>> {
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  // Awaited only when the request succeeds; a failed request must not leave it unhandled.
  schema.catch(() => undefined);
  return schema;
}

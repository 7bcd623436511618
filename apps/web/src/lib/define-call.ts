import type { Endpoint, EndpointBody, EndpointData, EndpointQuery } from '@asinasin/contract';
import type { z } from 'zod';
import { translate } from '../i18n';
import { ApiError, apiRequest, buildUrl, uploadFile, type Query } from './api-client';

/** Code of a response whose data does not match the contract (a proxy page, an older server). */
export const RESPONSE_MISMATCH_CODE = -2;

/** A `*Response` schema of the contract: the envelope {code, msg, data} around the data schema. */
export type EnvelopeSchema<D extends z.ZodType = z.ZodType> = z.ZodObject<{
  code: z.ZodNumber;
  msg: z.ZodString;
  data: D;
}>;

/** An endpoint that answers a JSON envelope (streams and downloads have their own readers). */
export type EnvelopeEndpoint = Endpoint & { response: EnvelopeSchema };

/**
 * An endpoint whose schemas load with its first answer (decisions/0015, 0029): the method and
 * path are written where the call is (literals, so the first load carries neither the API table
 * nor zod), the contract's endpoint in the chunk `load` imports. Both are typed against the
 * loaded endpoint's literal types, so they cannot drift from it. A lazy POST takes its body; a lazy
 * GET takes no query (the shell's calls need none).
 */
export interface LazyEndpoint<E extends EnvelopeEndpoint> {
  method: E['method'];
  path: E['path'];
  load: () => Promise<E>;
}

export function lazyEndpoint<E extends EnvelopeEndpoint & { query?: undefined }>(
  route: { method: E['method']; path: E['path'] },
  load: () => Promise<E>,
): LazyEndpoint<E> {
  return { ...route, load };
}

export interface CallOptions {
  /** extra query parameters; an endpoint with a query schema takes its query as the first argument */
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * A call's arguments: the body in its parsed shape (POST), or the query (GET with a query schema),
 * then the options. The input type of a preprocessed schema (getCode) is `unknown`, hence parsed.
 */
export type CallArgs<E extends Endpoint> = E['body'] extends z.ZodType
  ? [body: EndpointBody<E>, options?: CallOptions]
  : E['query'] extends z.ZodType
    ? [query: EndpointQuery<E>, options?: CallOptions]
    : [options?: CallOptions];

export type Call<E extends Endpoint> = (...args: CallArgs<E>) => Promise<EndpointData<E>>;

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
 * One API call built from its contract endpoint (decisions/0029): `defineCall(endpoints.x)` gives a
 * typed function over the one request wrapper (apiRequest, SPEC §7) with the endpoint's method and
 * path. The body or query is typed by its schema but not checked here: forms validate first and
 * the server answers in the user's language. The response data is checked against the contract.
 */
export function defineCall<E extends EnvelopeEndpoint>(endpoint: E | LazyEndpoint<E>): Call<E> {
  const hasInput =
    'load' in endpoint
      ? endpoint.method === 'POST'
      : endpoint.body !== undefined || endpoint.query !== undefined;
  return (async (...args: unknown[]) => {
    const schema = loadEndpoint(endpoint); // in parallel with the request
    const [input, options] = (hasInput ? args : [undefined, args[0]]) as [unknown, CallOptions | undefined];
    const isQuery = !('load' in endpoint) && endpoint.query !== undefined;
    const query = isQuery ? { ...options?.query, ...(input as Query) } : options?.query;
    const data = await apiRequest<unknown>(endpoint.path, {
      ...options,
      query,
      body: isQuery ? undefined : input,
      method: endpoint.method,
    });
    return checkData(endpoint.path, (await schema).response, data);
  }) as Call<E>;
}

/** A multipart upload (SPEC §7, field "file") with its response checked the same way. */
export function defineUpload<E extends EnvelopeEndpoint>(endpoint: E) {
  type Args = E['query'] extends z.ZodType
    ? [file: Blob, query: EndpointQuery<E>, options?: Parameters<typeof uploadFile>[2]]
    : [file: Blob, options?: Parameters<typeof uploadFile>[2]];
  return async (...args: Args): Promise<EndpointData<E>> => {
    const [file, query, options] = (endpoint.query ? args : [args[0], undefined, args[1]]) as [
      Blob,
      Query | undefined,
      Parameters<typeof uploadFile>[2],
    ];
    const data = await uploadFile<unknown>(buildUrl(endpoint.path, query), file, options);
    return checkData(endpoint.path, endpoint.response, data) as EndpointData<E>;
  };
}

function loadEndpoint<E extends EnvelopeEndpoint>(endpoint: E | LazyEndpoint<E>): Promise<E> {
  const loaded = 'load' in endpoint ? endpoint.load() : Promise.resolve(endpoint);
  // Awaited only when the request succeeds; a failed request must not leave it unhandled.
  loaded.catch(() => undefined);
  return loaded;
}

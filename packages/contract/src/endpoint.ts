import type { z } from 'zod';

/** SPEC §7: GET without a body, POST with one. */
export type HttpMethod = 'GET' | 'POST';

/**
 * One API call as both sides know it (decisions/0029): method, path, the request's schema (body
 * for POST, query for GET, path params), the enveloped response schema, and a one-line summary
 * for the API's description. The server registers its route from it (platform/http/route.ts), the
 * web builds its call from it (lib/define-call.ts). An endpoint without `response` answers
 * something other than a JSON envelope: a stream of events, a CSV download, an HTML page.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response?: z.ZodType;
  /** kept out of the API's description (pages, files, development aids) */
  hide?: boolean;
  /** a multipart upload (field "file") instead of a JSON body */
  multipart?: boolean;
}

/**
 * Declares an endpoint; `const` keeps the literal method and path and the exact schema types, so
 * a caller that names the method and path apart (a lazily loaded call) is checked against them.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The parsed type of an endpoint's part, or `undefined` when it has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
export type EndpointBody<E extends Endpoint> = Parsed<E['body']>;
export type EndpointQuery<E extends Endpoint> = Parsed<E['query']>;
export type EndpointParams<E extends Endpoint> = Parsed<E['params']>;
/** The `data` of the endpoint's envelope */
export type EndpointData<E extends Endpoint> =
  E['response'] extends z.ZodType<{ data: infer D }> ? D : unknown;

import type { Endpoint } from '@asinasin/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  RouteOptions as FastifyRouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { RequestUser } from '../auth/auth-plugin.js';
import { AppError } from './app-error.js';
import { bodyLimitFor } from './body-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract's endpoint the route was built from (route.ts; the routes test checks) */
    endpoint?: Endpoint;
  }
}

type Hook = onRequestHookHandler | onRequestAsyncHookHandler;

/**
 * Who may call: anyone; a signed-in seller (requireUser runs last of the onRequest hooks, so a
 * stranger's body is never read); or a guard of its own (policyGuard), after which request.user
 * may be null (the local import command).
 */
export type Access = 'public' | 'user' | { guard: Hook };

export interface EndpointRouteOptions<A extends Access> extends Omit<
  RouteShorthandOptions,
  'schema' | 'onRequest' | 'handler' | 'bodyLimit'
> {
  /** the API description's group */
  tags: readonly string[];
  access: A;
  /** hooks that run before the access check: noStore, an allowance per address, a size check */
  onRequest?: readonly Hook[];
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;
type UserOf<A> = A extends 'user' ? RequestUser : RequestUser | null;

/** A handler's request: the endpoint's parsed body, query and params, and who is calling. */
export type EndpointRequest<E extends Endpoint, A extends Access = 'public'> = FastifyRequest & {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  user: UserOf<A>;
};

/** An enveloped endpoint answers its schema's input; the others (streams, files, pages) the reply. */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

export type EndpointHandler<E extends Endpoint, A extends Access> = (
  request: EndpointRequest<E, A>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply>;

/**
 * Registers the route of a contract endpoint (decisions/0029): its method and path, the body,
 * query and params schemas validated, the response serialised by its schema, the body limit
 * from the body schema (body-limit.ts), and the access check as the last onRequest hook.
 */
export function addRoute<const E extends Endpoint, const A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<A>,
  handler: EndpointHandler<E, A>,
): void {
  const { tags, access, onRequest = [], config, ...rest } = options;
  const guard: Hook[] = access === 'public' ? [] : access === 'user' ? [app.requireUser] : [access.guard];
  const route: FastifyRouteOptions = {
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    onRequest: [...onRequest, ...guard] as onRequestHookHandler[],
    config: { ...config, endpoint },
    schema: {
      tags: [...tags],
      summary: endpoint.summary,
      ...(endpoint.hide && { hide: true }),
      ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.response && { response: { 200: endpoint.response } }),
    },
    handler: (request, reply) => {
      // requireUser sets it or refuses; checked again so a handler can never see a stranger.
      if (access === 'user' && !request.user) throw AppError.notLoggedIn();
      return handler(request as unknown as EndpointRequest<E, A>, reply);
    },
  };
  if (endpoint.body) route.bodyLimit = bodyLimitFor(endpoint.body);
  app.route(route);
}

/** A route as the app registered it: the routes test matches these against the contract. */
export interface DeclaredRoute {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

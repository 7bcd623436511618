import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorCode } from '@asinasin/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config.js';
import { features } from './features/index.js';
import { authPlugin } from './platform/auth/auth-plugin.js';
import { createContext, type AppContext } from './platform/context.js';
import { useStaticHeadersForApi } from './platform/http/api-headers.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from './platform/http/body-limit.js';
import { answerFrameworkError } from './platform/http/framework-errors.js';
import { addressRateLimit } from './platform/http/rate-limit.js';
import { useStrictJsonBodies } from './platform/http/json-body.js';
import type { DeclaredRoute } from './platform/http/route.js';
import { findWebDist, pageFile, serveWebAssets } from './platform/http/web-assets.js';
import { servedOverHttps, warnAboutProxySettings } from './platform/http/transport-security.js';
import { translate } from './platform/i18n/messages.js';

export type App = FastifyInstance & { context: AppContext; declaredRoutes: readonly DeclaredRoute[] };

/** The blank page the payment popup submits the gateway's form from (SPEC §2 /alipay). */
const PAYMENT_POPUP_PATH = '/alipay';

/** Builds the whole server: used by main.ts and by every test (fastify/demo's pattern). */
export async function buildApp(config: Config): Promise<App> {
  return buildHttp(await createContext(config));
}

/** The HTTP side of a process around services already built; closing the app closes them. */
export async function buildHttp(context: AppContext): Promise<App> {
  const { config } = context;
  const app = Fastify({
    loggerInstance: context.log,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('context', context);
  app.addHook('onClose', () => context.close());
  // Every route reads at most its largest valid body (platform/http/body-limit.ts).
  const declaredRoutes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declaredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      declaredRoutes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    if (route.bodyLimit === undefined && route.schema?.body)
      route.bodyLimit = bodyLimitFor(route.schema.body);
  });

  const https = servedOverHttps(config);
  useStaticHeadersForApi(app, { hsts: https });
  warnAboutProxySettings(app, config);
  await app.register(helmet, {
    // On plain HTTP (a LAN install) both would send the browser to an https:// nobody serves.
    strictTransportSecurity: https,
    // Payment popups (SPEC §4): the opener keeps its handle on a popup that goes to a gateway.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its CSS-in-JS at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The /alipay popup submits Alipay's page-pay form to its gateway (docs/billing.md).
        formAction: ["'self'", ...(config.ALIPAY_APP_ID ? [new URL(config.ALIPAY_GATEWAY).origin] : [])],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(rateLimit, addressRateLimit(config));
  await app.register(swagger, {
    openapi: { info: { title: 'AsinAsin API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // Off in production unless asked (docs/decisions/0025): the full map of the API is for developers.
  if (config.API_DOCS ?? config.NODE_ENV !== 'production') {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  registerErrorHandler(app);
  useStrictJsonBodies(app);
  await app.register(authPlugin, { sessions: context.sessions });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  for (const feature of features) await app.register(feature, { context });

  const webDist = findWebDist(config);
  const sendPage = (root: string, request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    // The /alipay popup navigates on to Alipay's gateway: with a COOP of its own that navigation
    // would cut it from its opener, which would then see it as closed (docs/billing.md).
    if (pathname === PAYMENT_POPUP_PATH) reply.header('cross-origin-opener-policy', 'unsafe-none');
    // which page depends on the session and language cookies (pageFile)
    reply.header('vary', 'cookie');
    return reply.sendFile(pageFile(root, pathname, request));
  };
  if (webDist) {
    await serveWebAssets(app, webDist);
    app.get('/', { schema: { hide: true }, preHandler: app.rateLimit() }, (request, reply) =>
      sendPage(webDist, request, reply, '/'),
    );
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    // Client routes fall back to the SPA; API calls and missing files (a path with an extension,
    // such as an unpublished download) get a real 404.
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = !/^\/(api|dev)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && webDist && request.method === 'GET') return sendPage(webDist, request, reply, pathname);
    return reply
      .status(404)
      .send({ code: ErrorCode.NOT_FOUND, msg: translate(request.lang, 'common.notFound'), data: null });
  });

  await app.ready();
  return app as unknown as App;
}

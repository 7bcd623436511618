import { ErrorCode, listingEndpoints as endpoints, type Generation } from '@asinasin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { translate } from '../../platform/i18n/messages.js';
import { openEventStream } from './event-stream.js';
import { ListingService } from './listing.service.js';

const tags = ['ai-listing'];

/**
 * Streams a generation: `token` events while the text comes, then `done` with the saved, checked
 * generation, or `error` {code, msg} (nothing charged). Refusals before the start are envelopes.
 */
async function streamGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onToken: (text: string) => void, signal: AbortSignal) => Promise<Generation>,
) {
  const stream = openEventStream(reply);
  const done = stream.reply();
  run((text) => stream.send('token', { text }), stream.signal)
    .then((generation) => stream.send('done', { generation }))
    .catch((error: unknown) => {
      const known = error instanceof AppError ? error : undefined;
      if (!known) request.log.error({ err: error }, 'generation failed');
      stream.send('error', {
        code: known?.code ?? ErrorCode.INTERNAL,
        msg: translate(request.lang, known?.messageKey ?? 'common.internal', known?.params),
      });
    })
    .finally(() => stream.end());
  return done;
}

/** The AI listing assistant, listing check and copywriting; every call needs a seller. */
export const listingRoutes: FeaturePlugin = async (app, { context }) => {
  const service = new ListingService(context);
  const seller = { tags, access: 'user' } as const;

  addRoute(app, endpoints.listingCost, seller, async (request) => ok(await service.quote(request.user.id)));

  addRoute(app, endpoints.listingGenerate, seller, async (request, reply) => {
    const { user, body, lang } = request;
    const prepared = await service.prepare(user.id, body, lang);
    return streamGeneration(request, reply, (onToken, signal) =>
      service.generateListing(user.id, body, prepared, lang, onToken, signal),
    );
  });

  addRoute(app, endpoints.copywritingGenerate, seller, async (request, reply) => {
    const { user, body, lang } = request;
    const prepared = await service.prepare(user.id, body, lang);
    return streamGeneration(request, reply, (onToken, signal) =>
      service.generateCopy(user.id, body, prepared, lang, onToken, signal),
    );
  });

  addRoute(app, endpoints.listingCheck, seller, async (request) =>
    ok(await service.check(request.body, request.lang)),
  );

  addRoute(app, endpoints.listingCategories, seller, async () => ok(service.categories()));

  addRoute(app, endpoints.listingFromCatalog, seller, async (request) =>
    ok(await service.fromCatalog(request.query.asin, request.query.marketplace)),
  );

  addRoute(app, endpoints.generationList, seller, async (request) =>
    ok(await service.history(request.user.id, request.query, request.lang)),
  );

  addRoute(app, endpoints.generationDetail, seller, async (request) =>
    ok(await service.get(request.user.id, request.query.id, request.lang)),
  );

  addRoute(app, endpoints.generationUpdate, seller, async (request) =>
    ok(await service.update(request.user.id, request.body.id, request.body, request.lang)),
  );

  addRoute(app, endpoints.generationDelete, seller, async (request) => {
    await service.remove(request.user.id, request.body.id);
    return ok(null);
  });
};

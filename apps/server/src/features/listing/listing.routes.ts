import {
  API,
  catalogListingQuery,
  catalogListingResponse,
  checkListingBody,
  checkListingResponse,
  copywritingInputSchema,
  emptyEnvelope,
  ErrorCode,
  generationIdBody,
  generationIdQuery,
  generationResponse,
  historyQuery,
  historyResponse,
  listingCostResponse,
  listingInputSchema,
  updateGenerationBody,
  type Generation,
} from '@asinasin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ListingService(context);
  const userId = (request: FastifyRequest) => request.auth!.userId;
  const guard = { onRequest: app.requireUser };

  r.get(
    API.listingCost,
    {
      ...guard,
      schema: {
        tags,
        summary: 'The power a generation costs, the balance, and who writes',
        response: { 200: listingCostResponse },
      },
    },
    async (request) => ok(await service.quote(userId(request))),
  );

  r.post(
    API.listingGenerate,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Generate a listing, streamed as server-sent events',
        body: listingInputSchema,
      },
    },
    async (request, reply) => {
      const prepared = await service.prepare(userId(request), request.body, request.lang);
      return streamGeneration(request, reply, (onToken, signal) =>
        service.generateListing(userId(request), request.body, prepared, request.lang, onToken, signal),
      );
    },
  );

  r.post(
    API.copywritingGenerate,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Generate copywriting, streamed as server-sent events',
        body: copywritingInputSchema,
      },
    },
    async (request, reply) => {
      const prepared = await service.prepare(userId(request), request.body, request.lang);
      return streamGeneration(request, reply, (onToken, signal) =>
        service.generateCopy(userId(request), request.body, prepared, request.lang, onToken, signal),
      );
    },
  );

  r.post(
    API.listingCheck,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Check a pasted listing: score, findings, coverage, rewrites',
        body: checkListingBody,
        response: { 200: checkListingResponse },
      },
    },
    async (request) => ok(await service.check(request.body, request.lang)),
  );

  r.get(
    API.listingFromCatalog,
    {
      ...guard,
      schema: {
        tags,
        summary: "A catalog product's title to check, and keywords from search terms",
        querystring: catalogListingQuery,
        response: { 200: catalogListingResponse },
      },
    },
    async (request) => ok(await service.fromCatalog(request.query.asin, request.query.marketplace)),
  );

  r.get(
    API.generationList,
    {
      ...guard,
      schema: {
        tags,
        summary: "The seller's saved generations, newest first",
        querystring: historyQuery,
        response: { 200: historyResponse },
      },
    },
    async (request) => ok(await service.history(userId(request), request.query, request.lang)),
  );

  r.get(
    API.generationDetail,
    {
      ...guard,
      schema: {
        tags,
        summary: 'One saved generation, checked',
        querystring: generationIdQuery,
        response: { 200: generationResponse },
      },
    },
    async (request) => ok(await service.get(userId(request), request.query.id, request.lang)),
  );

  r.post(
    API.generationUpdate,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save an edited generation',
        body: updateGenerationBody,
        response: { 200: generationResponse },
      },
    },
    async (request) => ok(await service.update(userId(request), request.body.id, request.body, request.lang)),
  );

  r.post(
    API.generationDelete,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a saved generation',
        body: generationIdBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await service.remove(userId(request), request.body.id);
      return ok(null);
    },
  );
};

import {
  API,
  deleteFilterBody,
  emptyEnvelope,
  saveFilterBody,
  savedFilterResponse,
  savedFiltersResponse,
} from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { SavedFiltersService } from './saved-filters.service.js';

const tags = ['research'];

/** A seller's saved filter sets of the product selection: list, save, delete. */
export const savedFiltersRoutes: FeaturePlugin = async (app, { context }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new SavedFiltersService(context.db);
  const userId = (request: FastifyRequest) => request.user!.id;
  const guard = { onRequest: app.requireUser };

  r.get(
    API.savedFiltersList,
    {
      ...guard,
      schema: {
        tags,
        summary: "The seller's saved filter sets, newest first",
        response: { 200: savedFiltersResponse },
      },
    },
    async (request) => ok({ rows: await service.list(userId(request)) }),
  );

  r.post(
    API.savedFiltersSave,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save a filter set: new, overwrite the one of the same name, or rename by id',
        body: saveFilterBody,
        response: { 200: savedFilterResponse },
      },
    },
    async (request) => ok(await service.save(userId(request), request.body)),
  );

  r.post(
    API.savedFiltersDelete,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a saved filter set',
        body: deleteFilterBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await service.remove(userId(request), request.body.id);
      return ok(null);
    },
  );
};

import { productSelectionEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { SavedFiltersService } from './saved-filters.service.js';

/** A seller's saved filter sets of the product selection: list, save, delete. */
export const savedFiltersRoutes: FeaturePlugin = async (app, { context }) => {
  const service = new SavedFiltersService(context.db);
  const seller = { tags: ['research'], access: 'user' } as const;

  addRoute(app, endpoints.savedFiltersList, seller, async (request) =>
    ok({ rows: await service.list(request.user.id) }),
  );

  addRoute(app, endpoints.savedFiltersSave, seller, async (request) =>
    ok(await service.save(request.user.id, request.body)),
  );

  addRoute(app, endpoints.savedFiltersDelete, seller, async (request) => {
    await service.remove(request.user.id, request.body.id);
    return ok(null);
  });
};

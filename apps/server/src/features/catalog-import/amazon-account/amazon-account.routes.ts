import { amazonAccountEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../../platform/feature-plugin.js';
import { ok } from '../../../platform/http/envelope.js';
import { AppError } from '../../../platform/http/app-error.js';
import { addRoute } from '../../../platform/http/route.js';
import { ensureImportWorker } from '../import/import-runs.service.js';
import { amazonCatalogItemsJob } from './catalog-items/catalog-items-job.js';
import { sharedConnectionFor } from './catalog-items/shared-connection.js';
import { AmazonConnectionsService } from './connections.service.js';
import { amazonFeesEstimate } from './fees/fees.service.js';
import { ownDailySalesOf } from './own-daily-sales.service.js';

/** A seller's own Amazon connections (decisions/0035): every call names its owner. */
export const amazonAccountRoutes: FeaturePlugin = async (app, { context }) => {
  const service = new AmazonConnectionsService(context);
  const seller = { tags: ['amazon-account'], access: 'user' } as const;

  addRoute(app, endpoints.amazonConnections, seller, async (request) =>
    ok({ rows: await service.list(request.user, request.lang) }),
  );
  addRoute(app, endpoints.amazonConnectionCreate, seller, async (request) =>
    ok(await service.create(request.user, request.body, request.lang)),
  );
  addRoute(app, endpoints.amazonConnectionTest, seller, async (request) =>
    ok(await service.test(request.user, request.body.id, request.lang)),
  );
  addRoute(app, endpoints.amazonConnectionSync, seller, async (request) => {
    // The sync runs where the catalog is held, beside the imports (decisions/0014).
    await ensureImportWorker(context);
    return ok({ jobId: await service.startSync(request.user, request.body.id) });
  });
  addRoute(app, endpoints.amazonConnectionDelete, seller, async (request) => {
    await service.remove(request.user, request.body.id);
    return ok(null);
  });
  // Any seller may refresh a researched product; Amazon is asked through the operator's connection.
  addRoute(app, endpoints.amazonCatalogItems, seller, async (request) => {
    const { marketplace, asins } = request.body;
    const connection = await sharedConnectionFor(context.db, marketplace);
    if (!connection) throw AppError.badRequest('amazon.noSharedConnection', { marketplace });
    await ensureImportWorker(context);
    const userId = request.user.id;
    const payload = { connectionId: connection.id, marketplace, asins, userId, lang: request.lang };
    return ok({ jobId: await context.jobs.enqueue(amazonCatalogItemsJob, payload, { userId }) });
  });
  addRoute(app, endpoints.amazonFeesEstimate, seller, async (request) =>
    ok(await amazonFeesEstimate(context, request.user, request.body, request.lang)),
  );
  addRoute(app, endpoints.amazonOwnDailySales, seller, async (request) =>
    ok(await ownDailySalesOf(context, request.user, request.body)),
  );
};

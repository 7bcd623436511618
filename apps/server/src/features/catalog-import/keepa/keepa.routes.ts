import { watchListEndpoints as endpoints } from '@asinasin/contract';
import { policyGuard } from '../../../platform/auth/admin.js';
import type { FeaturePlugin } from '../../../platform/feature-plugin.js';
import { AppError } from '../../../platform/http/app-error.js';
import { ok } from '../../../platform/http/envelope.js';
import { addRoute } from '../../../platform/http/route.js';
import { ensureImportWorker } from '../import/import-runs.service.js';
import { keepaBestSellersJob, keepaHistoryJob } from './keepa-job.js';

/**
 * Keepa history of the products a seller researches, on demand: a job in the process that holds
 * the catalog (it runs beside the imports, decisions/0014), within the operator's token budget.
 */
export const keepaRoutes: FeaturePlugin = async (app, { context }) => {
  addRoute(app, endpoints.keepaHistory, { tags: ['research'], access: 'user' }, async (request) => {
    if (!context.keepa.configured) throw AppError.badRequest('watch.keepaMissing');
    await ensureImportWorker(context);
    const userId = request.user.id;
    const jobId = await context.jobs.enqueue(keepaHistoryJob, { ...request.body, userId }, { userId });
    return ok({ jobId });
  });

  // A category's best-seller list is the shared catalog's, so only who may import the catalog asks.
  const importer = { guard: policyGuard(context.secret, app.requireUser, 'import', 'catalog') };
  addRoute(app, endpoints.keepaBestSellers, { tags: ['catalog'], access: importer }, async (request) => {
    if (!context.keepa.configured) throw AppError.badRequest('watch.keepaMissing');
    await ensureImportWorker(context);
    const userId = request.user?.id;
    const jobId = await context.jobs.enqueue(
      keepaBestSellersJob,
      { ...request.body, userId },
      userId === undefined ? {} : { userId },
    );
    return ok({ jobId });
  });
};

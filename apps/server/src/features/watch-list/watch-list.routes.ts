import { watchListEndpoints as endpoints } from '@asinasin/contract';
import { browseNodePath, browseNodes } from '../../catalog/index.js';
import type { AppContext } from '../../platform/context.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { bindJob, type JobWorker } from '../../platform/jobs/jobs.js';
import { WatchListService } from './watch-list.service.js';
import { watchRefreshJob, type CategoryRefresher, type ProductRefresher } from './watch-refresh.job.js';

const MINUTE_MS = 60_000;

/**
 * A seller's watch list. Refreshes run as jobs in the process that holds the catalog (this one,
 * decisions/0014): "refresh now" for one seller, and every WATCH_REFRESH_MINUTES for all.
 */
export function watchListRoutesWith(
  refresherOf: (context: AppContext) => ProductRefresher,
  categoriesOf: (context: AppContext) => CategoryRefresher,
): FeaturePlugin {
  return async (app, { context }) => {
    const service = new WatchListService(context.db);
    const refresher = refresherOf(context);
    const categories = categoriesOf(context);
    const seller = { tags: ['research'], access: 'user' } as const;
    let worker: Promise<JobWorker> | undefined;
    const ensureWorker = () =>
      (worker ??= (async () => {
        const services = {
          db: context.db,
          catalog: await context.catalog(),
          refresher,
          categories,
          refreshMinutes: context.config.WATCH_REFRESH_MINUTES,
          log: context.log,
        };
        return context.jobs.work([bindJob(watchRefreshJob, services)], { isSoleConsumer: true });
      })());
    const timer = setInterval(() => {
      void ensureWorker()
        .then(() => context.jobs.enqueue(watchRefreshJob, {}))
        .catch((error: unknown) => context.log.error({ err: error }, 'scheduled watch list refresh failed'));
    }, context.config.WATCH_REFRESH_MINUTES * MINUTE_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await (await worker?.catch(() => undefined))?.close();
    });

    addRoute(app, endpoints.watchList, seller, async (request) =>
      ok({ ...(await service.list(request.user.id)), keepaConfigured: refresher.configured }),
    );
    addRoute(app, endpoints.watchAdd, seller, async (request) => {
      const { kind, marketplace, target } = request.body;
      const label =
        kind === 'category'
          ? await browseNodePath(await context.catalog(), marketplace, target.trim())
          : null;
      return ok(await service.add(request.user.id, request.body, label));
    });
    addRoute(app, endpoints.watchCategories, seller, async (request) =>
      ok({ categories: await browseNodes(await context.catalog(), request.query.marketplace) }),
    );
    addRoute(app, endpoints.watchRemove, seller, async (request) => {
      await service.remove(request.user.id, request.body.id);
      return ok(null);
    });
    addRoute(app, endpoints.watchThresholds, seller, async (request) =>
      ok(await service.setThresholds(request.user.id, request.body.id, request.body.thresholds)),
    );
    addRoute(app, endpoints.watchRefresh, seller, async (request) => {
      if (!(await service.hasItems(request.user.id))) throw AppError.badRequest('watch.nothingToRefresh');
      await ensureWorker();
      const userId = request.user.id;
      return ok({ jobId: await context.jobs.enqueue(watchRefreshJob, { userId }, { userId }) });
    });
    addRoute(app, endpoints.watchWebhook, seller, async (request) => {
      await service.setWebhook(request.user.id, request.body);
      return ok(null);
    });
    addRoute(app, endpoints.watchAlertsRead, seller, async (request) => {
      await service.markRead(request.user.id, request.body.ids);
      return ok(null);
    });
  };
}

import { ErrorCode, reportsEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import * as repo from './reports.repository.js';
import { signedLink } from './report-link.js';
import { reportDownloadRoutes } from './report-download.routes.js';
import { asinCardOf, marketCardOf, reportViewOf } from './report-view.js';
import { stopReportWorker } from './report-worker.js';
import { ReportsService } from './reports.service.js';

/** AI reports by ASIN and by market (SPEC §7; docs/reports.md). A seller sees only their own. */
export const reportRoutes: FeaturePlugin = async (app, { context }) => {
  const service = new ReportsService(context);
  const seller = { tags: ['reports'], access: 'user' } as const;
  app.addHook('onClose', () => stopReportWorker(context));
  const linkOf = (row: Parameters<typeof signedLink>[1]) => signedLink(context.secret, row);
  await reportDownloadRoutes(app, { context });

  addRoute(app, endpoints.asinReportCreate, seller, async (request) =>
    ok(await service.createAsin(request.user.id, request.body, request.lang)),
  );
  addRoute(app, endpoints.marketReportCreate, seller, async (request) =>
    ok(await service.createMarket(request.user.id, request.body, request.lang)),
  );
  addRoute(app, endpoints.asinReportUpdate, seller, async (request) =>
    ok(await service.makeAgain(request.user.id, 'asin', request.body, request.lang)),
  );
  addRoute(app, endpoints.marketReportUpdate, seller, async (request) =>
    ok(await service.makeAgain(request.user.id, 'market', request.body, request.lang)),
  );

  addRoute(app, endpoints.asinReportList, seller, async (request) => {
    const { rows, total } = await service.list(request.user.id, 'asin', request.query);
    return ok({ row: rows.map((row) => asinCardOf(row, request.lang, linkOf)), total });
  });
  addRoute(app, endpoints.marketReportList, seller, async (request) => {
    const { rows, total } = await service.list(request.user.id, 'market', request.query);
    return ok({ row: rows.map((row) => marketCardOf(row, request.lang, linkOf)), total });
  });

  addRoute(app, endpoints.asinReportDelete, seller, async (request) => {
    await service.remove(request.user.id, request.body.id, 'asin');
    return ok(null);
  });
  addRoute(app, endpoints.marketReportDelete, seller, async (request) => {
    await service.remove(request.user.id, request.body.id, 'market');
    return ok(null);
  });

  addRoute(app, endpoints.asinReportView, seller, async (request) => {
    const row = await repo.findLatestOwnReport(context.db, request.user.id, {
      kind: 'asin',
      ...request.query,
    });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'reports.notFound');
    return ok(reportViewOf(row, request.lang, linkOf));
  });
  addRoute(app, endpoints.marketReportView, seller, async (request) => {
    const row = await repo.findLatestOwnReport(context.db, request.user.id, {
      kind: 'market',
      nicheId: request.query.nicheId,
    });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'reports.notFound');
    return ok(reportViewOf(row, request.lang, linkOf));
  });
};

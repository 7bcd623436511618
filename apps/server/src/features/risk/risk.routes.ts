import { ErrorCode, riskEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { sniffImageFormat, MIME_TYPES } from '../../platform/images/index.js';
import { brandFlagsOf } from './brand-flags.js';
import { imageOfQueryId, queryIdOf } from './risk-query-id.js';
import { analysisOf } from './risk-view.js';
import { stopRiskWorker } from './risk-worker.js';
import { productOf, startAnalysis } from './risk.service.js';
import * as repo from './risk.repository.js';

/** The AI infringement-risk analysis (SPEC §2, §7; docs/risk.md). A seller sees only their own. */
export const riskRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['risk'], access: 'user' } as const;
  app.addHook('onClose', () => stopRiskWorker(context));

  const own = async (userId: number, id: number) => {
    const row = await repo.findOwnAnalysis(context.db, userId, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'risk.notFound');
    return row;
  };

  addRoute(app, endpoints.riskAsinImage, seller, async (request) =>
    ok(await productOf(context, request.body.marketplace, request.body.asin)),
  );
  addRoute(app, endpoints.riskQueryId, seller, async (request) => ok(queryIdOf(request.body.url)));
  addRoute(app, endpoints.riskImgUrl, seller, async (request) =>
    ok(await imageOfQueryId(context, request.body.code, request.lang)),
  );
  addRoute(app, endpoints.riskCreate, seller, async (request) =>
    ok(await startAnalysis(context, request.user.id, request.body, request.lang)),
  );
  addRoute(app, endpoints.riskList, seller, async (request) => {
    const { rows, total } = await repo.listOwnAnalyses(context.db, request.user.id, request.query);
    return ok({
      row: rows.map((row) => {
        const { content: _content, ...card } = analysisOf({ ...row, content: null }, request.lang);
        return card;
      }),
      total,
    });
  });
  addRoute(app, endpoints.riskView, seller, async (request) =>
    ok(analysisOf(await own(request.user.id, request.query.id), request.lang)),
  );
  addRoute(app, endpoints.brandFlags, seller, async (request) =>
    ok({ row: await brandFlagsOf(await context.catalog(), request.body) }),
  );
  addRoute(app, endpoints.riskImage, seller, async (request, reply) => {
    const row = await own(request.user.id, request.params.id);
    const data = row.image ? await context.files.find(row.image) : undefined;
    const format = data ? sniffImageFormat(data) : undefined;
    if (!data || !format) throw new AppError(ErrorCode.NOT_FOUND, 'risk.imageMissing');
    return reply.type(MIME_TYPES[format]).header('cache-control', 'private, max-age=86400').send(data);
  });
};

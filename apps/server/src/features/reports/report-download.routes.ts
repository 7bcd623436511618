import { ErrorCode, TOKEN_COOKIE, reportsEndpoints as endpoints } from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { checkLink, linkIdOf, signedLink } from './report-link.js';
import * as repo from './reports.repository.js';

/** Who a browser's cookie says is signed in, if anyone: a link opened in a tab sends no header. */
async function cookieUserId(context: AppContext, request: FastifyRequest): Promise<number | undefined> {
  const token = request.cookies[TOKEN_COOKIE];
  if (!token) return undefined;
  return (await context.sessions.findActive(token))?.userId;
}

/**
 * A report's PDF through short-lived signed links (docs/reports.md): the seller asks for a fresh
 * link (their session and ownership checked), and the link alone then fetches the file for a few
 * minutes, as a download in a new tab or a plain anchor cannot send the session header. A link
 * opened in a browser signed in as another seller is refused too.
 */
export const reportDownloadRoutes: FeaturePlugin = async (app, { context }) => {
  const privateFile = { 'cache-control': 'private, no-store' };

  addRoute(app, endpoints.reportDownloadLink, { tags: ['reports'], access: 'user' }, async (request) => {
    const report = await repo.findReport(context.db, request.query.id);
    if (!report || report.user_id !== request.user.id)
      throw new AppError(ErrorCode.NOT_FOUND, 'reports.notFound');
    if (!report.file) throw new AppError(ErrorCode.FAILED, 'reports.noFile');
    return ok({ url: signedLink(context.secret, report) });
  });

  addRoute(app, endpoints.reportDownload, { tags: ['reports'], access: 'public' }, async (request, reply) => {
    const id = linkIdOf(request.query);
    const report = await repo.findReport(context.db, id);
    if (!report) throw new AppError(ErrorCode.NOT_FOUND, 'reports.notFound');
    checkLink(context.secret, report, request.query);
    const viewer = await cookieUserId(context, request);
    if (viewer !== undefined && viewer !== report.user_id) {
      throw new AppError(ErrorCode.FORBIDDEN, 'reports.linkNotYours');
    }
    const pdf = await context.files.find(report.file!);
    if (!pdf) throw new AppError(ErrorCode.FAILED, 'reports.noFile');
    const name = `${report.kind === 'asin' ? report.asin : report.niche_id}-${report.marketplace}.pdf`;
    return reply
      .headers({
        ...privateFile,
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      })
      .send(pdf);
  });
};

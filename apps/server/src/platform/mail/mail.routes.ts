import { siteEndpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../feature-plugin.js';
import { AppError } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { isLoopbackAddress } from '../http/loopback.js';
import { addRoute } from '../http/route.js';

export const mailRoutes: FeaturePlugin = async (app, { context }) => {
  // The outbox shows codes in clear text: a development aid that production never exposes, and
  // that development shows only to this machine (`npm run up` listens on every interface).
  if (context.config.NODE_ENV === 'production') return;
  addRoute(app, siteEndpoints.devOutbox, { tags: ['dev'], access: 'public' }, async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw AppError.notFound();
    return ok(context.mail.outbox.list());
  });
};

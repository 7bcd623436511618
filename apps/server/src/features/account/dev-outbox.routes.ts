import { accountEndpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { isLoopbackAddress } from '../../platform/http/loopback.js';
import { addRoute } from '../../platform/http/route.js';

/** The verification codes the dev mailer kept (platform/mail), for the developer who registers. */
export const devOutboxRoutes: FeaturePlugin = async (app, { context }) => {
  // The outbox shows codes in clear text: a development aid that production never exposes, and
  // that development shows only to this machine (`npm run up` listens on every interface).
  if (context.config.NODE_ENV === 'production') return;
  addRoute(app, accountEndpoints.devOutbox, { tags: ['dev'], access: 'public' }, async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw AppError.notFound();
    return ok(context.mail.outbox.list());
  });
};

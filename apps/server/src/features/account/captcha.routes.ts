import { accountEndpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';

/** The robot check's challenge; the captcha service itself is platform's (platform/captcha). */
export const captchaRoutes: FeaturePlugin = async (app, { context }) => {
  addRoute(
    app,
    accountEndpoints.captchaChallenge,
    { tags: ['captcha'], access: 'public' },
    async (_request, reply) => {
      // Every challenge is single use, so a cached one would only ever fail.
      reply.header('cache-control', 'no-store');
      return ok(await context.captcha.createChallenge());
    },
  );
};

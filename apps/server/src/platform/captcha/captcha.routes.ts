import { accountEndpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../feature-plugin.js';
import { ok } from '../http/envelope.js';
import { addRoute } from '../http/route.js';

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

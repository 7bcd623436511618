import { API, captchaChallengeResponse } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeaturePlugin } from '../feature-plugin.js';
import { ok } from '../http/envelope.js';

export const captchaRoutes: FeaturePlugin = async (app, { context }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.captchaChallenge,
    {
      schema: {
        tags: ['captcha'],
        summary: 'A signed proof-of-work challenge for the robot confirmation',
        response: { 200: captchaChallengeResponse },
      },
    },
    async (_request, reply) => {
      // Every challenge is single use, so a cached one would only ever fail.
      reply.header('cache-control', 'no-store');
      return ok(await context.captcha.createChallenge());
    },
  );
};

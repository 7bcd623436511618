import { API, envelopeOf } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeaturePlugin } from '../feature-plugin.js';
import { AppError } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { isLoopbackAddress } from '../http/loopback.js';

const outboxResponse = envelopeOf(
  z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })),
);

export const mailRoutes: FeaturePlugin = async (app, { context }) => {
  // The outbox shows codes in clear text: a development aid that production never exposes, and
  // that development shows only to this machine (`npm run up` listens on every interface).
  if (context.config.NODE_ENV === 'production') return;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.devOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only, loopback callers only: the latest 50 messages the dev mailer kept',
        response: { 200: outboxResponse },
      },
    },
    async (request) => {
      if (!isLoopbackAddress(request.socket.remoteAddress)) throw AppError.notFound();
      return ok(context.mail.outbox.list());
    },
  );
};

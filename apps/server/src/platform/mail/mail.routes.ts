import { API, envelopeOf } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeaturePlugin } from '../feature-plugin.js';
import { ok } from '../http/envelope.js';

const outboxResponse = envelopeOf(
  z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })),
);

export const mailRoutes: FeaturePlugin = async (app, { context }) => {
  // The outbox shows codes in clear text: a development aid that production never exposes.
  if (context.config.NODE_ENV === 'production') return;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.devOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest 50 messages the dev mailer kept',
        response: { 200: outboxResponse },
      },
    },
    async () => ok(context.mail.outbox.list()),
  );
};

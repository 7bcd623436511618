import sse from '@fastify/sse';
import { API, ErrorCode, jobEventsQuery, TOKEN_COOKIE, type JobEvent } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { watchJob } from '../../platform/jobs/job-events.js';

const ENDED = new Set<JobEvent['state']>(['done', 'dead']);

/**
 * GET /api/jobs/events?token=&id=: one of the seller's jobs, followed (decisions/0027). The state
 * now, then every change the job tells through the seller events (from whichever process runs it),
 * until it is done or dead; then the stream ends. Someone else's job is not found.
 */
export const jobRoutes: FeaturePlugin = async (app, { context }) => {
  await app.register(sse, { heartbeatInterval: 25_000 });
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    API.jobEvents,
    {
      sse: 'only',
      schema: {
        tags: ['jobs'],
        summary: 'Server-sent changes of one of the seller’s jobs: its state, progress and failure',
        querystring: jobEventsQuery,
      },
    },
    async (request, reply) => {
      const { token, id } = request.query;
      const cookie = request.cookies[TOKEN_COOKIE];
      if (cookie && cookie !== token) throw AppError.notLoggedIn();
      const session = await context.sessions.findActive(token);
      if (!session) throw AppError.notLoggedIn();
      let close = () => reply.sse.close();
      const unsubscribe = await watchJob(
        context.jobs,
        context.events,
        { userId: session.userId, jobId: id },
        (change) => {
          reply.sse
            .send({ data: change satisfies JobEvent })
            .then(() => ENDED.has(change.state) && close())
            .catch((error: unknown) => request.log.warn({ err: error }, 'could not send a job event'));
        },
      );
      if (!unsubscribe) throw new AppError(ErrorCode.NOT_FOUND, 'jobs.notFound');
      reply.sse.keepAlive();
      close = () => {
        unsubscribe();
        reply.sse.close();
      };
      open.add(close);
      reply.sse.onClose(() => {
        open.delete(close);
        unsubscribe();
      });
    },
  );
};

import sse from '@fastify/sse';
import { ErrorCode, jobsEndpoints, type JobEvent } from '@asinasin/contract';
import { AppError } from '../../platform/http/app-error.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { watchJob } from '../../platform/jobs/job-events.js';

const ENDED = new Set<JobEvent['state']>(['done', 'dead']);

/**
 * GET /api/jobs/events?token=&id=: one of the seller's jobs, followed (decisions/0027). EventSource
 * cannot send headers, so requireUser reads the session token from the query. The state
 * now, then every change the job tells through the seller events (from whichever process runs it),
 * until it is done or dead; then the stream ends. Someone else's job is not found. Without `id`,
 * every change of the seller's jobs (named `name`, when given) until the page closes the stream:
 * the report cards follow their jobs so (docs/reports.md).
 */
export const jobRoutes: FeaturePlugin = async (app, { context }) => {
  await app.register(sse, { heartbeatInterval: 25_000 });
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  addRoute(
    app,
    jobsEndpoints.jobEvents,
    { tags: ['jobs'], access: 'user', sse: 'only', config: { sessionTokenInQuery: true } },
    async (request, reply) => {
      const { id, name } = request.query;
      let close = () => reply.sse.close();
      const send = (change: JobEvent) => {
        reply.sse
          .send({ data: change satisfies JobEvent })
          .then(() => id !== undefined && ENDED.has(change.state) && close())
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not send a job event'));
      };
      const unsubscribe =
        id === undefined
          ? await context.events.subscribe(request.user.id, (event) => {
              if (event.message === 'job' && (name === undefined || event.job.name === name)) send(event.job);
            })
          : await watchJob(context.jobs, context.events, { userId: request.user.id, jobId: id }, send);
      if (!unsubscribe) throw new AppError(ErrorCode.NOT_FOUND, 'jobs.notFound');
      // Without an id nothing is sent yet: the head commits the stream (the page hears it open).
      reply.sse.sendHeaders();
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

import sse from '@fastify/sse';
import { billingEndpoints, ErrorCode, type PaymentEvent } from '@asinasin/contract';
import { AppError } from '../../platform/http/app-error.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';

/**
 * Streams one session may hold open in this process: a tab each, and more tabs than any seller
 * keeps. A refused EventSource does not reconnect, so the cap cannot start a reconnect storm.
 */
export const MAX_STREAMS_PER_SESSION = 10;

/**
 * GET /event?token=&type= (SPEC §4, §7): the payment popup's opener listens here. EventSource
 * cannot send headers, so the session token comes in the query (the log redacts it) and
 * requireUser reads it there (sessionTokenInQuery); a wrong or revoked token is refused before the
 * stream opens, and a token revoked later ends the stream at
 * its next event. `ready` once listening, then `success` for every order of the seller paid.
 */
export const eventRoutes: FeaturePlugin = async (app, { context }) => {
  await app.register(sse, { heartbeatInterval: 25_000 });
  const open = new Set<() => void>();
  const streamsOf = new Map<number, number>();
  // Streams never end by themselves: close them so the server can stop.
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  addRoute(
    app,
    billingEndpoints.paymentEvents,
    { tags: ['billing'], access: 'user', sse: 'only', config: { sessionTokenInQuery: true } },
    async (request, reply) => {
      const { token, sessionId, id: userId } = request.user;
      const streams = streamsOf.get(sessionId) ?? 0;
      if (streams >= MAX_STREAMS_PER_SESSION) {
        throw new AppError(ErrorCode.RATE_LIMITED, 'billing.eventStreamsFull');
      }
      streamsOf.set(sessionId, streams + 1);
      let isCounted = true;
      const release = () => {
        if (!isCounted) return;
        isCounted = false;
        const left = (streamsOf.get(sessionId) ?? 1) - 1;
        if (left > 0) streamsOf.set(sessionId, left);
        else streamsOf.delete(sessionId);
      };
      reply.sse.onClose(release);

      try {
        const send = (event: PaymentEvent) => reply.sse.send({ data: event });
        reply.sse.keepAlive();
        const unsubscribe = await context.events.subscribe(userId, (event) => {
          if (event.message !== 'success') return; // this stream tells payments only
          void (async () => {
            if (!(await context.sessions.findActive(token))) return reply.sse.close();
            await send({ message: event.message, order_no: event.orderNo });
          })().catch((error: unknown) => request.log.warn({ err: error }, 'could not send a payment event'));
        });
        const close = () => reply.sse.close();
        open.add(close);
        reply.sse.onClose(() => {
          open.delete(close);
          unsubscribe();
        });
        await send({ message: 'ready' });
      } catch (error) {
        release();
        throw error;
      }
    },
  );
};

import { PassThrough } from 'node:stream';
import type { StreamEvent } from '@asinasin/contract';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** aborted when the client goes away */
  signal: AbortSignal;
  send(event: StreamEvent, data: unknown): void;
  end(): void;
  /** hands the stream to Fastify: call once, then write events */
  reply(): FastifyReply;
}

/**
 * Server-sent events over the response of the request itself (the browser reads the POST's body as
 * a stream). The headers Fastify and its plugins set so far travel with it; proxies are asked not
 * to buffer. `signal` aborts when the client goes away, so the work behind it can stop.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  return {
    signal: controller.signal,
    send: (event: StreamEvent, data: unknown) => {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => body.end(),
    reply: () => reply.send(body),
  };
}

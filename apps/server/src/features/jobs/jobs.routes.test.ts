import type { AddressInfo } from 'node:net';
import { API, type JobEvent } from '@asinasin/contract';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createSeller } from '../../../test/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/test-app.js';
import { defineJob } from '../../platform/jobs/job-definition.js';
import { bindJob, type JobWorker } from '../../platform/jobs/jobs.js';
import { current } from '../../platform/jobs/test-handler.js';
import { openEventStream } from '../billing/sse-client.js';

const job = defineJob<{ n: number }, unknown>({
  name: 'test-job-followed',
  version: 1,
  payload: z.object({ n: z.number() }),
  handler: () => import('../../platform/jobs/test-handler.js'),
});

describeEachEngine('a seller follows their job over server-sent events', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  const workers: JobWorker[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
  });

  /** The job's stream, as a browser's EventSource reads it. */
  const follow = async (token: string, id: string) => {
    const stream = await openEventStream(`${base}${API.jobEvents}?token=${token}&id=${id}`);
    const next = async () => (await stream.next(30_000)) as unknown as JobEvent | undefined;
    return { stream, next };
  };

  it('hears the state now, the progress as it is written, and the end; then the stream ends', async () => {
    const seller = await createSeller(t.app);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    current.handler = async (_payload, running) => {
      await running.progress({ done: 3, total: 10 });
      await released;
    };
    const id = await t.app.context.jobs.enqueue(job, { n: 1 }, { userId: seller.user.id });
    const { stream, next } = await follow(seller.token, id);
    expect(stream.status).toBe(200);
    expect(await next()).toMatchObject({ id, state: 'queued', progress: null });
    workers.push(await t.app.context.jobs.work([bindJob(job, {})]));
    expect(await next()).toMatchObject({ state: 'running', progress: null });
    expect(await next()).toMatchObject({ state: 'running', progress: { done: 3, total: 10 } });
    release();
    expect(await next()).toMatchObject({ state: 'done', progress: { done: 3, total: 10 } });
    expect(await next()).toBeUndefined();
    expect(stream.isEnded).toBe(true);
  });

  it('refuses another seller’s job, an id that is not one, and no session, in the caller’s words', async () => {
    const owner = await createSeller(t.app);
    const other = await createSeller(t.app);
    const id = await t.app.context.jobs.enqueue(job, { n: 2 }, { userId: owner.user.id });
    const { stream: refused } = await follow(other.token, id);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 404, msg: '没有这个任务' });
    const { stream: bad } = await follow(owner.token, 'not-a-job');
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toBe('任务编号无效');
    const { stream: anonymous } = await follow('no-such-token', id);
    expect((await anonymous.json()).code).not.toBe(1);
  });
});

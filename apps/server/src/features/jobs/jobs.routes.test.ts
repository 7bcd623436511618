import type { AddressInfo } from 'node:net';
import { API, type JobEvent } from '@asinasin/contract';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { defineJob } from '../../platform/jobs/job-definition.js';
import { bindJob, type JobWorker } from '../../platform/jobs/jobs.js';
import { current } from '../../../test/support/job-handler.js';

const job = defineJob<{ n: number }, unknown>({
  name: 'test-job-followed',
  version: 1,
  payload: z.object({ n: z.number() }),
  handler: () => import('../../../test/support/job-handler.js'),
});
const otherKind = { ...job, name: 'test-job-other-kind' };

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

  /** The job's stream, read as a browser's EventSource reads it: one `data:` message at a time. */
  const follow = async (token: string, id: string) => followQuery(`token=${token}&id=${id}`);
  const followQuery = async (query: string) => {
    const res = await fetch(`${base}${API.jobEvents}?${query}`, {
      headers: { accept: 'text/event-stream' },
    });
    const reader = res.ok ? res.body!.pipeThrough(new TextDecoderStream()).getReader() : undefined;
    let buffer = '';
    const next = async (): Promise<JobEvent | undefined> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) return JSON.parse(data) as JobEvent;
          continue; // a comment (keep-alive)
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return undefined;
        buffer += chunk.value;
      }
    };
    return {
      stream: { status: res.status, json: () => res.json() as Promise<{ code: number; msg: string }> },
      next,
    };
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
    // The stream ends after the end.
    expect(await next()).toBeUndefined();
  });

  it('without an id, hears every change of the seller’s jobs of one name, and stays open', async () => {
    const seller = await createSeller(t.app);
    const other = await createSeller(t.app);
    current.handler = async () => undefined;
    const { stream, next } = await followQuery(`token=${seller.token}&name=${job.name}`);
    expect(stream.status).toBe(200);
    // Another seller's job and another kind of the seller's run first: neither is heard.
    const unheard = [
      await t.app.context.jobs.enqueue(job, { n: 3 }, { userId: other.user.id }),
      await t.app.context.jobs.enqueue(otherKind, { n: 4 }, { userId: seller.user.id }),
    ];
    workers.push(await t.app.context.jobs.work([bindJob(job, {}), bindJob(otherKind, {})]));
    const states = () => Promise.all(unheard.map(async (id) => (await t.app.context.jobs.find(id))?.state));
    await expect.poll(states, { timeout: 30_000 }).toEqual(['done', 'done']);
    for (const n of [5, 6]) {
      const id = await t.app.context.jobs.enqueue(job, { n }, { userId: seller.user.id });
      expect(await next()).toMatchObject({ id, name: job.name, state: 'running' });
      expect(await next()).toMatchObject({ id, state: 'done' });
    }
    const { stream: badName } = await followQuery(
      `token=${seller.token}&name=${encodeURIComponent('no such!')}`,
    );
    expect(badName.status).toBe(400);
    expect((await badName.json()).msg).toBe('任务名称无效');
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

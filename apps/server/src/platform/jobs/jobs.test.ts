import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { describeEachEngine, useTestApp, type Engine } from '../../../test/support/test-app.js';
import { createJobsDriver } from './create-jobs.js';
import { watchJob, type JobChange } from './job-events.js';
import { defineJob } from './job-definition.js';
import { bindJob, type Jobs } from './jobs.js';
import { current } from '../../../test/support/job-handler.js';
import { claimNext, findJob } from './jobs-table.repository.js';
import type { AppContext } from '../context.js';
import PgBoss from 'pg-boss';

const log = pino({ level: 'silent' });
// Renewal runs every third of a lease, so a lease is lost when the event loop stalls for two thirds
// of it; 3 s outlasts a loaded CI machine's stalls (900 ms did not: a second run, a leaked cap).
const timings = { leaseMs: 3000, pollMs: 25 };

let kinds = 0;
function testJob(
  options: { concurrency?: number; maxAttempts?: number; version?: number; name?: string } = {},
) {
  const dead: string[] = [];
  const definition = defineJob<{ n: number }, unknown>({
    name: options.name ?? `test-job-${++kinds}`,
    version: options.version ?? 1,
    payload: z.object({ n: z.number() }),
    handler: () => import('../../../test/support/job-handler.js'),
    concurrency: options.concurrency,
    maxAttempts: options.maxAttempts,
    backoffMs: 10,
    onDead: async (_payload, reason) => {
      dead.push(reason);
    },
  });
  return { definition, dead };
}

/** What a process killed during a job leaves: the job claimed, its lease never renewed. */
async function leaveAsKilled(driver: 'table' | 'pg-boss', context: AppContext, name: string) {
  if (driver === 'table') {
    const claim = { name, version: 1, owner: 'killed-process', leaseMs: timings.leaseMs, concurrency: 1 };
    expect(await claimNext(context.db, { ...claim, now: Date.now() })).toBeDefined();
    return;
  }
  const boss = new PgBoss({
    connectionString: context.config.DATABASE_URL,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  expect(await boss.fetch(name)).toHaveLength(1);
  await boss.stop({ graceful: false, close: true, wait: true });
}

const opened: Jobs[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((jobs) => jobs.close()));
  current.handler = async () => undefined;
});

function gate() {
  let open!: () => void;
  const isOpen = new Promise<void>((resolve) => (open = resolve));
  return { open, isOpen };
}

describeEachEngine('durable jobs', (engine: Engine) => {
  const t = useTestApp(engine);
  const drivers = engine === 'postgres' ? (['table', 'pg-boss'] as const) : (['table'] as const);
  for (const driver of drivers) {
    describe(`${driver} driver`, () => {
      /** One process's jobs; two of them on one database are two processes sharing the work. */
      const open = (clock?: () => number) => {
        const { db, config } = t.app.context;
        const { events } = t.app.context;
        const jobs = createJobsDriver(driver, {
          db,
          databaseUrl: config.DATABASE_URL,
          timings: { ...timings, clock },
          log,
          events,
        });
        opened.push(jobs);
        return jobs;
      };
      const stateOf = (jobs: Jobs, id: string) => jobs.find(id).then((job) => job?.state);

      it('enqueues inside the caller’s transaction: rolled back, no job; committed, it runs', async () => {
        const jobs = open();
        const { definition } = testJob();
        const ran: number[] = [];
        current.handler = async ({ n }) => {
          ran.push(n);
        };
        let rolledBack: string | undefined;
        await expect(
          t.app.context.db.transaction().execute(async (trx) => {
            rolledBack = await jobs.enqueue(definition, { n: 1 }, { trx });
            throw new Error('the caller’s own write failed');
          }),
        ).rejects.toThrow('own write failed');
        const kept = await t.app.context.db
          .transaction()
          .execute((trx) => jobs.enqueue(definition, { n: 2 }, { trx }));
        await jobs.work([bindJob(definition, {})]);
        await expect.poll(() => stateOf(jobs, kept), { timeout: 30_000 }).toBe('done');
        expect(await jobs.find(rolledBack!)).toBeUndefined();
        expect(ran).toEqual([2]);
      });

      it('retries a failing job with backoff, then holds it dead with the last reason', async () => {
        const jobs = open();
        const { definition, dead } = testJob({ maxAttempts: 3 });
        current.handler = async (_payload, job) => {
          throw new Error(`the supplier refused (attempt ${job.attempt})`);
        };
        const id = await jobs.enqueue(definition, { n: 1 });
        await jobs.work([bindJob(definition, {})]);
        await expect.poll(() => stateOf(jobs, id), { timeout: 30_000 }).toBe('dead');
        expect(await jobs.find(id)).toMatchObject({ attempts: 3, error: 'the supplier refused (attempt 3)' });
        expect(dead).toEqual(['the supplier refused (attempt 3)']);
      });

      it('runs at most its concurrency of a kind at once, over every process', async () => {
        const [one, two] = [open(), open()];
        const { definition } = testJob({ concurrency: 2 });
        let running = 0;
        let most = 0;
        const release = gate();
        current.handler = async () => {
          running += 1;
          most = Math.max(most, running);
          await release.isOpen;
          running -= 1;
        };
        const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => one.enqueue(definition, { n })));
        // Each process's looks for work once two jobs run: a third would start on one if the cap leaked.
        const looksAtCap = { one: 0, two: 0 };
        const counting = (process: keyof typeof looksAtCap) => ({
          onLook: (name: string) => {
            if (name === definition.name && running === 2) looksAtCap[process] += 1;
          },
        });
        await one.work([bindJob(definition, {})], counting('one'));
        await two.work([bindJob(definition, {})], counting('two'));
        await expect.poll(() => running, { timeout: 30_000 }).toBe(2);
        const fewestLooks = () => Math.min(looksAtCap.one, looksAtCap.two);
        await expect.poll(fewestLooks, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
        expect(running).toBe(2);
        release.open();
        for (const id of ids) await expect.poll(() => stateOf(one, id), { timeout: 30_000 }).toBe('done');
        expect(most).toBe(2);
      });

      it('writes progress a client reads while the job runs', async () => {
        const jobs = open();
        const { definition } = testJob();
        const release = gate();
        current.handler = async (_payload, job) => {
          await job.progress({ done: 40, total: 100 });
          await release.isOpen;
          await job.progress({ done: 100, total: 100 });
        };
        const id = await jobs.enqueue(definition, { n: 1 });
        await jobs.work([bindJob(definition, {})]);
        await expect
          .poll(() => jobs.find(id), { timeout: 30_000 })
          .toMatchObject({ state: 'running', progress: { done: 40, total: 100 } });
        release.open();
        await expect
          .poll(() => jobs.find(id), { timeout: 30_000 })
          .toMatchObject({ state: 'done', progress: { done: 100, total: 100 } });
      });

      it('tells the seller each change of their job through the seller events', async () => {
        const jobs = open();
        const { definition } = testJob();
        const release = gate();
        current.handler = async (_payload, job) => {
          await job.progress({ done: 1, total: 2 });
          await release.isOpen;
        };
        const id = await jobs.enqueue(definition, { n: 1 }, { userId: 4242 });
        const seen: JobChange[] = [];
        const { events } = t.app.context;
        const stop = await watchJob(jobs, events, { userId: 4242, jobId: id }, (change) => seen.push(change));
        expect(await watchJob(jobs, events, { userId: 4343, jobId: id }, () => undefined)).toBeUndefined();
        await jobs.work([bindJob(definition, {})]);
        await expect.poll(() => seen.at(-1)?.progress, { timeout: 30_000 }).toEqual({ done: 1, total: 2 });
        release.open();
        await expect.poll(() => seen.at(-1)?.state, { timeout: 30_000 }).toBe('done');
        stop?.();
        expect(seen[0]).toMatchObject({ id, state: 'queued', progress: null });
        expect(seen.at(-1)).toMatchObject({ id, name: definition.name, progress: { done: 1, total: 2 } });
      });

      it('keeps a long run’s lease alive: another process never runs it twice', async () => {
        // The table driver's leases run on a clock the test moves on by hand, a lease at a time and
        // only once the running process has renewed: a loaded machine that delays a renewal delays
        // the clock with it. pg-boss keeps its leases on PostgreSQL's clock.
        const clock = { now: Date.now() };
        const [one, two] = [open(() => clock.now), open(() => clock.now)];
        const { definition } = testJob();
        let runs = 0;
        const release = gate();
        current.handler = async () => {
          runs += 1;
          await release.isOpen;
        };
        const id = await one.enqueue(definition, { n: 1 });
        await one.work([bindJob(definition, {})]);
        await expect.poll(() => stateOf(one, id), { timeout: 30_000 }).toBe('running');
        await two.work([bindJob(definition, {})]);
        if (driver === 'table') {
          const leaseEnd = async () => Number((await findJob(t.app.context.db, id))!.lease_expires_at);
          for (let lease = 0; lease < 3; lease++) {
            const end = await leaseEnd();
            clock.now = end - 1;
            await expect.poll(leaseEnd, { timeout: 30_000 }).toBeGreaterThan(end);
          }
        } else {
          // two leases long on the real clock
          await new Promise((resolve) => setTimeout(resolve, 2 * timings.leaseMs));
        }
        release.open();
        await expect.poll(() => stateOf(one, id), { timeout: 30_000 }).toBe('done');
        expect(runs).toBe(1);
      });

      it('runs again a job whose process was killed in the middle of it, once its lease expired', async () => {
        const jobs = open();
        const { definition } = testJob();
        const id = await jobs.enqueue(definition, { n: 7 });
        await leaveAsKilled(driver, t.app.context, definition.name);
        expect(await stateOf(jobs, id)).toBe('running');

        const ran: number[] = [];
        current.handler = async ({ n }, job) => {
          ran.push(n, job.attempt);
        };
        await jobs.work([bindJob(definition, {})]);
        await expect.poll(() => stateOf(jobs, id), { timeout: 60_000 }).toBe('done');
        expect(ran).toEqual([7, 2]);
      });

      it('leaves a job of a newer version to a newer process; an old payload it cannot read is dead', async () => {
        const jobs = open();
        const name = `test-job-versions-${driver}`;
        const newer = testJob({ name, version: 2 });
        const older = testJob({ name, version: 1 });
        const ran: number[] = [];
        current.handler = async ({ n }) => {
          ran.push(n);
        };
        const waiting = await jobs.enqueue(newer.definition, { n: 2 });
        await jobs.work([bindJob(older.definition, {})]);
        const marker = await jobs.enqueue(older.definition, { n: 1 });
        await expect.poll(() => stateOf(jobs, marker), { timeout: 30_000 }).toBe('done');
        expect(await stateOf(jobs, waiting)).toBe('queued');
        expect(ran).toEqual([1]);

        const strict = defineJob<{ n: number; unit: string }, unknown>({
          name: `${name}-strict`,
          version: 2,
          payload: z.object({ n: z.number(), unit: z.string() }),
          handler: () => import('../../../test/support/job-handler.js'),
        });
        const loose = defineJob<{ n: number }, unknown>({
          ...older.definition,
          name: strict.name,
          version: 1,
        });
        const old = await jobs.enqueue(loose, { n: 3 });
        await jobs.work([bindJob(strict, {})]);
        await expect.poll(() => stateOf(jobs, old), { timeout: 30_000 }).toBe('dead');
        expect((await jobs.find(old))?.error).toMatch(/^version 1 payload no longer accepted by version 2/);
      });
    });
  }
});

import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobDefinition, JobHandler, JobProgress } from './job-definition.js';
import { DEFAULT_CONCURRENCY } from './job-definition.js';
import type { JobNotifier } from './job-events.js';
import { errorMessage, type JobBinding, type JobWorker, type WorkOptions } from './jobs.js';

/** What a driver does for the loop; the loop does the rest the same way for every driver. */
export interface LoopDriver {
  claim(definition: JobDefinition<unknown, unknown>): Promise<ClaimedJob | undefined>;
  /** false when the job is no longer ours: the run is aborted */
  renew(job: ClaimedJob): Promise<boolean>;
  progress(job: ClaimedJob, value: JobProgress): Promise<void>;
  done(job: ClaimedJob): Promise<void>;
  /** a failed run: retried later while attempts are left, dead otherwise; true when dead */
  failed(definition: JobDefinition<unknown, unknown>, job: ClaimedJob, error: string): Promise<boolean>;
  /** dead at once, whatever attempts are left (a payload this version cannot read) */
  dead(job: ClaimedJob, error: string): Promise<void>;
}

/** A handler's module, loaded on the first job of its kind in this process. */
function handlerLoader(definition: JobDefinition<unknown, unknown>) {
  let loaded: Promise<JobHandler<unknown, unknown>> | undefined;
  return () => (loaded ??= definition.handler().then((module) => module.default));
}

/**
 * Runs the bound kinds: each looks for work every `pollMs` (or when woken) while fewer than its
 * concurrency run here, renews each claim every third of the lease, and settles each run.
 */
export function startLoop(
  driver: LoopDriver,
  bindings: JobBinding[],
  options: {
    timings: { leaseMs: number; pollMs: number };
    log: FastifyBaseLogger;
    notify: JobNotifier;
    onLook?: WorkOptions['onLook'];
  },
): JobWorker & { wake(): void } {
  const { timings, log, notify, onLook } = options;
  let isClosed = false;
  const running = new Set<Promise<void>>();
  const wakers: (() => void)[] = [];
  const stops: (() => void)[] = [];

  const runOne = async (
    binding: JobBinding,
    job: ClaimedJob,
    load: () => Promise<JobHandler<unknown, unknown>>,
  ) => {
    const { definition, services } = binding;
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      const reason = `version ${job.version} payload no longer accepted by version ${definition.version}: ${parsed.error.message}`;
      await driver.dead(job, reason);
      await definition.onDead?.(job.payload, reason, services);
      return;
    }
    const abort = new AbortController();
    const renewal = setInterval(
      () => {
        driver.renew(job).then(
          (isOurs) => isOurs || abort.abort(new Error('the job lease was lost')),
          (error: unknown) => log.warn({ err: error, job: job.id }, 'could not renew a job lease'),
        );
      },
      Math.max(10, Math.floor(timings.leaseMs / 3)),
    );
    let last: JobProgress | null = null;
    try {
      await notify(job, 'running', null);
      const handler = await load();
      await handler(
        parsed.data,
        {
          id: job.id,
          attempt: job.attempt,
          signal: abort.signal,
          progress: async (value) => {
            last = value;
            await driver.progress(job, value);
            await notify(job, 'running', value);
          },
        },
        services,
      );
      clearInterval(renewal);
      await driver.done(job);
      await notify(job, 'done', last);
    } catch (error) {
      clearInterval(renewal);
      const reason = errorMessage(error);
      log.warn({ err: error, job: job.id, name: definition.name, attempt: job.attempt }, 'job run failed');
      const isDead = await driver.failed(definition, job, reason);
      // What a dead job's end does (a report failed and refunded) is done before its seller is told,
      // so a page that reads again on 'dead' sees it.
      try {
        if (isDead) await definition.onDead?.(parsed.data, reason, services);
      } finally {
        await notify(job, isDead ? 'dead' : 'queued', last, reason);
      }
    }
  };

  for (const binding of bindings) {
    const load = handlerLoader(binding.definition);
    const limit = binding.definition.concurrency ?? DEFAULT_CONCURRENCY;
    let active = 0;
    let timer: NodeJS.Timeout | undefined;
    let isLooking = false;
    const look = async () => {
      if (isClosed || isLooking) return;
      isLooking = true;
      try {
        while (!isClosed && active < limit) {
          const job = await driver.claim(binding.definition);
          if (!job) break;
          active += 1;
          const run = runOne(binding, job, load)
            .catch((error: unknown) => log.error({ err: error, job: job.id }, 'job could not be settled'))
            .finally(() => {
              active -= 1;
              running.delete(run);
              void look();
            });
          running.add(run);
        }
      } catch (error) {
        log.warn({ err: error, name: binding.definition.name }, 'could not look for jobs');
      } finally {
        isLooking = false;
        onLook?.(binding.definition.name, active);
        if (!isClosed) {
          clearTimeout(timer);
          timer = setTimeout(() => void look(), timings.pollMs);
        }
      }
    };
    wakers.push(() => void look());
    stops.push(() => clearTimeout(timer));
    void look();
  }

  return {
    wake: () => {
      for (const wake of wakers) wake();
    },
    close: async () => {
      isClosed = true;
      for (const stop of stops) stop();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

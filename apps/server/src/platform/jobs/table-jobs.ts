import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserEvents } from '../sse/user-events.js';
import { jobNotifier } from './job-events.js';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs, type JobDefinition } from './job-definition.js';
import type { ClaimedJob } from './job-definition.js';
import { startLoop, type LoopDriver } from './job-loop.js';
import type { JobRow } from './jobs-table.repository.js';
import {
  claimNext,
  findJob,
  insertJob,
  renewLease,
  settleJob,
  takeBackAbandoned,
  writeProgress,
} from './jobs-table.repository.js';
import type {
  EnqueueOptions,
  JobBinding,
  JobRecord,
  Jobs,
  JobState,
  JobTimings,
  JobWorker,
  WorkOptions,
} from './jobs.js';
import { ABANDONED_MESSAGE } from './jobs.js';

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    state: row.state as JobState,
    attempts: row.attempts,
    progress: row.progress === null ? null : (JSON.parse(row.progress) as JobRecord['progress']),
    error: row.error,
    userId: row.user_id,
  };
}

/** A process's name on its claims: unique per run, readable in the table. */
export function ownerName(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/**
 * Jobs in the app store's `jobs` table (SQLite by default; it works on PostgreSQL too). A claim is
 * a lease: its owner renews it while the job runs, and a job whose lease expired (its process was
 * killed) is taken back and runs again while attempts are left (decisions/0027).
 */
export class TableJobs implements Jobs {
  readonly driver = 'table' as const;
  private readonly owner = ownerName();
  private readonly workers = new Set<JobWorker & { wake(): void }>();

  constructor(
    private readonly db: Db,
    private readonly timings: JobTimings,
    private readonly log: FastifyBaseLogger,
    private readonly events?: UserEvents,
  ) {}

  private readonly now = (): number => (this.timings.clock ?? Date.now)();

  async enqueue<P>(
    definition: JobDefinition<P, never>,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const id = options.id ?? crypto.randomUUID();
    await insertJob(options.trx ?? this.db, {
      id,
      name: definition.name,
      version: definition.version,
      payload: definition.payload.parse(payload),
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      userId: options.userId ?? null,
      now: this.now(),
    });
    // A job enqueued outside a transaction is visible now: this process's workers need not wait.
    if (!options.trx) for (const worker of this.workers) worker.wake();
    return id;
  }

  async find(id: string): Promise<JobRecord | undefined> {
    const row = await findJob(this.db, id);
    return row && toRecord(row);
  }

  async work(bindings: JobBinding[], options: WorkOptions = {}): Promise<JobWorker> {
    const byName = new Map(bindings.map((binding) => [binding.definition.name, binding]));
    const takeBack = async (name: string, exceptOwner?: string) => {
      const dead = await takeBackAbandoned(this.db, {
        name,
        now: this.now(),
        reason: ABANDONED_MESSAGE,
        exceptOwner,
      });
      const binding = byName.get(name);
      for (const row of dead) {
        await binding?.definition.onDead?.(JSON.parse(row.payload), ABANDONED_MESSAGE, binding.services);
      }
    };
    if (options.isSoleConsumer) for (const name of byName.keys()) await takeBack(name, this.owner);
    const db = this.db;
    const { owner, timings, now } = this;
    const driver: LoopDriver = {
      async claim(definition) {
        await takeBack(definition.name);
        const row = await claimNext(db, {
          name: definition.name,
          version: definition.version,
          owner,
          leaseMs: timings.leaseMs,
          concurrency: definition.concurrency ?? 1,
          now: now(),
        });
        return (
          row && {
            id: row.id,
            name: row.name,
            userId: row.user_id,
            attempt: row.attempts,
            maxAttempts: row.max_attempts,
            version: row.version,
            payload: JSON.parse(row.payload),
          }
        );
      },
      renew: (job) => renewLease(db, job.id, owner, now() + timings.leaseMs),
      progress: (job, value) => writeProgress(db, job.id, owner, value, now()),
      done: async (job) => {
        await settleJob(db, job.id, owner, { state: 'done' }, now());
      },
      failed: async (definition, job: ClaimedJob, error) => {
        const at = now();
        const isDead = job.attempt >= job.maxAttempts;
        const outcome = isDead
          ? ({ state: 'dead', error } as const)
          : ({ state: 'queued', error, runAt: at + retryDelayMs(definition, job.attempt) } as const);
        return (await settleJob(db, job.id, owner, outcome, at)) && isDead;
      },
      dead: async (job, error) => {
        await settleJob(db, job.id, owner, { state: 'dead', error }, now());
      },
    };
    const loop = startLoop(driver, bindings, {
      timings,
      log: this.log,
      notify: jobNotifier(this.events, this.log),
      onLook: options.onLook,
    });
    this.workers.add(loop);
    return {
      close: async () => {
        this.workers.delete(loop);
        await loop.close();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.close()));
    this.workers.clear();
  }
}

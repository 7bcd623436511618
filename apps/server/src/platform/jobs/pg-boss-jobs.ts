import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { UserEvents } from '../sse/user-events.js';
import { jobNotifier } from './job-events.js';
import { DEFAULT_BACKOFF_MS, DEFAULT_MAX_ATTEMPTS, type JobDefinition } from './job-definition.js';
import { startLoop, type LoopDriver } from './job-loop.js';
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

/** What a job carries in pg-boss: its version and payload, and the seller it works for. */
interface BossData {
  v: number;
  payload: unknown;
  userId: number | null;
}

const STATES: Record<string, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  cancelled: 'dead',
  failed: 'dead',
};

/** pg-boss runs its statements through this: inside the caller's transaction when there is one. */
function bossDb(db: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

/** How long a job of a newer version is put back for, before a process looks at it again. */
const NEWER_VERSION_WAIT_SECONDS = 30;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Jobs on pg-boss (PostgreSQL), for several worker processes sharing the work (DESIGN.md, scale
 * path). pg-boss keeps the queue, the retries with backoff and the failed (dead) jobs; this driver
 * adds what pg-boss 10 lacks: renewing a claim while it runs (its expiry is pushed forward), a cap
 * per kind over every process (claims serialised by an advisory lock), versions and progress
 * (decisions/0027).
 */
export class PgBossJobs implements Jobs {
  readonly driver = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private started: Promise<unknown> | undefined;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly workers = new Set<JobWorker & { wake(): void }>();

  constructor(
    databaseUrl: string,
    private readonly db: Db,
    private readonly timings: JobTimings,
    private readonly log: FastifyBaseLogger,
    private readonly events?: UserEvents,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      max: 4,
      // expired claims (a killed process) are failed, hence retried, on this beat
      maintenanceIntervalSeconds: seconds(timings.leaseMs),
      schedule: false,
    });
    this.boss.on('error', (error) => log.warn({ err: error }, 'pg-boss'));
  }

  private start(): Promise<unknown> {
    this.started ??= this.boss.start();
    return this.started;
  }

  private queue(definition: JobDefinition<unknown, never>): Promise<void> {
    let created = this.queues.get(definition.name);
    if (!created) {
      created = this.start().then(() => this.boss.createQueue(definition.name, { name: definition.name }));
      this.queues.set(definition.name, created);
    }
    return created;
  }

  async enqueue<P>(
    definition: JobDefinition<P, never>,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<string> {
    await this.queue(definition as JobDefinition<unknown, never>);
    const data: BossData = {
      v: definition.version,
      payload: definition.payload.parse(payload),
      userId: options.userId ?? null,
    };
    const id = await this.boss.send(definition.name, data as unknown as object, {
      ...(options.id ? { id: options.id } : {}),
      retryLimit: (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
      retryDelay: seconds(definition.backoffMs ?? DEFAULT_BACKOFF_MS),
      retryBackoff: true,
      expireInSeconds: seconds(this.timings.leaseMs),
      ...(options.trx ? { db: bossDb(options.trx) } : {}),
    });
    if (!id) throw new Error(`pg-boss did not take the ${definition.name} job`);
    if (!options.trx) for (const worker of this.workers) worker.wake();
    return id;
  }

  async find(id: string): Promise<JobRecord | undefined> {
    await this.start();
    const { rows } = await sql<{
      name: string;
      state: string;
      retry_count: number;
      data: BossData;
      output: { message?: string } | null;
    }>`select name, state, retry_count, data, output from pgboss.job where id = ${id}::uuid
       union all select name, state, retry_count, data, output from pgboss.archive where id = ${id}::uuid`.execute(
      this.db,
    );
    const row = rows[0];
    if (!row) return undefined;
    const progress = await this.db
      .selectFrom('job_progress')
      .select('progress')
      .where('job_id', '=', id)
      .executeTakeFirst();
    const state = STATES[row.state] ?? 'queued';
    return {
      id,
      name: row.name,
      version: row.data.v,
      state,
      attempts: row.retry_count + (state === 'queued' ? 0 : 1),
      progress: progress ? (JSON.parse(progress.progress) as JobRecord['progress']) : null,
      error: state === 'done' ? null : (row.output?.message ?? null),
      userId: row.data.userId,
    };
  }

  async work(bindings: JobBinding[], options: WorkOptions = {}): Promise<JobWorker> {
    await this.start();
    for (const { definition } of bindings) await this.queue(definition as JobDefinition<unknown, never>);
    const byName = new Map(bindings.map((binding) => [binding.definition.name, binding]));
    if (options.isSoleConsumer) {
      for (const [name, binding] of byName) {
        const { rows } = await sql<{ id: string }>`
          select id from pgboss.job where name = ${name} and state = 'active'`.execute(this.db);
        if (rows.length === 0) continue;
        for (const { id } of rows) {
          await this.boss.fail(name, id, { message: ABANDONED_MESSAGE });
          const job = await this.find(id);
          if (job?.state === 'dead') {
            const data = (await this.boss.getJobById<BossData>(name, id, { includeArchive: true }))?.data;
            await binding.definition.onDead?.(data?.payload, ABANDONED_MESSAGE, binding.services);
          }
        }
      }
    }
    const loop = startLoop(this.loopDriver(), bindings, {
      timings: this.timings,
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

  private loopDriver(): LoopDriver {
    const { boss, db, timings } = this;
    const lease = seconds(timings.leaseMs);
    return {
      claim: async (definition) => {
        const concurrency = definition.concurrency ?? 1;
        const fetched = await db.transaction().execute(async (tx) => {
          await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${definition.name}`}))`.execute(tx);
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pgboss.job where name = ${definition.name} and state = 'active'`.execute(
            tx,
          );
          if (rows[0]!.n >= concurrency) return undefined;
          const [job] = await boss.fetch<BossData>(definition.name, {
            batchSize: 1,
            includeMetadata: true,
            db: bossDb(tx),
          });
          return job;
        });
        if (!fetched) return undefined;
        if (fetched.data.v > definition.version) {
          // A newer process's job: back to the queue for it, without using an attempt.
          await sql`update pgboss.job set state = 'created', started_on = null,
              start_after = now() + ${`${NEWER_VERSION_WAIT_SECONDS} seconds`}::interval
            where id = ${fetched.id}::uuid and name = ${definition.name}`.execute(db);
          return undefined;
        }
        return {
          id: fetched.id,
          attempt: fetched.retryCount + 1,
          maxAttempts: fetched.retryLimit + 1,
          version: fetched.data.v,
          payload: fetched.data.payload,
          name: definition.name,
          userId: fetched.data.userId,
        };
      },
      renew: async (job) => {
        const result =
          await sql`update pgboss.job set expire_in = (now() - started_on) + ${`${lease} seconds`}::interval
          where id = ${job.id}::uuid and state = 'active'`.execute(db);
        return (result.numAffectedRows ?? 0n) > 0n;
      },
      progress: async (job, value) => {
        const row = { job_id: job.id, progress: JSON.stringify(value), updated_at: Date.now() };
        await db
          .insertInto('job_progress')
          .values(row)
          .onConflict((c) =>
            c.column('job_id').doUpdateSet({ progress: row.progress, updated_at: row.updated_at }),
          )
          .execute();
      },
      done: async (job) => {
        await boss.complete(job.name, job.id);
      },
      failed: async (_definition, job, error) => {
        await boss.fail(job.name, job.id, { message: error });
        return job.attempt >= job.maxAttempts;
      },
      dead: async (job, error) => {
        await sql`update pgboss.job set retry_limit = retry_count where id = ${job.id}::uuid`.execute(db);
        await boss.fail(job.name, job.id, { message: error });
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.close()));
    this.workers.clear();
    if (this.started) await this.boss.stop({ graceful: true, wait: true, close: true });
  }
}

import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../db/engine.js';
import type { Database, JobsTable } from '../db/schema.js';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  id: string;
  name: string;
  version: number;
  payload: unknown;
  maxAttempts: number;
  userId: number | null;
  now: number;
}

export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      id: job.id,
      name: job.name,
      version: job.version,
      payload: JSON.stringify(job.payload),
      state: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      run_at: job.now,
      user_id: job.userId,
      created_at: job.now,
      updated_at: job.now,
    })
    .execute();
}

export async function findJob(db: Kysely<Database>, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Claim {
  name: string;
  /** the claiming process's version of the kind: newer jobs are left to newer processes */
  version: number;
  owner: string;
  leaseMs: number;
  /** at most this many of the kind running (with a live lease) at once, over every process */
  concurrency: number;
  now: number;
}

/**
 * Takes the next due job of a kind, if fewer than `concurrency` run: one statement, so SQLite's
 * write lock makes it exact; PostgreSQL serialises the claims of a kind with an advisory lock.
 */
export async function claimNext(db: Kysely<Database>, claim: Claim): Promise<JobRow | undefined> {
  const { name, now } = claim;
  const claimOne = (tx: Kysely<Database>) =>
    tx
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        lease_owner: claim.owner,
        lease_expires_at: now + claim.leaseMs,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', '=', name)
          .where('state', '=', 'queued')
          .where('version', '<=', claim.version)
          .where('run_at', '<=', now)
          .orderBy('run_at')
          .orderBy('id')
          .limit(1),
      )
      .where(
        (eb) =>
          eb
            .selectFrom('jobs')
            .select((c) => c.fn.countAll().as('n'))
            .where('name', '=', name)
            .where('state', '=', 'running'),
        '<',
        claim.concurrency,
      )
      .returningAll()
      .executeTakeFirst();
  if (!isPostgres(db)) return claimOne(db);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${name}`}))`.execute(tx);
    return claimOne(tx);
  });
}

/** Keeps a claim alive; false when the job is no longer this owner's (its lease was taken back). */
export async function renewLease(
  db: Kysely<Database>,
  id: string,
  owner: string,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_expires_at: until })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type Outcome =
  { state: 'done' } | { state: 'queued'; runAt: number; error: string } | { state: 'dead'; error: string };

/** Ends this owner's run of a job: done, queued again for later, or dead with its reason. */
export async function settleJob(
  db: Kysely<Database>,
  id: string,
  owner: string,
  outcome: Outcome,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      state: outcome.state,
      lease_owner: null,
      lease_expires_at: null,
      run_at: outcome.state === 'queued' ? outcome.runAt : now,
      error: outcome.state === 'done' ? null : outcome.error,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function writeProgress(
  db: Kysely<Database>,
  id: string,
  owner: string,
  progress: unknown,
  now: number,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress: JSON.stringify(progress), updated_at: now })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Takes back the jobs of a kind whose run stopped without ending (lease expired; or, for the sole
 * consumer of a kind, any owner but itself): queued again while attempts are left, dead otherwise.
 * Returns those it made dead.
 */
export async function takeBackAbandoned(
  db: Kysely<Database>,
  take: { name: string; now: number; reason: string; exceptOwner?: string },
): Promise<JobRow[]> {
  const { name, now, reason, exceptOwner } = take;
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: eb.case().when('attempts', '>=', eb.ref('max_attempts')).then('dead').else('queued').end(),
      lease_owner: null,
      lease_expires_at: null,
      run_at: now,
      error: reason,
      updated_at: now,
    }))
    .where('name', '=', name)
    .where('state', '=', 'running')
    .where((eb) =>
      exceptOwner === undefined
        ? eb('lease_expires_at', '<', now)
        : eb.or([eb('lease_expires_at', '<', now), eb('lease_owner', '!=', exceptOwner)]),
    )
    .returningAll()
    .execute();
  return rows.filter((row) => row.state === 'dead');
}

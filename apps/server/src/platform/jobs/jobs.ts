import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobDefinition, JobProgress } from './job-definition.js';

export type JobState = 'queued' | 'running' | 'done' | 'dead';

/** A job as a client reads it: where it stands, what its handler last said, why it died. */
export interface JobRecord {
  id: string;
  name: string;
  version: number;
  state: JobState;
  attempts: number;
  progress: JobProgress | null;
  /** the last failure's message (of the run that made it dead, when dead) */
  error: string | null;
  userId: number | null;
}

export interface EnqueueOptions {
  /** the job's id, when the caller names it first (to record it on its own work, decisions/0027) */
  id?: string;
  /** the caller's transaction: the job commits with the caller's own record, or not at all */
  trx?: Kysely<Database>;
  /** the seller the job works for: its changes reach their open event streams */
  userId?: number;
}

/** A kind of job this process runs, with the services its handler receives. */
export interface JobBinding {
  definition: JobDefinition<unknown, unknown>;
  services: unknown;
}

export function bindJob<P, S>(definition: JobDefinition<P, S>, services: S): JobBinding {
  return { definition: definition as JobDefinition<unknown, unknown>, services };
}

export interface WorkOptions {
  /**
   * This process is the only one that runs these kinds (the catalog's jobs, decisions/0014): a job
   * of theirs still running under another owner when it starts was left by a stopped process, and
   * is taken back at once instead of when its lease expires.
   */
  isSoleConsumer?: boolean;
  /**
   * Told after each look for work of a kind, with how many of its jobs now run in this process: a
   * caller sees a worker looked and was refused by the cap, rather than waiting a while to guess.
   */
  onLook?: (name: string, runningHere: number) => void;
}

export interface JobWorker {
  /** Takes no new job, and waits for those running to end. */
  close(): Promise<void>;
}

/** Durable, versioned jobs over the app store's engine (decisions/0027). */
export interface Jobs {
  readonly driver: 'table' | 'pg-boss';
  enqueue<P>(definition: JobDefinition<P, never>, payload: P, options?: EnqueueOptions): Promise<string>;
  find(id: string): Promise<JobRecord | undefined>;
  /** Starts running these kinds in this process. */
  work(bindings: JobBinding[], options?: WorkOptions): Promise<JobWorker>;
  /** Stops every worker of this process (waiting for their jobs), then lets go of the engine. */
  close(): Promise<void>;
}

/** Settings every driver reads; tests shorten them. */
export interface JobTimings {
  /** how long a claim holds without being renewed (renewed every third of it while running) */
  leaseMs: number;
  /** how often an idle worker looks for work */
  pollMs: number;
  /**
   * The table driver's clock of leases and run times (Date.now when not given): a test moves it on
   * by hand, so a lease expires when the test says, never because a loaded machine stalled.
   */
  clock?: () => number;
}

export const DEFAULT_TIMINGS: JobTimings = { leaseMs: 30_000, pollMs: 1000 };

/** The reason of a job taken back from a process that stopped (killed) while running it. */
export const ABANDONED_MESSAGE = 'the process running the job stopped before it ended';

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

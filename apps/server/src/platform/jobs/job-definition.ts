import type { z } from 'zod';

/** What a handler writes about its work as it goes, e.g. `{ done, total }`; read by clients. */
export type JobProgress = Record<string, unknown>;

/** The job a handler runs, as its handler sees it. */
export interface RunningJob {
  id: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** aborted when the process stops taking work, or when the job lost its lease */
  signal: AbortSignal;
  /** Stores the job's progress (replacing the previous one); readable at once from every process. */
  progress(value: JobProgress): Promise<void>;
}

/** A handler's module: its default export runs one job. `S` is what the process gives it to work with. */
export type JobHandler<P, S> = (payload: P, job: RunningJob, services: S) => Promise<void>;

/**
 * A kind of job: a name, a version, the payload's schema and its handler, loaded on first use (a
 * dynamic import, so a process that never runs the job never loads its code). decisions/0027.
 */
export interface JobDefinition<P, S> {
  name: string;
  /**
   * Raised when the payload or the handler's meaning changes. A process never claims a job of a
   * newer version than its own; a job of an older version runs if its payload still parses with
   * this version's schema, and is dead with that reason otherwise.
   */
  version: number;
  payload: z.ZodType<P>;
  handler: () => Promise<{ default: JobHandler<P, S> }>;
  /** at most this many of the kind run at once (default 1) */
  concurrency?: number;
  /** runs before the job is dead (default 3) */
  maxAttempts?: number;
  /** the first retry's delay; each next one doubles it (default 1 s) */
  backoffMs?: number;
  /**
   * Told once when the job is dead (its last run failed, or its process stopped during it) with
   * the reason, so the work's own record can say so.
   */
  onDead?: (payload: P, reason: string, services: S) => Promise<void>;
}

export function defineJob<P, S>(definition: JobDefinition<P, S>): JobDefinition<P, S> {
  return definition;
}

export const DEFAULT_CONCURRENCY = 1;
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;

/** The delay before attempt `attempt + 1`: backoff, doubled with each attempt already made. */
export function retryDelayMs(definition: JobDefinition<unknown, unknown>, attempt: number): number {
  return (definition.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** Math.max(0, attempt - 1);
}

/** One claimed job as a driver hands it to the loop. */
export interface ClaimedJob {
  id: string;
  name: string;
  /** the seller the job works for, told of its changes */
  userId: number | null;
  attempt: number;
  maxAttempts: number;
  version: number;
  payload: unknown;
}

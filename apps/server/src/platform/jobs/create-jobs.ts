import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserEvents } from '../sse/user-events.js';
import { DEFAULT_TIMINGS, type Jobs, type JobTimings } from './jobs.js';
import { PgBossJobs } from './pg-boss-jobs.js';
import { TableJobs } from './table-jobs.js';

export type JobsDriver = Jobs['driver'];

export interface JobsSetup {
  db: Db;
  databaseUrl: string | undefined;
  timings?: JobTimings;
  log: FastifyBaseLogger;
  /** where a seller's jobs tell their changes */
  events?: UserEvents;
}

export function createJobsDriver(driver: JobsDriver, setup: JobsSetup): Jobs {
  const timings = setup.timings ?? DEFAULT_TIMINGS;
  if (driver === 'table') return new TableJobs(setup.db, timings, setup.log, setup.events);
  if (!setup.databaseUrl) throw new Error('the pg-boss jobs driver needs DATABASE_URL (PostgreSQL)');
  return new PgBossJobs(setup.databaseUrl, setup.db, timings, setup.log, setup.events);
}

/**
 * The jobs table in the app store on one machine (SQLite, the default); pg-boss when the app store
 * is PostgreSQL, where several worker processes share the work (DESIGN.md, decisions/0027).
 */
export function createJobs(setup: JobsSetup): Jobs {
  return createJobsDriver(setup.databaseUrl ? 'pg-boss' : 'table', setup);
}

import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import type { CatalogQueries } from './catalog-db.js';

/**
 * Fails the import runs a stopped process left "running" (kill -9, a full disk, a restart) that no
 * job carries out: those of the CLI and the demo data, imported in the process itself. Only the
 * process that opens the catalog file imports into it (decisions/0014), so when it opens the file
 * none of them can still be going; their rows were never committed. A run with a job is settled by
 * its job instead: run again, or failed when the job is dead (decisions/0027).
 */
export async function failInterruptedRuns(catalog: CatalogQueries, now = new Date()): Promise<number[]> {
  const rows = await catalog.all<{ id: number }>(
    `update import_runs set status = 'failed', error = $1, finished_at = $2::timestamp
     where status = 'running' and job_id is null returning id`,
    [IMPORT_INTERRUPTED_MESSAGE, now.toISOString()],
  );
  return rows.map((row) => row.id);
}

/** The runs still "running" that a job carries out, with their job's id. */
export async function runsWithJobs(catalog: CatalogQueries): Promise<{ id: number; jobId: string }[]> {
  return catalog.all<{ id: number; jobId: string }>(
    `select id, job_id as "jobId" from import_runs where status = 'running' and job_id is not null`,
  );
}

import { REPORT_STATE } from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { bindJob, type JobWorker } from '../../platform/jobs/jobs.js';
import { failAnalysis } from './risk-failure.js';
import { riskJob } from './risk-job.js';

const workers = new WeakMap<AppContext, Promise<JobWorker>>();

/** Said of an analysis whose job was lost (never queued, or gone without a word). */
export const RISK_LOST_MESSAGE = 'the analysis’s job was lost';

/**
 * Runs risk jobs in this process, the one that holds the catalog (decisions/0014), as their sole
 * consumer; then analyses in progress whose job is gone or dead end failed and are refunded
 * (the same reconciliation as the reports', decisions/0030).
 */
export function ensureRiskWorker(context: AppContext): Promise<JobWorker> {
  let worker = workers.get(context);
  if (!worker) {
    worker = (async () => {
      const catalog = await context.catalog();
      const services = { db: context.db, catalog, llm: context.llm, files: context.files };
      const definition = { ...riskJob, concurrency: context.config.REPORT_CONCURRENCY };
      const started = await context.jobs.work([bindJob(definition, services)], { isSoleConsumer: true });
      const open = await context.db
        .selectFrom('risk_analyses')
        .select(['id', 'job_id'])
        .where('state', '=', REPORT_STATE.inProgress)
        .execute();
      for (const analysis of open) {
        const job = await context.jobs.find(analysis.job_id);
        if (job?.state === 'queued' || job?.state === 'running' || job?.state === 'done') continue;
        await failAnalysis(context.db, analysis.id, job?.error ?? RISK_LOST_MESSAGE);
      }
      return started;
    })();
    worker.catch(() => workers.delete(context));
    workers.set(context, worker);
  }
  return worker;
}

/** Stops taking risk jobs and waits for those running (before the catalog closes). */
export async function stopRiskWorker(context: AppContext): Promise<void> {
  const worker = workers.get(context);
  workers.delete(context);
  await (await worker?.catch(() => undefined))?.close();
}

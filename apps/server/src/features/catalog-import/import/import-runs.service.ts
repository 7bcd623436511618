import crypto from 'node:crypto';
import { IMPORT_INTERRUPTED_MESSAGE, type ImportKind } from '@asinasin/contract';
import type { AppContext } from '../../../platform/context.js';
import { runsWithJobs } from '../../../platform/catalog/interrupted-runs.js';
import { bindJob, type JobWorker } from '../../../platform/jobs/jobs.js';
import { recordRun } from './import-file.js';
import { removeUpload, type ImportJobPayload } from './import-job-payload.js';
import { importJob } from './import-job.js';
import { amazonSyncJob } from '../amazon-account/sync-job.js';
import { amazonCatalogItemsJob } from '../amazon-account/catalog-items/catalog-items-job.js';
import { keepaBestSellersJob, keepaHistoryJob } from '../keepa/keepa-job.js';
import { failRun } from './import.repository.js';

/** A file received for import, waiting on disk in a folder of its own. */
export interface ReceivedImport {
  kind: ImportKind;
  fileName: string;
  path: string;
  uploadDir: string;
  checksum: string;
  marketplace?: string;
  from?: string;
  to?: string;
  userId?: number;
}

const workers = new WeakMap<AppContext, Promise<JobWorker>>();

/**
 * Runs import jobs in this process: only the one that holds the catalog (decisions/0014), which is
 * why it is their sole consumer, and why a job still "running" when it starts was left by a stopped
 * process. Then the runs are reconciled with their jobs (decisions/0027): a run whose job is gone,
 * ended or dead without saying so is failed with its reason.
 */
export function ensureImportWorker(context: AppContext): Promise<JobWorker> {
  let worker = workers.get(context);
  if (!worker) {
    worker = (async () => {
      const catalog = await context.catalog();
      // An Amazon account's sync and Keepa's history import too (decisions/0035, 0036); a local
      // SP-API answers at once.
      const pollMs = context.config.SP_API_ENDPOINT ? 50 : 15_000;
      const started = await context.jobs.work(
        [
          bindJob(importJob, { catalog, log: context.log }),
          bindJob(amazonSyncJob, { context, catalog, pollMs }),
          bindJob(amazonCatalogItemsJob, { context, catalog, pollMs }),
          bindJob(keepaHistoryJob, { catalog, keepa: context.keepa }),
          bindJob(keepaBestSellersJob, { catalog, keepa: context.keepa }),
        ],
        { isSoleConsumer: true },
      );
      for (const run of await runsWithJobs(catalog)) {
        const job = await context.jobs.find(run.jobId);
        if (job?.state === 'queued' || job?.state === 'running') continue;
        const reason = job?.state === 'dead' ? 'internal error' : IMPORT_INTERRUPTED_MESSAGE;
        await failRun(catalog, run.id, reason, new Date());
      }
      return started;
    })();
    // A start that failed (the catalog would not open) is tried again by the next import.
    worker.catch(() => workers.delete(context));
    workers.set(context, worker);
  }
  return worker;
}

/** Stops taking import jobs and waits for the one running (before the catalog closes). */
export async function stopImportWorker(context: AppContext): Promise<void> {
  const worker = workers.get(context);
  workers.delete(context);
  await (await worker?.catch(() => undefined))?.close();
}

/**
 * Records the run, then queues its job under the id the run names. The two live in different
 * stores (the catalog, the app store) and cannot commit together: a run whose job never got queued
 * is failed here at once, or by the reconciliation when the process stopped in between.
 */
export async function startImport(context: AppContext, received: ReceivedImport): Promise<number> {
  await ensureImportWorker(context);
  const catalog = await context.catalog();
  const jobId = crypto.randomUUID();
  const { uploadDir: _dir, ...request } = received;
  const run = await recordRun(catalog, request, { jobId });
  const payload: ImportJobPayload = { ...received, runId: run.runId, checksum: run.checksum };
  try {
    await context.jobs.enqueue(importJob, payload, { id: jobId, userId: received.userId });
  } catch (error) {
    await failRun(catalog, run.runId, 'internal error', new Date());
    await removeUpload(payload);
    throw error;
  }
  return run.runId;
}

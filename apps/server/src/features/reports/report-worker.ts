import { REPORT_STATE } from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { findWebDist } from '../../platform/http/web-assets.js';
import { bindJob, type JobWorker } from '../../platform/jobs/jobs.js';
import { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import { failReport } from './report-failure.js';
import { reportJob } from './report-job.js';

const workers = new WeakMap<AppContext, Promise<JobWorker>>();
const printers = new WeakMap<AppContext, PdfPrinter>();

/** Said of a report whose job was lost (never queued, or gone without a word). */
export const REPORT_LOST_MESSAGE = 'the report’s job was lost';

/**
 * Runs report jobs in this process: the one that holds the catalog (decisions/0014), hence their
 * sole consumer, and a job still "running" when it starts was left by a stopped process and is
 * taken back at once. Then reports in progress are reconciled with their jobs (decisions/0027):
 * one whose job is gone or dead without saying so ends failed and is refunded.
 */
export function ensureReportWorker(context: AppContext): Promise<JobWorker> {
  let worker = workers.get(context);
  if (!worker) {
    worker = (async () => {
      const catalog = await context.catalog();
      const definition = { ...reportJob, concurrency: context.config.REPORT_CONCURRENCY };
      // One Chromium for the process, a few pages at once: its memory is bounded (docs/reports.md).
      const pdf = new PdfPrinter({
        chromiumPath: context.config.CHROMIUM_PATH,
        webDist: findWebDist(context.config),
        maxPages: context.config.REPORT_PDF_CONCURRENCY,
      });
      printers.set(context, pdf);
      const services = {
        db: context.db,
        catalog,
        llm: context.llm,
        log: context.log,
        pdf,
        files: context.files,
      };
      const started = await context.jobs.work([bindJob(definition, services)], { isSoleConsumer: true });
      const open = await context.db
        .selectFrom('reports')
        .select(['id', 'generation', 'job_id'])
        .where('state', '=', REPORT_STATE.inProgress)
        .execute();
      for (const report of open) {
        const job = report.job_id ? await context.jobs.find(report.job_id) : undefined;
        if (job?.state === 'queued' || job?.state === 'running' || job?.state === 'done') continue;
        await failReport(
          context.db,
          { reportId: report.id, generation: report.generation },
          job?.error ?? REPORT_LOST_MESSAGE,
        );
      }
      return started;
    })();
    worker.catch(() => workers.delete(context));
    workers.set(context, worker);
  }
  return worker;
}

/** Stops taking report jobs and waits for those running (before the catalog closes). */
export async function stopReportWorker(context: AppContext): Promise<void> {
  const worker = workers.get(context);
  workers.delete(context);
  await (await worker?.catch(() => undefined))?.close();
  await printers.get(context)?.close();
  printers.delete(context);
}

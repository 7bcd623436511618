import { REPORT_STATE, type Language, type ReportContent } from '@asinasin/contract';
import { loadSalesModel } from '../../catalog/index.js';
import type { JobHandler } from '../../platform/jobs/job-definition.js';
import { buildAsinSections } from './content/asin-report.js';
import { buildMarketSections } from './content/market-report.js';
import type { ReportJobPayload, ReportJobServices } from './report-job.js';
import { writeReportPdf } from './report-pdf.js';
import { findReport, moveReport } from './reports.repository.js';
import { writeSummary } from './writing/write-summary.js';

/**
 * Makes one generation of a report: the sections from the catalog, then the written part, then
 * its PDF (the online view printed), then the report done with its content and file, all or
 * nothing: a report is done only once its PDF is written. A report no longer in progress at this
 * generation (deleted, ended, or made again since) is left alone: a re-run job does no harm.
 */
const runReportJob: JobHandler<ReportJobPayload, ReportJobServices> = async (payload, job, services) => {
  const { db, catalog, llm } = services;
  const report = await findReport(db, payload.reportId);
  if (!report || report.state !== REPORT_STATE.inProgress || report.generation !== payload.generation) return;
  const language = report.language as Language;
  const started = performance.now();
  await job.progress({ phase: 'data' });
  const built =
    report.kind === 'asin'
      ? await buildAsinSections(
          catalog,
          loadSalesModel(),
          { marketplace: report.marketplace, asin: report.asin! },
          language,
        )
      : await buildMarketSections(catalog, { marketplace: report.marketplace, keyword: report.keyword! });
  const dataDone = performance.now();
  await job.progress({ phase: 'writing' });
  const subject =
    report.kind === 'asin'
      ? `${report.marketplace} ${report.asin}`
      : `${report.marketplace} ${report.keyword}`;
  const writing = await writeSummary(llm, {
    kind: report.kind,
    subject,
    sections: built.sections,
    language,
    userId: report.user_id,
    signal: job.signal,
  });
  const content: ReportContent = {
    kind: report.kind,
    marketplace: report.marketplace,
    subject,
    generatedAt: new Date().toISOString(),
    sections: built.sections,
    writing,
  };
  const writingDone = performance.now();
  await job.progress({ phase: 'pdf' });
  const { file, renderingMs, pdfMs } = await writeReportPdf(services, report, content);
  const isDone = await moveReport(
    db,
    { id: report.id, state: REPORT_STATE.inProgress, generation: payload.generation },
    {
      state: REPORT_STATE.done,
      content: JSON.stringify(content),
      file,
      failure: null,
      updated_at: Date.now(),
    },
  );
  // Deleted or made again while printing: its file would belong to nothing.
  if (!isDone) await services.files.delete(file);
  // Where the time went, for the operator and bench:reports (docs/reports.md, Benchmark).
  const stages = {
    dataMs: Math.round(dataDone - started),
    writingMs: Math.round(writingDone - dataDone),
    renderingMs: Math.round(renderingMs),
    pdfMs: Math.round(pdfMs),
  };
  services.log.info({ reportId: report.id, kind: report.kind, stages }, 'report made');
  await job.progress({ phase: 'done', ...stages });
};
export default runReportJob;

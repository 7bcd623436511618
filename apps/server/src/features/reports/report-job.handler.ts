import { REPORT_STATE, type Language, type ReportContent } from '@asinasin/contract';
import { loadSalesModel } from '../../catalog/index.js';
import type { JobHandler } from '../../platform/jobs/job-definition.js';
import { buildAsinSections } from './content/asin-report.js';
import { buildMarketSections } from './content/market-report.js';
import type { ReportJobPayload, ReportJobServices } from './report-job.js';
import { findReport, moveReport } from './reports.repository.js';
import { writeSummary } from './writing/write-summary.js';

/**
 * Makes one generation of a report: the sections from the catalog, then the written part, then
 * the report done with its content, all or nothing. A report no longer in progress at this
 * generation (deleted, ended, or made again since) is left alone: a re-run job does no harm.
 */
const runReportJob: JobHandler<ReportJobPayload, ReportJobServices> = async (payload, job, services) => {
  const { db, catalog, llm } = services;
  const report = await findReport(db, payload.reportId);
  if (!report || report.state !== REPORT_STATE.inProgress || report.generation !== payload.generation) return;
  const language = report.language as Language;
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
  await moveReport(
    db,
    { id: report.id, state: REPORT_STATE.inProgress, generation: payload.generation },
    { state: REPORT_STATE.done, content: JSON.stringify(content), failure: null, updated_at: Date.now() },
  );
  await job.progress({ phase: 'done' });
};
export default runReportJob;

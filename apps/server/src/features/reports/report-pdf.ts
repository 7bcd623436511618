import type { Language, ReportContent } from '@asinasin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportRow } from '../../platform/db/schema.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { translate } from '../../platform/i18n/messages.js';
import { PrintUnavailableError, type PdfPrinter, type Printout } from '../../platform/pdf/pdf-printer.js';
import { contentSaid } from './report-view.js';

/** The web page the printer prints: the report view, handed its report by the printer. */
export const REPORT_PRINT_PATH = '/report-print';

/** One file per generation, so an update's PDF never overwrites the one a link still points at. */
export const reportFileKey = (reportId: number, generation: number) =>
  `reports/r${reportId}-g${generation}.pdf`;

/** The title the online view gives the report (pages/*-online-page.tsx). */
export const reportTitleOf = (report: Pick<ReportRow, 'kind' | 'asin' | 'marketplace' | 'keyword'>) =>
  report.kind === 'asin' ? `${report.asin} · ${report.marketplace}` : (report.keyword ?? '');

/**
 * The report's PDF, in the seller's language, written under DATA_DIR: the online view printed
 * (docs/reports.md). Without Chromium or the web app the report cannot be done: the reason is a
 * message the seller reads in their language, the operator's detail goes to the log.
 */
export async function writeReportPdf(
  services: { pdf: PdfPrinter; files: FileStore; log: FastifyBaseLogger },
  report: ReportRow,
  content: ReportContent,
): Promise<{ file: string; renderingMs: number; pdfMs: number }> {
  const language = report.language as Language;
  let printout: Printout;
  try {
    printout = await services.pdf.print({
      path: REPORT_PRINT_PATH,
      language,
      data: { title: reportTitleOf(report), content: contentSaid(content, language) },
      footer: translate(language, 'reports.pdfFooter'),
    });
  } catch (error) {
    if (!(error instanceof PrintUnavailableError)) throw error;
    services.log.error({ reportId: report.id, reason: error.message }, 'report PDF cannot be printed');
    throw new Error('reports.pdfUnavailable', { cause: error });
  }
  const file = reportFileKey(report.id, report.generation);
  await services.files.put(file, printout.pdf);
  return { file, renderingMs: printout.renderingMs, pdfMs: printout.pdfMs };
}

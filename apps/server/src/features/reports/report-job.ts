import { REPORT_JOB_NAME } from '@asinasin/contract';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob } from '../../platform/jobs/job-definition.js';
import type { LlmService } from '../../platform/llm/llm-service.js';
import type { PdfPrinter } from '../../platform/pdf/pdf-printer.js';
import { failReport } from './report-failure.js';

export const reportJobPayload = z.object({
  reportId: z.number().int(),
  /** the generation this job makes: a job of an older one finds its report moved on and stops */
  generation: z.number().int(),
});
export type ReportJobPayload = z.infer<typeof reportJobPayload>;

export interface ReportJobServices {
  db: Db;
  catalog: CatalogDb;
  llm: LlmService;
  log: FastifyBaseLogger;
  /** prints the report view to its PDF, the job's last stage (platform/pdf) */
  pdf: PdfPrinter;
  files: FileStore;
}

/**
 * One report generated as a durable job (decisions/0027, docs/reports.md). It reads the catalog,
 * so it runs in the process that holds the catalog file (decisions/0014); at most
 * REPORT_CONCURRENCY at once (set where the worker binds it). A job that is dead ends its report
 * failed and refunds its charge, once.
 */
export const reportJob = defineJob<ReportJobPayload, ReportJobServices>({
  name: REPORT_JOB_NAME,
  version: 1,
  payload: reportJobPayload,
  handler: () => import('./report-job.handler.js'),
  maxAttempts: 3,
  backoffMs: 1000,
  async onDead(payload, reason, { db }) {
    await failReport(db, payload, reason);
  },
});

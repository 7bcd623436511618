import { z } from 'zod';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { defineJob } from '../../platform/jobs/job-definition.js';
import type { LlmService } from '../../platform/llm/llm-service.js';
import { failAnalysis } from './risk-failure.js';

export const riskJobPayload = z.object({ analysisId: z.number().int() });
export type RiskJobPayload = z.infer<typeof riskJobPayload>;

export interface RiskJobServices {
  db: Db;
  catalog: CatalogDb;
  llm: LlmService;
  files: FileStore;
}

/**
 * One infringement-risk analysis as a durable job (decisions/0027, 0040). It reads the catalog, so
 * it runs in the process that holds the catalog file (decisions/0014). A dead job ends its
 * analysis failed and refunds its charge, once.
 */
export const riskJob = defineJob<RiskJobPayload, RiskJobServices>({
  name: 'risk.analyse',
  version: 1,
  payload: riskJobPayload,
  handler: () => import('./risk-job.handler.js'),
  maxAttempts: 2,
  backoffMs: 1000,
  async onDead(payload, reason, { db }) {
    await failAnalysis(db, payload.analysisId, reason);
  },
});

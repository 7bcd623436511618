import {
  REPORT_STATE,
  riskContentSchema,
  type Language,
  type RiskAnalysis,
  type RiskLevel,
} from '@asinasin/contract';
import type { RiskAnalysisRow } from '../../platform/db/risk-table.js';
import { translate } from '../../platform/i18n/messages.js';

/** One analysis as the seller sees it; a failure is said in their language with its refund. */
export function analysisOf(row: RiskAnalysisRow, language: Language): RiskAnalysis {
  return {
    id: row.id,
    state: row.state,
    progress: row.progress,
    marketplace: row.marketplace,
    asin: row.asin,
    title: row.title,
    brand: row.brand,
    hasImage: row.image !== null,
    level: (row.level as RiskLevel | null) ?? null,
    failure:
      row.state === REPORT_STATE.failed
        ? translate(language, 'risk.failedReason', { reason: row.failure ?? '' })
        : null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    content: row.content ? riskContentSchema.parse(JSON.parse(row.content)) : null,
  };
}

import {
  REPORT_STATE,
  type AsinReportCard,
  type Language,
  type MarketReportCard,
  type Missing,
  type ReportContent,
  type ReportView,
} from '@asinasin/contract';
import type { ReportRow } from '../../platform/db/schema.js';
import { isMessageKey, translate } from '../../platform/i18n/messages.js';

/** A stored reason, said in the seller's language with SPEC §5's wording around it. */
function failureOf(row: ReportRow, language: Language): string | null {
  if (row.state !== REPORT_STATE.failed) return null;
  return translate(language, 'reports.failedReason', { reason: row.failure ?? '' });
}

/** The PDF's link, once printed (platform/pdf); '' until then. */
const urlOf = (_row: ReportRow) => '';

export function asinCardOf(row: ReportRow, language: Language): AsinReportCard {
  return {
    id: row.id,
    asin: row.asin ?? '',
    state: row.state,
    url: urlOf(row),
    product: row.card,
    failure: failureOf(row, language),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export function marketCardOf(row: ReportRow, language: Language): MarketReportCard {
  return {
    id: row.id,
    niche_id: row.niche_id ?? '',
    keyword: row.keyword ?? '',
    state: row.state,
    url: urlOf(row),
    market: row.card,
    failure: failureOf(row, language),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

function said(missing: Missing, language: Language): Missing {
  const params = Object.fromEntries(Object.entries(missing.params).map(([k, v]) => [k, String(v)]));
  return {
    ...missing,
    text: isMessageKey(missing.key) ? translate(language, missing.key, params) : missing.key,
  };
}

/** The report as the online view (and its PDF) shows it: every gap said in the viewer's language. */
export function reportViewOf(row: ReportRow, language: Language): ReportView {
  const content = row.content ? (JSON.parse(row.content) as ReportContent) : null;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    failure: failureOf(row, language),
    url: urlOf(row),
    content: content && {
      ...content,
      sections: content.sections.map((section) => ({
        ...section,
        missing: section.missing.map((m) => said(m, language)),
        figures: section.figures.map((f) => ({ ...f, missing: f.missing && said(f.missing, language) })),
      })),
    },
  };
}

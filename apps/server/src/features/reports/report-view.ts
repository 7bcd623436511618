import {
  REPORT_STATE,
  type AsinReportCard,
  type FigureSource,
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
  // A reason the product knows (the PDF printer missing) is a message key, said in the reader's language.
  const reason = row.failure && isMessageKey(row.failure) ? translate(language, row.failure) : row.failure;
  return translate(language, 'reports.failedReason', { reason: reason ?? '' });
}

/** The PDF's signed link (report-link.ts), or '' while there is no PDF. */
export type LinkOf = (row: ReportRow) => string;

export function asinCardOf(row: ReportRow, language: Language, urlOf: LinkOf): AsinReportCard {
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

export function marketCardOf(row: ReportRow, language: Language, urlOf: LinkOf): MarketReportCard {
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

/** A message with its parameters; a parameter that is itself a message key (a reason) is said first. */
function said(missing: Missing, language: Language): Missing {
  const plain = Object.fromEntries(Object.entries(missing.params).map(([k, v]) => [k, String(v)]));
  const params = Object.fromEntries(
    Object.entries(plain).map(([k, v]) => [k, isMessageKey(v) ? translate(language, v, plain) : v]),
  );
  return {
    ...missing,
    text: isMessageKey(missing.key) ? translate(language, missing.key, params) : missing.key,
  };
}

/** A source with its curve or rule said in the reader's language. */
function sourceSaid<T extends { source: FigureSource | null }>(item: T, language: Language): T {
  const note = item.source?.note;
  return note ? { ...item, source: { ...item.source!, note: said(note, language) } } : item;
}

/**
 * A report's content with every gap and every source's words said in the reader's language (the
 * online view and the PDF).
 */
export function contentSaid(content: ReportContent, language: Language): ReportContent {
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      missing: section.missing.map((m) => said(m, language)),
      figures: section.figures.map((f) =>
        sourceSaid({ ...f, missing: f.missing && said(f.missing, language) }, language),
      ),
      tables: section.tables.map((table) => sourceSaid(table, language)),
      charts: section.charts.map((chart) => sourceSaid(chart, language)),
    })),
  };
}

/** The report as the online view (and its PDF) shows it: every gap said in the viewer's language. */
export function reportViewOf(row: ReportRow, language: Language, urlOf: LinkOf): ReportView {
  const content = row.content ? (JSON.parse(row.content) as ReportContent) : null;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    failure: failureOf(row, language),
    url: urlOf(row),
    content: content && contentSaid(content, language),
  };
}

import type { Language, ReportContent, ReportSection } from '@asinasin/contract';
import type { LlmService } from '../../../platform/llm/llm-service.js';
import type { ChatMessage } from '../../../platform/llm/llm.js';
import { numbersOf } from '../content/figures.js';
import { allowedNumbers, flaggedSentences } from './flag-numbers.js';
import { offlineSummary } from './offline-summary.js';

/** The report's figures, compact, as the only facts a model is given (docs/reports.md). */
function factsOf(sections: ReportSection[]) {
  return sections.map((s) => ({
    section: s.key,
    figures: Object.fromEntries(
      s.figures
        .filter((f) => f.value !== null)
        .map((f) => [f.key, f.band ? { value: f.value, band: f.band } : f.value]),
    ),
    tables: s.tables.map((t) => ({ table: t.key, columns: t.columns, rows: t.rows.slice(0, 10) })),
  }));
}

function messagesFor(
  kind: 'asin' | 'market',
  subject: string,
  sections: ReportSection[],
  language: Language,
): ChatMessage[] {
  const tongue = language === 'zh-CN' ? 'Simplified Chinese' : 'English';
  return [
    {
      role: 'system',
      content:
        `You write the summary and recommendations of an Amazon ${kind === 'asin' ? 'product' : 'market'} report in ${tongue}. ` +
        'Use only the figures given as JSON. Name a number only as it appears there, and say which figure it is. ' +
        'Never estimate, extrapolate or invent numbers; when a figure is missing, say it is missing. ' +
        'Write a short summary paragraph, then 3 to 5 recommendations, one per line starting with "- ".',
    },
    { role: 'user', content: JSON.stringify({ subject, sections: factsOf(sections) }) },
  ];
}

/** The written part: through the LLM platform, offline rules by default; unknown numbers flagged. */
export async function writeSummary(
  llm: LlmService,
  request: {
    kind: 'asin' | 'market';
    subject: string;
    sections: ReportSection[];
    language: Language;
    userId: number;
    signal?: AbortSignal;
  },
): Promise<ReportContent['writing']> {
  const result = await llm.generate(
    {
      purpose: `report-${request.kind}`,
      userId: request.userId,
      messages: messagesFor(request.kind, request.subject, request.sections, request.language),
      sampling: { temperature: 0.3, topP: 0.9 },
      maxTokens: 1200,
      offline: () => offlineSummary(request.kind, request.sections, request.language),
      signal: request.signal,
    },
    () => undefined,
  );
  const texts = request.sections.flatMap((s) => [
    ...s.figures.map((f) => String(f.value ?? '')),
    ...s.tables.flatMap((t) => t.rows.flat().map((c) => String(c ?? ''))),
  ]);
  const allowed = allowedNumbers(numbersOf(request.sections), [request.subject, ...texts]);
  return {
    text: result.text,
    ruleBased: llm.info.ruleBased,
    model: llm.info.model,
    flagged: flaggedSentences(result.text, allowed),
  };
}

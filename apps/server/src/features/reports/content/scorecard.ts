import fs from 'node:fs';
import path from 'node:path';
import type { Figure, ReportSection } from '@asinasin/contract';
import { z } from 'zod';
import { findShippedData } from '../../../platform/shipped-data.js';
import { marketGap } from './figures.js';

/** data/reports/opportunity.json: the thresholds an operator edits (docs/reports.md). */
const scorecardFile = z.object({
  checks: z.array(
    z.object({
      key: z.string(),
      figure: z.string(),
      op: z.enum(['>=', '<=']),
      threshold: z.number(),
    }),
  ),
});
export type Scorecard = z.infer<typeof scorecardFile>;

export function loadScorecard(): Scorecard {
  const dir = findShippedData('reports', 'opportunity.json');
  if (!dir) throw new Error('data/reports/opportunity.json is missing from this installation');
  return scorecardFile.parse(JSON.parse(fs.readFileSync(path.join(dir, 'opportunity.json'), 'utf8')));
}

/** Each check against the report's own figures: passed, failed, or unknown when the figure is. */
export function scorecardSection(card: Scorecard, figures: Figure[]): ReportSection {
  const rows = card.checks.map((check) => {
    const value = figures.find((f) => f.key === check.figure)?.value;
    const known = typeof value === 'number';
    const pass = !known ? null : check.op === '>=' ? value >= check.threshold : value <= check.threshold;
    return [
      check.key,
      check.figure,
      `${check.op} ${check.threshold}`,
      known ? value : null,
      pass === null ? 'unknown' : pass ? 'pass' : 'fail',
    ];
  });
  const passed = rows.filter((r) => r[4] === 'pass').length;
  const known = rows.filter((r) => r[4] !== 'unknown').length;
  return {
    key: 'scorecard',
    figures: [
      {
        key: 'checksPassed',
        value: passed,
        band: null,
        unit: null,
        source: { kind: 'derived', detail: 'data/reports/opportunity.json', date: null },
        missing: null,
      },
      {
        key: 'checksKnown',
        value: known,
        band: null,
        unit: null,
        source: { kind: 'derived', detail: 'data/reports/opportunity.json', date: null },
        missing: null,
      },
    ],
    tables: [
      {
        key: 'checks',
        columns: ['check', 'figure', 'threshold', 'value', 'result'],
        rows,
        source: { kind: 'derived', detail: 'data/reports/opportunity.json', date: null },
      },
    ],
    charts: [],
    missing: known < rows.length ? [marketGap('unknownFigures')] : [],
  };
}

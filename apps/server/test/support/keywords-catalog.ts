import type { App } from '../../src/app.js';
import { importIntoCatalog } from './catalog.js';
import { searchTermsReport, type ReportTerm } from './search-terms-report.js';

// Hand-made Brand Analytics reports for the keyword tests (never shown to a seller): two weeks and
// a month of amazon.com, and a week of amazon.co.uk that must never leak into US answers.
export const WEEK_1 = { start: '2024-01-07', end: '2024-01-13' };
export const WEEK_2 = { start: '2024-01-14', end: '2024-01-20' };
export const MONTH = { start: '2024-01-01', end: '2024-01-31' };

const week1: ReportTerm[] = [
  {
    term: 'garlic press',
    rank: 100,
    clicked: [
      ['B0GARLIC01', 0.3, 0.2],
      ['B0GARLIC02', 0.2, 0.1],
      ['B0GARLIC03', 0.1, 0.05],
    ],
  },
  { term: 'garlic press stainless steel', rank: 500, clicked: [['B0GARLIC01', 0.4, 0.3]] },
  {
    term: 'garlic peeler',
    rank: 800,
    clicked: [
      ['B0GARLIC02', 0.5, 0.4],
      ['B0PEELER01', 0.15, 0.1],
    ],
  },
  { term: 'garlicky sauce', rank: 50, clicked: [['B0SAUCE001', 0.2, 0.1]] },
  { term: 'press for garlic', rank: 900, clicked: [['B0GARLIC03', 0.25, 0.15]] },
  { term: 'lemon squeezer', rank: 30, clicked: [['B0LEMON001', 0.6, 0.5]] },
];

const week2: ReportTerm[] = [
  {
    term: 'garlic press',
    rank: 80,
    clicked: [
      ['B0GARLIC01', 0.32, 0.22],
      ['B0GARLIC02', 0.18, 0.12],
      ['B0GARLIC03', 0.11, 0.04],
    ],
  },
  { term: 'garlic peeler', rank: 700, clicked: [['B0GARLIC02', 0.45, 0.3]] },
  {
    term: 'garlic rocker',
    rank: 300,
    clicked: [
      ['B0GARLIC01', 0.35, 0.25],
      ['B0GARLIC02', 0.15, 0.1],
    ],
  },
  { term: '@ garlic mincer', rank: 1000, clicked: [['B0GARLIC03', 0.05, 0.01]] },
  { term: 'lemon squeezer', rank: 20, clicked: [['B0LEMON001', 0.55, 0.45]] },
];

const month: ReportTerm[] = [
  { term: 'garlic press', rank: 90, clicked: [['B0GARLIC01', 0.31, 0.21]] },
  { term: 'lemon squeezer', rank: 15, clicked: [['B0LEMON001', 0.5, 0.4]] },
];

/** Imports the four reports through the real pipeline. */
export async function importKeywordReports(app: App): Promise<void> {
  const reports: [string, string][] = [
    ['week-1.json', searchTermsReport(WEEK_1, week1)],
    ['week-2.json', searchTermsReport(WEEK_2, week2)],
    ['month.json', searchTermsReport({ ...MONTH, reportPeriod: 'MONTH' }, month)],
    [
      'uk-week-2.json',
      searchTermsReport(
        WEEK_2,
        [{ term: 'garlic press', rank: 5, clicked: [['B0GARLIC01', 0.9, 0.9]] }],
        'A1F83G8C2ARO7P',
      ),
    ],
  ];
  for (const [fileName, text] of reports) {
    const run = await importIntoCatalog(app, 'search-terms', text, { fileName });
    if (run.status !== 'done') throw new Error(`fixture ${fileName} did not import: ${JSON.stringify(run)}`);
  }
}

import type { App } from '../../src/app.js';
import { importIntoCatalog } from './catalog.js';
import { searchTermsReport, type ReportTerm } from './search-terms-report.js';

/**
 * Hand-made Brand Analytics reports for the ABA calls' tests (never shown to a seller): three
 * weeks of amazon.com, a second department in week 2, and two catalog products. The expected
 * values in the tests are computed by hand from these numbers.
 */
export const WEEK_1 = { start: '2024-06-02', end: '2024-06-08' };
export const WEEK_2 = { start: '2024-06-09', end: '2024-06-15' };
export const WEEK_3 = { start: '2024-06-16', end: '2024-06-22' };

export const WEEK_1_TERMS: ReportTerm[] = [
  {
    term: 'garlic press',
    rank: 100,
    clicked: [
      ['B0GARLIC01', 0.2, 0.1],
      ['B0GARLIC02', 0.15, 0.05],
      ['B0GARLIC03', 0.1, 0.02],
    ],
  },
  {
    term: 'lemon squeezer',
    rank: 500,
    clicked: [
      ['B0LEMON001', 0.05, 0.01],
      ['B0LEMON002', 0.04, 0.01],
      ['B0LEMON003', 0.03, 0],
    ],
  },
  {
    term: 'yoga mat',
    rank: 50,
    clicked: [
      ['B0YOGA0001', 0.5, 0.3],
      ['B0YOGA0002', 0.2, 0.1],
      ['B0GARLIC01', 0.1, 0],
    ],
  },
  { term: 'old term', rank: 1000, clicked: [['B0OLD00001', 0.1, 0.1]] },
  {
    term: 'big faller',
    rank: 10,
    clicked: [
      ['B0FALL0001', 0.1, 0.05],
      ['B0FALL0002', 0.1, 0.05],
      ['B0FALL0003', 0.1, 0.05],
    ],
  },
  { term: 'rising from deep', rank: 300_000, clicked: [['B0RISE0001', 0.4, 0.2]] },
];

export const WEEK_2_TERMS: ReportTerm[] = [
  { term: 'garlic press', rank: 80, clicked: [['B0GARLIC01', 0.25, 0.12]] },
  { term: 'lemon squeezer', rank: 1000, clicked: [['B0LEMON001', 0.06, 0.02]] },
  { term: 'yoga mat', rank: 40, clicked: [['B0YOGA0001', 0.45, 0.3]] },
  { term: 'big faller', rank: 200_000, clicked: [['B0FALL0001', 0.1, 0.05]] },
  { term: 'new term', rank: 300, clicked: [['B0GARLIC01', 0.1, 0.05]] },
  { term: 'rising from deep', rank: 5000, clicked: [['B0RISE0001', 0.4, 0.2]] },
  { term: 'garlic press', rank: 5, clicked: [['B0GARLIC09', 0.3, 0.1]], department: 'Kitchen' },
];

export const WEEK_3_TERMS: ReportTerm[] = [
  {
    term: 'garlic press',
    rank: 60,
    clicked: [
      ['B0GARLIC01', 0.3, 0.15],
      ['B0GARLIC04', 0.1, 0.04],
    ],
  },
  { term: 'garlic mincer', rank: 700, clicked: [['B0GARLIC04', 0.2, 0.1]] },
  { term: 'crusher', rank: 90, clicked: [['B0GARLIC01', 0.1, 0.1]] },
  { term: 'unrelated', rank: 20, clicked: [['B0OTHER001', 0.3, 0.1]] },
];

const PRODUCTS_CSV = `marketplace,asin,title,image_url,price,currency,rating,rating_count,bsr,bsr_category,bought_past_month
US,B0GARLIC01,Garlic Press Stainless Steel,https://m.media-amazon.com/images/I/garlic.jpg,19.99,USD,4.5,1200,150,Home & Kitchen,2000
US,B0YOGA0001,Yoga Mat Thick,,35.00,USD,4.3,5000,,,
`;

/** Imports the three weeks and the products; returns the weeks' run ids. */
export async function importAbaFixture(app: App) {
  const runs = [];
  for (const [period, terms, fileName] of [
    [WEEK_1, WEEK_1_TERMS, 'week-1.json'],
    [WEEK_2, WEEK_2_TERMS, 'week-2.json'],
    [WEEK_3, WEEK_3_TERMS, 'week-3.json'],
  ] as const) {
    const run = await importIntoCatalog(app, 'search-terms', searchTermsReport(period, terms), { fileName });
    if (run.status !== 'done') throw new Error(`fixture ${fileName} did not import: ${JSON.stringify(run)}`);
    runs.push(run);
  }
  const products = await importIntoCatalog(app, 'products', PRODUCTS_CSV, { fileName: 'aba-products.csv' });
  if (products.accepted !== 2) throw new Error(`fixture products: ${JSON.stringify(products)}`);
  return runs;
}

import { keywordMineQuery, type KeywordMineInput } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { importKeywordReports, MONTH } from '../../../test/support/keywords-catalog.js';
import { searchTermsReport, type ReportTerm } from '../../../test/support/search-terms-report.js';
import { useTestApp } from '../../../test/support/test-app.js';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { mineKeywords } from './keywords.repository.js';
import { loadMiningIndex } from './mining-index-load.js';
import { heldIndexes } from './mining-index.js';

// The newest week, after the shared fixture's two: what mining holds in memory.
const WEEK_3 = { start: '2024-01-21', end: '2024-01-27' };
const week3 = `${WEEK_3.start}/${WEEK_3.end}`;

// Terms that could trip the twin: punctuation, case, CJK, a full-width space (not white space to
// DuckDB's \s), a tab (white space to \s, not to the roots' ' '), double and edge spaces, words
// inside words, astral characters (JavaScript's `<` orders them apart from DuckDB).
const ODD_TERMS = [
  'garlic press',
  'garlic-press 2 pack',
  'Garlic Press',
  'espresso press',
  'press, garlic',
  "garlic press (stainless) women's",
  '蒜泥器 garlic press',
  '蒜泥器　不锈钢',
  'garlic  press double space',
  'garlic\tpress tab',
  ' garlic press edge ',
  'presser foot',
  'lemon squeezer',
  'case 😀 phone',
  'case ｚ phone',
  'for for for',
  'the and for',
];

// A deterministic pseudo-random report (synthetic, test only): skewed words so they combine like
// searches, shares of four decimals whose sums drift (0.1 + 0.2), one to three clicked products,
// some terms in a second department, ranks that tie.
const VOCABULARY = 'garlic press lemon case phone for kids baby pet kitchen bamboo set 2 pack mini the'.split(
  ' ',
);
function syntheticTerms(count: number, seed: number): ReportTerm[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const terms = new Map<string, ReportTerm>();
  while (terms.size < count) {
    const length = 1 + Math.floor(next() ** 2 * 5);
    const term = Array.from({ length }, () => VOCABULARY[Math.floor(next() ** 2 * VOCABULARY.length)]).join(
      ' ',
    );
    const share = () => Math.round(next() * 3000) / 10000;
    const slots = 1 + Math.floor(next() * 3);
    const clicked = Array.from({ length: slots }, (_, k) => [
      `B0SYNTH${String(k).padStart(3, '0')}`,
      share(),
      share(),
    ]);
    const department = next() < 0.1 ? 'Books' : 'Amazon.com';
    terms.set(`${department}|${term}`, {
      term,
      rank: 1 + Math.floor(next() * count * 0.8),
      clicked: clicked as ReportTerm['clicked'],
      department,
    });
  }
  return [...terms.values()];
}

const week3Terms = (): ReportTerm[] => [
  ...ODD_TERMS.map((term, i): ReportTerm => ({
    term,
    rank: i + 1,
    clicked: [
      ['B0ODD00001', 0.1, 0.2],
      ['B0ODD00002', 0.2, 0.1],
    ],
  })),
  // in another department than in week 2: the SQL trend shows week 2 for it, with no rank
  { term: 'garlic rocker', rank: 40, clicked: [['B0ROCKER01', 0.3, 0.1]], department: 'Kitchen' },
  ...syntheticTerms(700, 11),
];

const FILTERS: KeywordMineInput[] = [
  { seed: 'garlic' },
  { seed: 'press' },
  { seed: 'Garlic' },
  { seed: 'garlic press' },
  { seed: 'garlic press', phrase: true },
  { seed: 'press garlic', phrase: true },
  { seed: 'garlic, press' },
  { seed: ',', phrase: true },
  { seed: ',' },
  { seed: '蒜泥器' },
  { seed: '(stainless)' },
  { seed: 'case', exclude: ['😀'] },
  { seed: 'press', include: ['garlic'], exclude: ['espresso', '2'] },
  { seed: 'kids', exclude: ['pet', 'baby', 'nowhere'] },
  { seed: 'set 2 pack', phrase: true, include: ['kids'] },
  { seed: 'for', wordCount: { min: 3 }, rank: { max: 300 } },
  { seed: 'for', clickConcentration: { min: 0.1, max: 0.3 } },
  { seed: 'pack', clickConcentration: { max: 0.3 }, rank: { min: 10, max: 500 } },
  { seed: 'case phone', department: 'Amazon.com' },
  { seed: 'kitchen', department: 'Books' },
  { seed: 'lemon', department: 'Nowhere' },
  { seed: 'nowhere' },
];
const SORTS = ['rank', 'clickConcentration', 'conversionShare', 'wordCount', 'term'] as const;

describe('keyword mining in memory', () => {
  const t = useTestApp('sqlite');
  let catalog: CatalogDb;

  // the SQL the memory replaced: a transaction is never mined from memory
  const bySql = (input: KeywordMineInput) =>
    catalog.transaction((tx) => mineKeywords(tx, keywordMineQuery.parse(input)));
  const inMemory = (input: KeywordMineInput) => mineKeywords(catalog, keywordMineQuery.parse(input));
  const heldUs = async () => (await heldIndexes(catalog)).filter((index) => index.marketplace === 'US');

  beforeAll(async () => {
    await importKeywordReports(t.app);
    await importIntoCatalog(t.app, 'search-terms', searchTermsReport(WEEK_3, week3Terms()));
    catalog = await t.app.context.catalog();
  });

  it('answers as the SQL does: every filter, sort, order and page, rows, trend and roots', async () => {
    // every sort and order on the broadest seeds; each other filter on one of them in turn (all of
    // them on every filter took a minute on a loaded 2-core machine)
    const ORDERS = ['asc', 'desc'] as const;
    const everyWay = FILTERS.slice(0, 2).flatMap((filter) =>
      SORTS.flatMap((sort) => ORDERS.map((order) => ({ ...filter, sort, order }))),
    );
    const inTurn = FILTERS.slice(2).map((filter, i) => ({
      ...filter,
      sort: SORTS[i % SORTS.length]!,
      order: ORDERS[Math.floor(i / SORTS.length) % 2]!,
    }));
    let rows = 0;
    for (const { sort, ...filter } of [...everyWay, ...inTurn]) {
      const input = { ...filter, period: week3, sort, size: 7, page: sort === 'rank' ? 2 : 1 };
      const [memory, sql] = [await inMemory(input), await bySql(input)];
      expect(memory, JSON.stringify(input)).toEqual(sql);
      rows += memory.rows.length;
    }
    // the comparison compared something, and what it compared was read from memory
    expect(rows).toBeGreaterThan(150);
    const week = (await heldUs()).find((index) => index.period.start === WEEK_3.start)!;
    expect(week.size).toBeGreaterThan(700);
    expect(week.trend!.map((p) => p.period.start)).toEqual(['2024-01-07', '2024-01-14', '2024-01-21']);
  });

  it('answers as the SQL does past the last page, deep pages and a month', async () => {
    for (const input of [
      { seed: 'for', period: week3, page: 400, size: 50 },
      { seed: 'the', period: week3, page: 3, size: 100, sort: 'term' as const, order: 'desc' as const },
      // the newest period of the marketplace: the month
      { seed: 'garlic' },
      // not the newest of its length: by SQL
      { seed: 'garlic', period: '2024-01-14/2024-01-20' },
    ]) {
      expect(await inMemory(input), JSON.stringify(input)).toEqual(await bySql(input));
    }
    // the newest period of each length (the import read them ahead): the month and the third week
    expect(
      (await heldUs()).map((index) => index.period).sort((a, b) => a.start.localeCompare(b.start)),
    ).toEqual([MONTH, WEEK_3]);
  });

  it('reads the trend by SQL when a length has more periods than memory keeps, with the same answer', async () => {
    for (let week = 0; week < 12; week++) {
      const start = new Date(Date.UTC(2023, 9, 1 + week * 7));
      const end = new Date(start.getTime() + 6 * 86_400_000);
      const period = { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
      const terms: ReportTerm[] = [
        { term: 'garlic press', rank: 10 + week, clicked: [['B0GARLIC01', 0.2, 0.1]] },
      ];
      await importIntoCatalog(t.app, 'search-terms', searchTermsReport(period, terms), {
        fileName: `old-week-${week}.json`,
      });
    }
    const input = { seed: 'garlic', period: week3 };
    const memory = await inMemory(input);
    expect(memory).toEqual(await bySql(input));
    expect(memory.rows.find((row) => row.term === 'garlic press')!.trend).toHaveLength(15);
    const index = (await heldIndexes(catalog)).find((held) => held.period.start === WEEK_3.start);
    expect(index!.trend).toBeNull();
  });

  it('leaves a period that does not fit in the memory budget to the SQL', async () => {
    const read = (room: number) =>
      catalog.transaction((tx) => loadMiningIndex(tx, 'US', WEEK_3, 'stamp', room));
    const whole = await read(Infinity);
    expect(whole!.size).toBeGreaterThan(700);
    expect(await read(whole!.size * 100)).toBeNull();
  });
});

import type { KeywordMineInput, TermPeriod } from '@asinasin/contract';
import { keywordMineQuery } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { importKeywordReports, WEEK_1, WEEK_2 } from '../../../test/support/keywords-catalog.js';
import { searchTermsReport, type ReportTerm } from '../../../test/support/search-terms-report.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { mineAllStatement, rootsStatement, type TermMatch } from './keywords.sql.js';

// Terms with what a real report holds and what could trip a word index: punctuation inside and
// around words, digits, a hyphen, upper case (Amazon lowers terms, a file may not), Chinese, a
// full-width space (not white space to DuckDB's \s), words inside words ("press" in "espresso").
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
  'presser foot',
  'lemon squeezer',
];

// A deterministic pseudo-random report: terms of 1 to 5 words drawn with a skew from a small
// vocabulary, so words repeat and combine like real searches (synthetic, test only).
const VOCABULARY = 'garlic press lemon case phone for kids baby pet kitchen bamboo set 2 pack mini'.split(
  ' ',
);
function syntheticTerms(count: number, seed: number): ReportTerm[] {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) ** 2;
  const terms = new Set<string>();
  while (terms.size < count) {
    const length = 1 + Math.floor(next() * 5);
    terms.add(Array.from({ length }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(' '));
  }
  return [...terms].map((term, i) => ({ term, rank: i + 1, clicked: [['B0SYNTH001', 0.2, 0.1]] }));
}

const QUERIES: KeywordMineInput[] = [
  { seed: 'garlic' },
  { seed: 'press' },
  { seed: 'Garlic' },
  { seed: 'garlic press' },
  { seed: 'garlic press', phrase: true },
  { seed: 'press garlic', phrase: true },
  { seed: 'garlic, press' },
  { seed: 'garlic-press' },
  { seed: '蒜泥器' },
  { seed: '蒜泥器　不锈钢' },
  { seed: '(stainless)' },
  { seed: "women's" },
  { seed: 'press', include: ['garlic'], exclude: ['espresso', '2'] },
  { seed: 'kids', exclude: ['pet', 'baby'] },
  { seed: 'set 2 pack', phrase: true, include: ['kids'] },
  { seed: 'for', wordCount: { min: 3 }, rank: { max: 300 } },
  { seed: 'case phone', department: 'Amazon.com' },
  { seed: 'nowhere' },
];

describe('the word index of search terms', () => {
  const t = useTestApp('sqlite');
  const other = { start: '2024-03-03', end: '2024-03-09' };

  beforeAll(async () => {
    await importKeywordReports(t.app);
    const odd = ODD_TERMS.map((term, i) => ({ term, rank: i + 1, clicked: [['B0ODD00001', 0.3, 0.1]] }));
    await importIntoCatalog(
      t.app,
      'search-terms',
      searchTermsReport(other, [...odd, ...syntheticTerms(400, 7)] as ReportTerm[]),
    );
  });

  async function bothWays(input: KeywordMineInput, period: TermPeriod) {
    const catalog = await t.app.context.catalog();
    const query = keywordMineQuery.parse(input);
    const run = (match: TermMatch) =>
      catalog.all<{ term: string; department: string }>(
        mineAllStatement(query, period, 'search_terms', match).sql,
        mineAllStatement(query, period, 'search_terms', match).params,
      );
    const roots = (match: TermMatch) => {
      const statement = rootsStatement(query, period, 60, 'search_terms', match);
      return catalog.all(statement.sql, statement.params);
    };
    return {
      index: await run('index'),
      scan: await run('scan'),
      indexRoots: await roots('index'),
      scanRoots: await roots('scan'),
    };
  }

  it('finds row for row what testing every term finds: words, phrases, case, punctuation, CJK', async () => {
    let found = 0;
    for (const period of [WEEK_1, WEEK_2, other]) {
      for (const input of QUERIES) {
        const { index, scan, indexRoots, scanRoots } = await bothWays(input, period);
        expect(index, JSON.stringify(input)).toEqual(scan);
        expect(indexRoots, JSON.stringify(input)).toEqual(scanRoots);
        found += index.length;
      }
    }
    // the comparison compared something: the seeds find terms in every period
    expect(found).toBeGreaterThan(100);
    const { index } = await bothWays({ seed: 'garlic press', phrase: true }, other);
    // a phrase's words in a row, once spaced: not "garlic  press", not "press, garlic"
    expect(
      index
        .map((row) => row.term)
        .filter((term) => ODD_TERMS.includes(term))
        .sort(),
    ).toEqual(['garlic press', "garlic press (stainless) women's", '蒜泥器 garlic press'].sort());
  });

  it('follows a period imported again: replaced terms leave the index, new ones join it', async () => {
    await importIntoCatalog(
      t.app,
      'search-terms',
      searchTermsReport(WEEK_1, [
        { term: 'garlic press', rank: 1, clicked: [['B0GARLIC01', 0.5, 0.2]] },
        { term: 'garlic roaster clay', rank: 2, clicked: [['B0ROAST001', 0.4, 0.2]] },
      ]),
      { fileName: 'week-1-again.json' },
    );
    for (const input of QUERIES.concat([{ seed: 'roaster' }, { seed: 'garlic roaster', phrase: true }])) {
      const { index, scan } = await bothWays(input, WEEK_1);
      expect(index, JSON.stringify(input)).toEqual(scan);
    }
    expect((await bothWays({ seed: 'roaster' }, WEEK_1)).index.map((row) => row.term)).toEqual([
      'garlic roaster clay',
    ]);
    const catalog = await t.app.context.catalog();
    // each row's words once: a second import of the period left no stale or doubled entries
    const [counts] = await catalog.all<{ entries: number; expected: number }>(
      `select (select count(*) from search_term_words) as entries,
         (select sum(len(list_distinct(list_filter(regexp_split_to_array(search_term, '\\s'), w -> w <> ''))))
          from search_terms) as expected`,
    );
    expect(Number(counts!.entries)).toBe(Number(counts!.expected));
  });
});

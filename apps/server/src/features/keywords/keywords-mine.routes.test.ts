import { API, type KeywordMineInput } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { importKeywordReports, MONTH, WEEK_1, WEEK_2 } from '../../../test/support/keywords-catalog.js';

const w1 = `${WEEK_1.start}/${WEEK_1.end}`;
const w2 = `${WEEK_2.start}/${WEEK_2.end}`;
const terms = (body: { data: { rows: { term: string }[] } }) => body.data.rows.map((row) => row.term);

describe('keyword mining API', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  const mine = (body: KeywordMineInput | Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url: API.keywordMine, headers: auth, payload: body });

  beforeAll(async () => {
    headers = (await createSeller(t.app)).headers;
  });

  it('answers an empty catalog with no period and no rows', async () => {
    const res = await mine({ seed: 'garlic' });
    expect(res.json().data).toEqual({
      period: null,
      periods: [],
      sources: [],
      departments: [],
      total: 0,
      rows: [],
      roots: [],
    });
  });

  it('answers 401 to a visitor, for the table and the CSV', async () => {
    for (const url of [API.keywordMine, API.keywordMineCsv]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { seed: 'garlic' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).not.toBe(1);
    }
  });

  it('refuses a bad query with the field named', async () => {
    await importKeywordReports(t.app);
    const bad: Record<string, unknown>[] = [
      {},
      { seed: '   ' },
      { seed: 'garlic', period: '2024-01-07' },
      { seed: 'garlic', clickConcentration: { min: 0.8, max: 0.2 } },
      { seed: 'garlic', clickConcentration: { max: 2 } },
      { seed: 'garlic', include: ['two words'] },
      { seed: 'garlic', sort: 'volume' },
      { seed: 'garlic', size: 500 },
      { seed: 'garlic', marketplace: 'TR' },
    ];
    for (const body of bad) {
      for (const url of [API.keywordMine, API.keywordMineCsv]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
        expect({ body, url, status: res.statusCode }).toEqual({ body, url, status: 400 });
        expect(res.json().code).not.toBe(1);
      }
    }
    const reversed = await mine({ seed: 'garlic', clickConcentration: { min: 0.8, max: 0.2 } });
    expect(reversed.json().msg).toBe('字段 clickConcentration.min 无效：最小值不能大于最大值');
  });

  it('takes the latest period by default and lists every period with its sources', async () => {
    const res = await mine({ seed: 'garlic' });
    const data = res.json().data;
    expect(data.period).toEqual(MONTH);
    expect(data.periods).toEqual([MONTH, WEEK_2, WEEK_1]);
    expect(data.sources).toMatchObject([{ fileName: 'month.json' }]);
    expect(data.departments).toEqual(['Amazon.com']);
    // The month's trend reads months only: a week's rank is another scale.
    expect(data.rows).toEqual([
      {
        term: 'garlic press',
        department: 'Amazon.com',
        rank: 90,
        searchVolume: null,
        clickConcentration: 0.31,
        conversionShare: 0.21,
        wordCount: 2,
        clicked: [{ asin: 'B0GARLIC01', clickRank: 1, clickShare: 0.31, conversionShare: 0.21 }],
        trend: [{ ...MONTH, rank: 90 }],
      },
    ]);
  });

  it('mines whole words of a week, with shares summed, the weekly trend and the word roots', async () => {
    const res = await mine({ seed: 'garlic', period: w2 });
    const data = res.json().data;
    expect(data.total).toBe(4);
    expect(terms(res.json())).toEqual(['garlic press', 'garlic rocker', 'garlic peeler', '@ garlic mincer']);
    expect(data.rows[0]).toEqual({
      term: 'garlic press',
      department: 'Amazon.com',
      rank: 80,
      searchVolume: null,
      clickConcentration: 0.61,
      conversionShare: 0.38,
      wordCount: 2,
      clicked: [
        { asin: 'B0GARLIC01', clickRank: 1, clickShare: 0.32, conversionShare: 0.22 },
        { asin: 'B0GARLIC02', clickRank: 2, clickShare: 0.18, conversionShare: 0.12 },
        { asin: 'B0GARLIC03', clickRank: 3, clickShare: 0.11, conversionShare: 0.04 },
      ],
      trend: [
        { ...WEEK_1, rank: 100 },
        { ...WEEK_2, rank: 80 },
      ],
    });
    expect(data.rows[1].trend).toEqual([
      { ...WEEK_1, rank: null },
      { ...WEEK_2, rank: 300 },
    ]);
    expect(data.sources).toMatchObject([{ fileName: 'week-2.json' }]);
    expect(data.roots).toEqual([
      { word: '@', terms: 1 },
      { word: 'mincer', terms: 1 },
      { word: 'peeler', terms: 1 },
      { word: 'press', terms: 1 },
      { word: 'rocker', terms: 1 },
    ]);
  });

  it('never matches part of a word, leaves stop words out of the roots, and keeps marketplaces apart', async () => {
    const res = await mine({ seed: 'GARLIC', period: w1 });
    expect(terms(res.json())).toEqual([
      'garlic press',
      'garlic press stainless steel',
      'garlic peeler',
      'press for garlic',
    ]);
    expect(res.json().data.roots).toEqual([
      { word: 'press', terms: 3 },
      { word: 'peeler', terms: 1 },
      { word: 'stainless', terms: 1 },
      { word: 'steel', terms: 1 },
    ]);
    const uk = await mine({ seed: 'garlic', marketplace: 'UK' });
    expect(uk.json().data).toMatchObject({ period: WEEK_2, total: 1, rows: [{ rank: 5 }] });
    expect((await mine({ seed: 'garlicky', period: w1 })).json().data.total).toBe(1);
    expect((await mine({ seed: 'garl', period: w1 })).json().data.total).toBe(0);
  });

  it('filters on phrase, words, ranges and include/exclude words, and sorts and pages', async () => {
    const cases: [KeywordMineInput, string[]][] = [
      [
        { seed: 'garlic press', period: w1 },
        ['garlic press', 'garlic press stainless steel', 'press for garlic'],
      ],
      [{ seed: 'garlic press', phrase: true, period: w1 }, ['garlic press', 'garlic press stainless steel']],
      [{ seed: 'garlic', period: w1, include: ['Stainless'] }, ['garlic press stainless steel']],
      [{ seed: 'garlic', period: w1, exclude: ['press'] }, ['garlic peeler']],
      [
        { seed: 'garlic', period: w1, wordCount: { min: 3 } },
        ['garlic press stainless steel', 'press for garlic'],
      ],
      [{ seed: 'garlic', period: w1, clickConcentration: { min: 0.5 } }, ['garlic press', 'garlic peeler']],
      [
        { seed: 'garlic', period: w1, rank: { min: 200, max: 800 } },
        ['garlic press stainless steel', 'garlic peeler'],
      ],
      [
        { seed: 'garlic', period: w1, sort: 'clickConcentration', order: 'desc' },
        ['garlic peeler', 'garlic press', 'garlic press stainless steel', 'press for garlic'],
      ],
      [
        { seed: 'garlic', period: w1, sort: 'wordCount', order: 'desc' },
        ['garlic press stainless steel', 'press for garlic', 'garlic peeler', 'garlic press'],
      ],
      [{ seed: 'garlic', period: '2023-01-01/2023-01-07' }, []],
    ];
    for (const [body, expected] of cases) {
      const res = await mine(body);
      expect({ body, terms: terms(res.json()), total: res.json().data.total }).toEqual({
        body,
        terms: expected,
        total: expected.length,
      });
    }
    const page2 = await mine({ seed: 'garlic', period: w1, size: 2, page: 2 });
    expect(page2.json().data).toMatchObject({ total: 4 });
    expect(terms(page2.json())).toEqual(['garlic peeler', 'press for garlic']);
    const past = await mine({ seed: 'garlic', period: w1, size: 2, page: 3 });
    expect(past.json().data).toMatchObject({ total: 4, rows: [] });
    // the roots follow the filters: the words of what is left
    const left = await mine({ seed: 'garlic', period: w1, exclude: ['press'] });
    expect(left.json().data.roots).toEqual([{ word: 'peeler', terms: 1 }]);
  });

  it('exports the whole result as CSV: BOM, headers in the seller language, formulas defused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.keywordMineCsv,
      headers,
      payload: { seed: 'garlic', period: w2, size: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="keywords-garlic-US-2024-01-20.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]!.startsWith('搜索词,类目,搜索频率排名,搜索量,')).toBe(true);
    expect(lines.slice(1)).toEqual([
      'garlic press,Amazon.com,80,,0.61,0.38,2,B0GARLIC01,0.32,0.22,B0GARLIC02,0.18,0.12,B0GARLIC03,0.11,0.04,2024-01-14,2024-01-20',
      'garlic rocker,Amazon.com,300,,0.5,0.35,2,B0GARLIC01,0.35,0.25,B0GARLIC02,0.15,0.1,,,,2024-01-14,2024-01-20',
      'garlic peeler,Amazon.com,700,,0.45,0.3,2,B0GARLIC02,0.45,0.3,,,,,,,2024-01-14,2024-01-20',
      "'@ garlic mincer,Amazon.com,1000,,0.05,0.01,3,B0GARLIC03,0.05,0.01,,,,,,,2024-01-14,2024-01-20",
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: API.keywordMineCsv,
      headers: { ...headers, 'accept-language': 'en-US' },
      payload: { seed: 'garlic', period: w2, exclude: ['press', 'rocker', 'peeler', 'mincer'] },
    });
    expect(
      english.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n'),
    ).toEqual([
      'Search term,Department,Search frequency rank,Search volume,Click concentration (top 3 click share sum),Conversion share (sum),Word count,#1 clicked ASIN,#1 click share,#1 conversion share,#2 clicked ASIN,#2 click share,#2 conversion share,#3 clicked ASIN,#3 click share,#3 conversion share,Period start,Period end',
    ]);
  });
});

import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { importAbaFixture, WEEK_1, WEEK_2 } from '../../../test/support/aba-catalog.js';

const terms = (body: { data: { rows: { term: string }[] } }) => body.data.rows.map((row) => row.term);

describe('ABA calls: periods, browse, opportunities, 401 and 400', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  let runIds: number[];

  beforeAll(async () => {
    runIds = (await importAbaFixture(t.app)).map((run) => run.runId);
    headers = (await createSeller(t.app)).headers;
  });

  const call = (url: string, body: Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload: body });
  const report = { department: 'Amazon.com', period: WEEK_1 };

  it('answers 401 to a visitor on every call', async () => {
    // valid bodies: validation runs before the session check
    const calls: [string, Record<string, unknown>][] = [
      [API.abaPeriods, {}],
      [API.abaBrowse, report],
      [API.abaMovers, { department: 'Amazon.com', from: WEEK_1, to: WEEK_2 }],
      [API.abaOpportunities, report],
      [API.abaProducts, report],
      [API.abaTerm, { term: 'garlic press' }],
    ];
    for (const [path, body] of calls) {
      const res = await call(path, body, {});
      expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
      expect(res.json().code).not.toBe(1);
    }
  });

  it('lists the imported departments and periods with their row counts and imports', async () => {
    const res = await call(API.abaPeriods, { marketplace: 'US' });
    expect(res.statusCode).toBe(200);
    const periods = res.json().data.periods;
    expect(
      periods.map((p: { department: string; start: string; terms: number }) => [
        p.start,
        p.department,
        p.terms,
      ]),
    ).toEqual([
      ['2024-06-16', 'Amazon.com', 4],
      ['2024-06-09', 'Amazon.com', 6],
      ['2024-06-09', 'Kitchen', 1],
      ['2024-06-02', 'Amazon.com', 6],
    ]);
    expect(periods[3]).toMatchObject({
      end: '2024-06-08',
      sources: [{ runId: runIds[0], fileName: 'week-1.json', importedAt: expect.stringMatching(/^\d{4}-/) }],
    });
    expect((await call(API.abaPeriods, { marketplace: 'UK' })).json().data.periods).toEqual([]);
  });

  it('browses a report by rank with its clicked products, concentration and source', async () => {
    const res = await call(API.abaBrowse, report);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(6);
    expect(terms(res.json())).toEqual([
      'big faller',
      'yoga mat',
      'garlic press',
      'lemon squeezer',
      'old term',
      'rising from deep',
    ]);
    expect(data.rows[2]).toEqual({
      term: 'garlic press',
      rank: 100,
      clicked: [
        { asin: 'B0GARLIC01', clickShare: 0.2, conversionShare: 0.1 },
        { asin: 'B0GARLIC02', clickShare: 0.15, conversionShare: 0.05 },
        { asin: 'B0GARLIC03', clickShare: 0.1, conversionShare: 0.02 },
      ],
      clickConcentration: 0.45,
      conversionConcentration: 0.17,
    });
    expect(data.rows[4]).toMatchObject({
      term: 'old term',
      clicked: [{ asin: 'B0OLD00001' }],
      clickConcentration: 0.1,
    });
    expect(data.sources).toEqual([
      { runId: runIds[0], fileName: 'week-1.json', importedAt: expect.any(String) },
    ]);
  });

  it('filters by part of the term and a rank range, sorts either way and pages', async () => {
    const cases: [Record<string, unknown>, string[], number][] = [
      [{ term: 'GARLIC' }, ['garlic press'], 1],
      [{ rankMin: 50, rankMax: 500 }, ['yoga mat', 'garlic press', 'lemon squeezer'], 3],
      [
        { sort: 'term' },
        ['big faller', 'garlic press', 'lemon squeezer', 'old term', 'rising from deep', 'yoga mat'],
        6,
      ],
      [
        { sort: 'clickConcentration', order: 'desc', size: 2, page: 2 },
        ['rising from deep', 'big faller'],
        6,
      ],
      [{ sort: 'rank', order: 'desc', size: 1 }, ['rising from deep'], 6],
      [{ size: 5, page: 3 }, [], 6],
      [{ term: 'nothing like it' }, [], 0],
    ];
    for (const [filters, expected, total] of cases) {
      const res = await call(API.abaBrowse, { ...report, ...filters });
      expect({ filters, terms: terms(res.json()), total: res.json().data.total }).toEqual({
        filters,
        terms: expected,
        total,
      });
    }
    const kitchen = await call(API.abaBrowse, { department: 'Kitchen', period: WEEK_2 });
    expect(kitchen.json().data).toMatchObject({ total: 1, rows: [{ term: 'garlic press', rank: 5 }] });
  });

  it('finds opportunities: a good rank and top three taking at most the threshold of clicks', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      // big faller's 0.1 + 0.1 + 0.1 is exactly the default 30 %: it passes
      [{}, ['big faller', 'lemon squeezer', 'old term']],
      [{ maxClickConcentration: 0.2 }, ['lemon squeezer', 'old term']],
      [{ rankMax: 600 }, ['big faller', 'lemon squeezer']],
      [
        { rankMax: 1_000_000, maxClickConcentration: 0.4 },
        ['big faller', 'lemon squeezer', 'old term', 'rising from deep'],
      ],
      [{ period: WEEK_2 }, ['garlic press', 'new term', 'lemon squeezer']],
    ];
    for (const [filters, expected] of cases) {
      const res = await call(API.abaOpportunities, { ...report, ...filters });
      expect({ filters, terms: terms(res.json()) }).toEqual({ filters, terms: expected });
    }
  });

  it('refuses bad input with the envelope and the field named', async () => {
    const bad: [string, Record<string, unknown>][] = [
      [API.abaBrowse, { period: WEEK_1 }],
      [API.abaBrowse, { ...report, period: { start: '2024-06-08', end: '2024-06-02' } }],
      [API.abaBrowse, { ...report, period: { start: 'June', end: '2024-06-02' } }],
      [API.abaBrowse, { ...report, rankMin: 500, rankMax: 50 }],
      [API.abaBrowse, { ...report, rankMin: 0 }],
      [API.abaBrowse, { ...report, sort: 'title' }],
      [API.abaBrowse, { ...report, size: 1000 }],
      [API.abaBrowse, { ...report, marketplace: 'TR' }],
      [API.abaOpportunities, { ...report, maxClickConcentration: -0.1 }],
      [API.abaMovers, { department: 'Amazon.com', from: WEEK_2, to: WEEK_1 }],
      [API.abaMovers, { department: 'Amazon.com', from: WEEK_1, to: WEEK_2, direction: 'sideways' }],
      [API.abaProducts, { ...report, sort: 'price' }],
      [API.abaTerm, { term: '' }],
      [API.abaPeriods, { marketplace: 'XX' }],
    ];
    for (const [path, body] of bad) {
      const res = await call(path, body);
      expect({ path, body, status: res.statusCode }).toEqual({ path, body, status: 400 });
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg.length).toBeGreaterThan(0);
    }
    const reversed = await call(API.abaBrowse, { ...report, rankMin: 500, rankMax: 50 });
    expect(reversed.json().msg).toBe('字段 rankMin 无效：最小值不能大于最大值');
    const english = await call(
      API.abaBrowse,
      { ...report, size: 1000 },
      { ...headers, 'accept-language': 'en-US' },
    );
    expect(english.json().msg).toBe('Field size is invalid: must be at most 100');
  });
});

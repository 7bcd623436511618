import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from './support/catalog.js';
import { createSeller } from './support/factories.js';
import { searchTermsReport } from './support/search-terms-report.js';
import { useTestApp } from './support/test-app.js';

/**
 * The top clicked products of a term read the same on every screen (decisions/0028): Brand
 * Analytics and keyword mining take them from one mapper with one rounding. Shares with more
 * decimals than any screen shows make a second rounding visible.
 */
const WEEK = { start: '2024-07-07', end: '2024-07-13' };
const CLICKED: [string, number, number][] = [
  ['B0SHARE001', 0.1234567, 0.0456789],
  ['B0SHARE002', 0.0654321, 0.0123456],
  ['B0SHARE003', 0.0100001, 0],
];

describe('click shares on the Brand Analytics and keyword screens', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  const call = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.json().code).toBe(1);
    return res.json().data;
  };

  beforeAll(async () => {
    headers = (await createSeller(t.app)).headers;
    const report = searchTermsReport(WEEK, [{ term: 'garlic press', rank: 42, clicked: CLICKED }]);
    const run = await importIntoCatalog(t.app, 'search-terms', report, { fileName: 'shares.json' });
    expect(run.status).toBe('done');
  });

  it('gives the same shares and concentration for the same term side by side', async () => {
    const period = `${WEEK.start}/${WEEK.end}`;
    const [mined, reverse, browse, term] = await Promise.all([
      call(API.keywordMine, { seed: 'garlic', period }),
      call(API.keywordReverse, { asins: ['B0SHARE001'], period }),
      call(API.abaBrowse, { department: 'Amazon.com', period: WEEK }),
      call(API.abaTerm, { term: 'garlic press' }),
    ]);
    const expected = [
      { asin: 'B0SHARE001', clickShare: 0.123457, conversionShare: 0.045679 },
      { asin: 'B0SHARE002', clickShare: 0.065432, conversionShare: 0.012346 },
      { asin: 'B0SHARE003', clickShare: 0.01, conversionShare: 0 },
    ];
    const keywordScreens = expected.map((c, i) => ({ ...c, clickRank: i + 1 }));
    expect(mined.rows[0].clicked).toEqual(keywordScreens);
    expect(reverse.rows[0].clicked).toEqual(keywordScreens);
    expect(browse.rows[0].clicked).toEqual(expected);
    expect(term.periods[0].clicked).toEqual(expected);

    const concentration = 0.198889; // 0.1234567 + 0.0654321 + 0.0100001, to a millionth
    expect(mined.rows[0].clickConcentration).toBe(concentration);
    expect(browse.rows[0].clickConcentration).toBe(concentration);
    expect(term.periods[0].clickConcentration).toBe(concentration);
  });
});

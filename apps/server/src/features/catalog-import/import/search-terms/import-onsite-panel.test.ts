import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasSharedData, SHARED_DATA } from '../../../../../test/support/shared-data.js';
import { importFile } from '../import-file.js';
import { useTestCatalog } from '../../../../../test/support/import-catalog.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-panel-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const t = useTestCatalog();

function file(name: string, lines: string[]): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, lines.join('\r\n'));
  return at;
}
const terms = (at: string, marketplace?: string) =>
  importFile(t.catalog, { kind: 'search-terms', fileName: path.basename(at), path: at, marketplace });
const searches = () =>
  t.catalog.all(
    `select marketplace, search_term, strftime(day, '%Y-%m-%d') as day, rank, users, site_visits, category
     from onsite_searches order by day, rank, search_term`,
  );
const labels = () =>
  t.catalog.all('select marketplace, search_term, label from search_term_labels order by search_term');

const PANEL_HEADER = 'DATE,OSS_KEYWORD,USERS,SITE_VISITS,RANK,KEYWORD_CATEGORY';
const SHARED = path.join(SHARED_DATA, 'search_terms');

describe.skipIf(!hasSharedData)('on-site search panel, shared files', () => {
  it('imports the 2021 daily top 10 with the panel’s estimates as given, once', async () => {
    const at = path.join(SHARED, 'amazon_us_onsite_search_top10_daily_2021.csv');
    const summary = await terms(at, 'US');
    expect(summary).toMatchObject({
      status: 'done',
      format: 'onsite-search-panel',
      read: 3785,
      accepted: 3785,
      rejected: 0,
      reasons: [],
    });
    expect(await t.count('onsite_searches')).toBe(3785);
    const rows = await searches();
    expect(rows[0]).toEqual({
      marketplace: 'US',
      search_term: 'ps5',
      day: '2021-01-01',
      rank: 1,
      users: 183.648516762,
      site_visits: 187.396445676,
      category: 'Toy & Games',
    });
    // The last line of the file: a tie at rank 10 on the year's last day.
    expect(rows.at(-1)).toEqual({
      marketplace: 'US',
      search_term: 'spiderman',
      day: '2021-12-31',
      rank: 10,
      users: 75.235214488,
      site_visits: 75.235214488,
      category: 'Movie',
    });
    const [span] = await t.catalog.all<{ days: number; terms: number; first: string; last: string }>(
      `select count(distinct day) as days, count(distinct search_term) as terms,
         strftime(min(day), '%Y-%m-%d') as first, strftime(max(day), '%Y-%m-%d') as last from onsite_searches`,
    );
    expect(span).toMatchObject({ first: '2021-01-01', last: '2021-12-31', days: 365 });

    const again = await terms(at, 'US');
    expect(again).toMatchObject({ status: 'unchanged', accepted: 0 });
    expect(again.message).toBe(`already imported by run ${summary.runId}; nothing changed`);
    expect(await t.count('onsite_searches')).toBe(3785);
  });

  it('imports the 294 keyword labels', async () => {
    const at = path.join(SHARED, 'amazon_us_onsite_search_keyword_categories.csv');
    const summary = await terms(at, 'US');
    expect(summary).toMatchObject({
      status: 'done',
      format: 'search-term-labels',
      read: 294,
      accepted: 294,
      rejected: 0,
    });
    const rows = await labels();
    expect(rows).toHaveLength(294);
    expect(rows).toContainEqual({
      marketplace: 'US',
      search_term: 'portable air conditioner',
      label: 'Air Conditioner',
    });
    expect(await terms(at, 'US')).toMatchObject({ status: 'unchanged' });
  });

  it('refuses a panel file imported without its marketplace, and imports it once named', async () => {
    const at = path.join(SHARED, 'amazon_us_onsite_search_top10_daily_2021.csv');
    const refused = await terms(at);
    expect(refused).toMatchObject({ status: 'failed', format: null, accepted: 0 });
    expect(refused.message).toContain('do not name their marketplace');
    expect(await t.count('onsite_searches')).toBe(0);
    expect(await terms(at, 'US')).toMatchObject({ status: 'done', accepted: 3785 });
  });
});

describe('on-site search panel, rows and files it refuses', () => {
  it('refuses each bad row with its line and reason, and keeps the good ones', async () => {
    const at = file('panel.csv', [
      PANEL_HEADER,
      '2021-01-01,ps5,183.648516762,187.396445676,1,Toy & Games',
      '2021-13-01,xbox,10,11,2,Toy & Games',
      '2021-01-01,  ,10,11,3,',
      '2021-01-01,monitor,-5,11,4,Computer',
      '2021-01-01,laptop,12,many,5,Computer',
      '2021-01-01,airpods,12,13,0,Electronics',
      '2021-01-01,kindle,12,13,1.5,Electronics',
      '2021-01-01, PS5 ,90,91,6,Toy & Games',
      '2021-01-02,ps5,170.5,171,1,',
      '01/03/2021,ps5,1,1,1,Toy & Games',
      '2021-01-01,covid test,12,13,,Covid Test',
      '2021-02-30,ps5,1,1,1,Toy & Games',
    ]);
    const summary = await terms(at, 'US');
    expect(summary).toMatchObject({ status: 'done', read: 12, accepted: 2, rejected: 10 });
    expect(summary.reasons).toEqual([
      { line: 3, reason: 'DATE: "2021-13-01" is not a date (YYYY-MM-DD)' },
      { line: 4, reason: 'OSS_KEYWORD: missing' },
      { line: 5, reason: 'USERS: "-5" is not a number from 0' },
      { line: 6, reason: 'SITE_VISITS: "many" is not a number' },
      { line: 7, reason: 'RANK: "0" is not a whole number from 1' },
      { line: 8, reason: 'RANK: "1.5" is not a whole number' },
      { line: 9, reason: 'duplicate of line 2' },
      { line: 11, reason: 'DATE: "01/03/2021" is not a date (YYYY-MM-DD)' },
      { line: 12, reason: 'RANK: missing' },
      { line: 13, reason: 'DATE: "2021-02-30" is not a date (YYYY-MM-DD)' },
    ]);
    expect(await searches()).toEqual([
      expect.objectContaining({ search_term: 'ps5', day: '2021-01-01', users: 183.648516762 }),
      {
        marketplace: 'US',
        search_term: 'ps5',
        day: '2021-01-02',
        rank: 1,
        users: 170.5,
        site_visits: 171,
        category: null,
      },
    ]);
  });

  it('stores a term trimmed and in lower case', async () => {
    await terms(file('case.csv', [PANEL_HEADER, '2021-02-01,  Nintendo Switch ,5,6,1,Toy & Games']), 'US');
    expect((await searches())[0]).toMatchObject({ search_term: 'nintendo switch', rank: 1 });
  });

  it('refuses a file with a column missing or renamed, or empty, importing nothing', async () => {
    const row = '2021-01-01,ps5,1,1,1,Toy & Games';
    const cases: [string[], string][] = [
      [
        ['DATE,OSS_KEYWORD,USER_COUNT,SITE_VISITS,RANK,KEYWORD_CATEGORY', row],
        'the columns do not fit the onsite-search-panel format: USERS missing (expected DATE, OSS_KEYWORD, USERS, SITE_VISITS, RANK, KEYWORD_CATEGORY)',
      ],
      [['DATE,OSS_KEYWORD,USERS,SITE_VISITS,KEYWORD_CATEGORY', '2021-01-01,ps5,1,1,Toy'], 'RANK missing'],
      [['OSS_KEYWORD,Category', 'ps5,Console'], 'search-term-labels format: Keyword_Category missing'],
      [[], 'the file is empty'],
      [['', '  ', ''], 'the file is empty'],
      [[PANEL_HEADER, row, '2021-01-02,"ps5,1,1,1,Toy'], 'the CSV is broken or cut off'],
    ];
    for (const [lines, message] of cases) {
      const summary = await terms(file('bad.csv', lines), 'US');
      expect(summary.status, message).toBe('failed');
      expect(summary.message).toContain(message);
    }
    expect(await searches()).toEqual([]);
    expect(await labels()).toEqual([]);
  });

  it('refuses labels without a term or a label, and a term given twice', async () => {
    const at = file('labels.csv', [
      'oss_keyword,keyword_category',
      'Portable AC,Air Conditioner',
      ',Airpods',
      'airpods,',
      'portable ac,Fans',
    ]);
    const summary = await terms(at, 'US');
    expect(summary).toMatchObject({ status: 'done', format: 'search-term-labels', accepted: 1, rejected: 3 });
    expect(summary.reasons).toEqual([
      { line: 3, reason: 'OSS_KEYWORD: missing' },
      { line: 4, reason: 'Keyword_Category: missing' },
      { line: 5, reason: 'duplicate of line 2' },
    ]);
    expect(await labels()).toEqual([
      { marketplace: 'US', search_term: 'portable ac', label: 'Air Conditioner' },
    ]);
  });

  it('lets a later file replace a day’s figures of the same term', async () => {
    await terms(file('first.csv', [PANEL_HEADER, '2021-01-01,ps5,1,2,3,Toy']), 'US');
    await terms(file('second.csv', [PANEL_HEADER, '2021-01-01,ps5,4,5,1,Games']), 'US');
    expect(await searches()).toEqual([
      {
        marketplace: 'US',
        search_term: 'ps5',
        day: '2021-01-01',
        rank: 1,
        users: 4,
        site_visits: 5,
        category: 'Games',
      },
    ]);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFile } from '../import-file.js';
import { useInputFiles, useTestCatalog } from '../../../../../test/support/import-catalog.js';

const t = useTestCatalog();

const file = useInputFiles('asinasin-terms-');
const terms = (at: string, marketplace?: string) =>
  importFile(t.catalog, { kind: 'search-terms', fileName: path.basename(at), path: at, marketplace });
const stored = () =>
  t.catalog.all<Record<string, unknown>>(
    `select marketplace, department, search_term, period_start, period_end, search_frequency_rank,
       asin_1, click_share_1, conversion_share_1, asin_2, asin_3, conversion_share_3
     from search_terms order by department, search_frequency_rank`,
  );

const item = (
  department: string,
  term: string,
  sfr: number,
  asin: string,
  rank: number,
  click: number,
  conversion: number,
) => ({
  departmentName: department,
  searchTerm: term,
  searchFrequencyRank: sfr,
  clickedAsin: asin,
  clickShareRank: rank,
  clickShare: click,
  conversionShare: conversion,
});
const report = (items: object[], marketplaceIds = ['A1PA6795UKMFR9']) =>
  JSON.stringify({
    reportSpecification: {
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
      reportOptions: { reportPeriod: 'WEEK' },
      dataStartTime: '2021-06-06',
      dataEndTime: '2021-06-12',
      marketplaceIds,
    },
    dataByDepartmentAndSearchTerm: items,
  });

describe('search terms, SP-API JSON report', () => {
  it('stores each term with its three clicked products, and tells the items it refused', async () => {
    const at = file(
      'report.json',
      report([
        item('Amazon.de', 'katzenfutter', 1, 'B0TEST0001', 1, 0.0771, 0.0874),
        item('Amazon.de', 'katzenfutter', 1, 'B0TEST0002', 2, 0.0726, 0.0974),
        item('Amazon.de', 'katzenfutter', 1, 'B0TEST0003', 3, 0.0405, 0.0854),
        item('Beauty', 'lippenstift', 2, 'B0TEST0004', 1, 0.1118, 0.0974),
        item('Beauty', 'lippenstift', 2, 'NOTANASIN', 2, 0.07, 0.07),
        item('Beauty', 'lippenstift', 2, 'B0TEST0006', 3, 1.7, 0),
        item('Beauty', 'lippenstift', 2, 'B0TEST0007', 1, 0.1, 0.1),
      ]),
    );
    const summary = await terms(at);
    expect(summary).toMatchObject({
      status: 'done',
      format: 'sp-api-json',
      read: 7,
      accepted: 4,
      rejected: 3,
    });
    expect(summary.reasons).toEqual([
      { line: 5, reason: 'clickedAsin: not a valid ASIN' },
      { line: 6, reason: 'clickShare: not a share from 0 to 1' },
      { line: 7, reason: 'duplicate of line 4 (same department, term and click rank)' },
    ]);
    expect(await stored()).toEqual([
      {
        marketplace: 'DE',
        department: 'Amazon.de',
        search_term: 'katzenfutter',
        period_start: new Date('2021-06-06'),
        period_end: new Date('2021-06-12'),
        search_frequency_rank: 1,
        asin_1: 'B0TEST0001',
        click_share_1: 0.0771,
        conversion_share_1: 0.0874,
        asin_2: 'B0TEST0002',
        asin_3: 'B0TEST0003',
        conversion_share_3: 0.0854,
      },
      expect.objectContaining({
        department: 'Beauty',
        search_term: 'lippenstift',
        asin_1: 'B0TEST0004',
        asin_2: null,
        asin_3: null,
      }),
    ]);
  });

  it('refuses a report cut off, of another kind, or of a marketplace outside the nine, importing nothing', async () => {
    const whole = report([item('Amazon.de', 'a', 1, 'B0TEST0001', 1, 0.1, 0.1)]);
    const cases: [string, string][] = [
      [whole.slice(0, whole.length - 30), 'the JSON report is broken or cut off'],
      [whole.replace('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', 'GET_SALES'), 'not a Search Terms report'],
      [
        report([item('x', 'a', 1, 'B0TEST0001', 1, 0.1, 0.1)], ['A2VIGQ35RCS4UG']),
        'marketplace id A2VIGQ35RCS4UG is not one of the nine',
      ],
    ];
    for (const [text, message] of cases) {
      const summary = await terms(file('bad.json', text));
      expect(summary.status).toBe('failed');
      expect(summary.message).toContain(message);
    }
    expect(await stored()).toEqual([]);
  });
});

const METADATA =
  'Department=["Amazon.com"],Reporting Range=["Weekly"],View By=["Search Term"],Select week=["Week 23 | 2021-06-06 - 2021-06-12"]';

describe('search terms, Seller Central CSV', () => {
  it('reads the download with its metadata line, percent shares and a bad row told by line', async () => {
    const at = file(
      'aba.csv',
      [
        METADATA,
        'Department,Search Term,Search Frequency Rank,#1 Clicked ASIN,#1 Product Title,#1 Click Share,#1 Conversion Share,#2 Clicked ASIN,#2 Product Title,#2 Click Share,#2 Conversion Share,#3 Clicked ASIN,#3 Product Title,#3 Click Share,#3 Conversion Share',
        'Amazon.com,garlic press,1200,B0TEST0001,"Press, steel",12.5%,20%,B0TEST0002,Other,8%,5%,B0TEST0003,Third,4%,1%',
        'Amazon.com,cat food,7,B0TEST0004,Food,30.1%,35%,,,,,,,,',
        'Amazon.com,broken,x,B0TEST0005,Food,1%,1%,,,,,,,,',
        'Amazon.com,garlic press,1300,B0TEST0009,Dup,1%,1%,,,,,,,,',
      ].join('\n'),
    );
    const summary = await terms(at, 'US');
    expect(summary).toMatchObject({
      status: 'done',
      format: 'seller-central-csv',
      read: 4,
      accepted: 2,
      rejected: 2,
    });
    expect(summary.reasons).toEqual([
      { line: 5, reason: 'search frequency rank: not a whole number from 1' },
      { line: 6, reason: 'duplicate of line 3 (same department and term)' },
    ]);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      marketplace: 'US',
      search_term: 'garlic press',
      search_frequency_rank: 1200,
      asin_1: 'B0TEST0001',
      click_share_1: 0.125,
      conversion_share_1: 0.2,
      asin_3: 'B0TEST0003',
      conversion_share_3: 0.01,
    });
  });

  it('replaces the figures of a term when a later file covers the same period, keeping one row', async () => {
    const header =
      'Department,Search Term,Search Frequency Rank,#1 Clicked ASIN,#1 Product Title,#1 Click Share,#1 Conversion Share';
    const first = file(
      'week.csv',
      [METADATA, header, 'Amazon.com,garlic press,1200,B0TEST0001,A,10%,5%'].join('\n'),
    );
    const second = file(
      'week-again.csv',
      [
        METADATA,
        header,
        'Amazon.com,garlic press,900,B0TEST0002,B,20%,6%',
        'Amazon.com,cat food,7,B0TEST0004,C,1%,1%',
      ].join('\n'),
    );
    expect(await terms(first, 'US')).toMatchObject({ status: 'done', accepted: 1 });
    expect(await terms(second, 'US')).toMatchObject({ status: 'done', accepted: 2 });
    const rows = await stored();
    expect(rows.map((row) => [row.search_term, row.search_frequency_rank, row.asin_1])).toEqual([
      ['cat food', 7, 'B0TEST0004'],
      ['garlic press', 900, 'B0TEST0002'],
    ]);
  });

  it('reads the newer layout without a department column', async () => {
    const at = file(
      'aba-2023.csv',
      [
        'Reporting Range=["Weekly"],Select week=["Week 47 | 2023-11-19 - 2023-11-25"]',
        '"Search Frequency Rank","Search Term","Top Clicked Brand #1","Top Clicked Product #1: ASIN","Top Clicked Product #1: Product Title","Top Clicked Product #1: Click Share","Top Clicked Product #1: Conversion Share"',
        '"3","phone case","Brand","B0TEST0001","Case","0.2511","0.3012"',
      ].join('\n'),
    );
    expect(await terms(at, 'US')).toMatchObject({ status: 'done', accepted: 1 });
    expect((await stored())[0]).toMatchObject({
      department: 'Amazon',
      search_term: 'phone case',
      period_start: new Date('2023-11-19'),
      click_share_1: 0.2511,
    });
  });

  it('refuses a file without marketplace, period or the report’s columns, and a broken one', async () => {
    const header =
      'Department,Search Term,Search Frequency Rank,#1 Clicked ASIN,#1 Click Share,#1 Conversion Share';
    const good = [METADATA, header, 'Amazon.com,a,1,B0TEST0001,1%,1%'].join('\n');
    const cases: [string, string | undefined, string][] = [
      [good, undefined, 'does not name its marketplace'],
      [[header, 'Amazon.com,a,1,B0TEST0001,1%,1%'].join('\n'), 'US', 'names no period'],
      [[METADATA, 'a,b,c', '1,2,3'].join('\n'), 'US', 'the columns are not a Search Terms report'],
      [[METADATA, header, 'Amazon.com,a,1,B0TEST0001,"1%'].join('\n'), 'US', 'the CSV is broken or cut off'],
    ];
    for (const [text, marketplace, message] of cases) {
      const summary = await terms(file('bad.csv', text), marketplace);
      expect(summary.status, message).toBe('failed');
      expect(summary.message).toContain(message);
    }
    expect(await stored()).toEqual([]);
  });
});

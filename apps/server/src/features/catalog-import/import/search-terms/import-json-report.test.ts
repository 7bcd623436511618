import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFile } from '../import-file.js';
import { useInputFiles, useTestCatalog } from '../../../../../test/support/import-catalog.js';

const t = useTestCatalog();

const file = useInputFiles('asinasin-terms-json-');
const terms = (at: string) =>
  importFile(t.catalog, { kind: 'search-terms', fileName: path.basename(at), path: at });
const stored = () =>
  t.catalog.all<{
    search_term: string;
    search_frequency_rank: number;
    asin_1: string;
    asin_2: string | null;
  }>(
    'select search_term, search_frequency_rank, asin_1, asin_2 from search_terms order by search_frequency_rank',
  );

const SPEC = `"reportSpecification": {"reportType": "GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT",
  "dataStartTime": "2021-06-06", "dataEndTime": "2021-06-12", "marketplaceIds": ["ATVPDKIKX0DER"]}`;
const report = (list: string) => `{${SPEC}, "dataByDepartmentAndSearchTerm": ${list}}`;
/** An item as JSON text, with fields replaced (as JSON text) or removed (undefined). */
function item(sfr: number, fields: Record<string, string | undefined> = {}): string {
  const all: Record<string, string | undefined> = {
    departmentName: '"Amazon.com"',
    searchTerm: `"term ${sfr}"`,
    searchFrequencyRank: String(sfr),
    clickedAsin: '"B0TEST0001"',
    clickShareRank: '1',
    clickShare: '0.1',
    conversionShare: '0.2',
    ...fields,
  };
  return `{${Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `"${key}": ${value}`)
    .join(', ')}}`;
}

describe('search terms, SP-API JSON report, read by DuckDB', () => {
  it('reads a report whose specification comes after the list, terms with brackets, quotes, escapes and any script', async () => {
    const list = [
      item(1, { searchTerm: '"a ] b } c [ d { e , f"' }),
      item(2, { searchTerm: String.raw`"quote \" and backslash \\"` }),
      item(3, { searchTerm: String.raw`"caf\u00e9 \ud83d\ude00"` }),
      item(4, { searchTerm: '"日本語 キーワード 😀"' }),
    ];
    const at = file('after.json', `{"dataByDepartmentAndSearchTerm": [${list.join(',\n')}],\n ${SPEC}}`);
    expect(await terms(at)).toMatchObject({ status: 'done', read: 4, accepted: 4, rejected: 0 });
    expect((await stored()).map((row) => row.search_term)).toEqual([
      'a ] b } c [ d { e , f',
      'quote " and backslash \\',
      'café 😀',
      '日本語 キーワード 😀',
    ]);
  });

  it('refuses an element that is not an object by its place and imports the rest', async () => {
    const at = file('mixed.json', report(`[${item(1)}, 7, "x, ]", [${item(2)}], null, ${item(3)}]`));
    const summary = await terms(at);
    expect(summary).toMatchObject({ status: 'done', read: 6, accepted: 2, rejected: 4 });
    expect(summary.reasons).toEqual([2, 3, 4, 5].map((line) => ({ line, reason: 'not an object' })));
    expect((await stored()).map((row) => row.search_frequency_rank)).toEqual([1, 3]);
  });

  it('checks each field as the schema types it, telling the first problem of an item', async () => {
    const cases: [Record<string, string | undefined>, string | null][] = [
      [{ departmentName: '5' }, 'departmentName: missing'],
      [{ searchTerm: String.raw`"\t\u3000 "` }, 'searchTerm: missing'],
      [{ searchTerm: undefined }, 'searchTerm: missing'],
      [{ searchFrequencyRank: '"5"' }, 'searchFrequencyRank: not a whole number from 1'],
      [{ searchFrequencyRank: '1.5' }, 'searchFrequencyRank: not a whole number from 1'],
      [{ searchFrequencyRank: '0' }, 'searchFrequencyRank: not a whole number from 1'],
      [{ clickedAsin: '1234567890' }, 'clickedAsin: not a valid ASIN'],
      [{ clickedAsin: '"b0test0001"', clickShare: '2' }, 'clickedAsin: not a valid ASIN'],
      [{ clickShareRank: '"1"' }, 'clickShareRank: not 1, 2 or 3'],
      [{ clickShareRank: '4' }, 'clickShareRank: not 1, 2 or 3'],
      [{ clickShare: '-0.1' }, 'clickShare: not a share from 0 to 1'],
      [{ clickShare: '"0.1"' }, 'clickShare: not a share from 0 to 1'],
      [{ conversionShare: 'null' }, 'conversionShare: not a share from 0 to 1'],
      [{ conversionShare: undefined }, 'conversionShare: not a share from 0 to 1'],
      [{ searchFrequencyRank: '7.0', clickShareRank: '1.0', clickShare: '1', conversionShare: '0' }, null],
    ];
    const at = file('fields.json', report(`[${cases.map(([fields], i) => item(i + 1, fields)).join(',')}]`));
    const summary = await terms(at);
    expect(summary).toMatchObject({ status: 'done', read: cases.length, accepted: 1 });
    expect(summary.reasons).toEqual(
      cases.flatMap(([, reason], i) => (reason ? [{ line: i + 1, reason }] : [])),
    );
    expect(await stored()).toEqual([
      expect.objectContaining({ search_term: 'term 15', search_frequency_rank: 7 }),
    ]);
  });

  it('keeps the first line of a click rank given twice, its figures included, beside refused items', async () => {
    const at = file(
      'copies.json',
      report(
        `[${[
          item(5, { searchTerm: '"cat"', clickedAsin: '"B0TEST0001"' }),
          item(9, { searchTerm: '"cat"', clickedAsin: '"NOTANASIN"' }),
          item(3, { searchTerm: '"cat"', clickedAsin: '"B0TEST0009"' }),
          item(5, { searchTerm: '"cat"', clickedAsin: '"B0TEST0002"', clickShareRank: '2' }),
        ].join(',')}]`,
      ),
    );
    const summary = await terms(at);
    expect(summary).toMatchObject({ status: 'done', read: 4, accepted: 2, rejected: 2 });
    expect(summary.reasons).toEqual([
      { line: 2, reason: 'clickedAsin: not a valid ASIN' },
      { line: 3, reason: 'duplicate of line 1 (same department, term and click rank)' },
    ]);
    expect(await stored()).toEqual([
      { search_term: 'cat', search_frequency_rank: 5, asin_1: 'B0TEST0001', asin_2: 'B0TEST0002' },
    ]);
  });

  it('reads an empty list', async () => {
    expect(await terms(file('empty.json', report('[ ]')))).toMatchObject({
      status: 'done',
      read: 0,
      accepted: 0,
      rejected: 0,
    });
  });

  it('refuses a file cut off in the list, a broken item or no list at all, importing nothing', async () => {
    const whole = report(`[${[1, 2, 3].map((n) => item(n)).join(',\n')}]`);
    const cases: [string, string][] = [
      [whole.slice(0, whole.indexOf(item(2)) + 20), 'the JSON report is broken or cut off'],
      [whole.slice(0, whole.indexOf(item(3))), 'the JSON report is broken or cut off'],
      [report(`[${item(1)}, {"searchTerm" "x"}]`), 'the JSON report is broken or cut off'],
      [
        report(`[${item(1)}, {"searchTerm": "x", "searchTerm": "y"}]`),
        'the JSON report is broken or cut off',
      ],
      [`{${SPEC}}`, 'no dataByDepartmentAndSearchTerm list'],
    ];
    for (const [text, message] of cases) {
      const summary = await terms(file('bad.json', text));
      expect(summary.status, message).toBe('failed');
      expect(summary.message).toContain(message);
      expect(summary.message).not.toContain(os.tmpdir());
    }
    expect(await stored()).toEqual([]);
  });

  it('tells an item by its place in a list long enough to be read in parallel', async () => {
    const count = 100_000;
    const bad = new Set([2, 50_001, count]);
    const list = Array.from({ length: count }, (_, i) =>
      item(i + 1, bad.has(i + 1) ? { clickShare: '5' } : {}),
    );
    const summary = await terms(file('long.json', report(`[${list.join(',\n')}]`)));
    expect(summary).toMatchObject({ status: 'done', read: count, accepted: count - bad.size });
    expect(summary.reasons.map((r) => r.line)).toEqual([...bad]);
  });
});

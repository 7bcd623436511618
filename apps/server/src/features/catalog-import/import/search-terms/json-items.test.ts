import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileFormatError } from '../decode-text.js';
import { MAX_STORED_REASONS } from '../import.repository.js';
import { splitReport } from './json-items.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-json-items-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Splits `report` read in chunks of `chunkBytes`: what it found, and the list's copy as text. */
async function split(report: string | Buffer, chunkBytes?: number) {
  const at = path.join(dir, 'report.json');
  const listFile = path.join(dir, 'list.json');
  fs.writeFileSync(at, report);
  const parts = await splitReport(at, listFile, chunkBytes);
  return { ...parts, list: fs.readFileSync(listFile, 'utf8') };
}

/** The copy's lines, parsed. */
const itemsOf = (list: string) =>
  list
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const SPEC = { reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', marketplaceIds: ['ATVPDKIKX0DER'] };
const TRICKY_LIST = String.raw`[ {"searchTerm": "a ] b } c [ d { e , f : g"},
  {"searchTerm": "quote \" and backslash \\", "x": [1, {"y": "]}"}]},
  {"searchTerm": "\\\"", "z": "caf\u00e9 日本語 😀"}, {
    "searchTerm": "on lines"
  }, {}, { } ]`;
/** The copy of TRICKY_LIST: one item a line, its place first, its own bytes otherwise as they were. */
const TRICKY_COPY = String.raw`{"asinasin_place":1,"searchTerm": "a ] b } c [ d { e , f : g"}
{"asinasin_place":2,"searchTerm": "quote \" and backslash \\", "x": [1, {"y": "]}"}]}
{"asinasin_place":3,"searchTerm": "\\\"", "z": "caf\u00e9 日本語 😀"}
{"asinasin_place":4,"searchTerm": "on lines"   }
{"asinasin_place":5}
{"asinasin_place":6}
`;

describe('splitReport', () => {
  it('copies the items one a line with their place and parses the specification, whichever comes first', async () => {
    const before = `{"reportSpecification": ${JSON.stringify(SPEC)}, "dataByDepartmentAndSearchTerm": ${TRICKY_LIST}}`;
    const after = `{"dataByDepartmentAndSearchTerm":${TRICKY_LIST},\n"reportSpecification":${JSON.stringify(SPEC)} }\n`;
    for (const report of [before, after]) {
      const parts = await split(report);
      expect(parts).toEqual({
        specification: SPEC,
        hasList: true,
        items: 6,
        notObjects: [],
        list: TRICKY_COPY,
      });
      expect(itemsOf(parts.list).map((item) => item.searchTerm)).toEqual([
        'a ] b } c [ d { e , f : g',
        'quote " and backslash \\',
        '\\"',
        'on lines',
        undefined,
        undefined,
      ]);
    }
  });

  it('reads the same whatever the chunk boundaries split (an escape, a key, a multi-byte character)', async () => {
    const report = `\uFEFF{"other": "x\\"]", "reportSpecification": ${JSON.stringify(SPEC)}, "dataByDepartmentAndSearchTerm": ${TRICKY_LIST}}`;
    const whole = await split(report);
    expect(whole.list).toBe(TRICKY_COPY);
    for (let chunkBytes = 1; chunkBytes <= 40; chunkBytes++) {
      expect(await split(report, chunkBytes), `chunks of ${chunkBytes}`).toEqual(whole);
    }
  });

  it('copies an element that is not an object as its place alone and tells the place', async () => {
    const list = '[{"a": 1}, 7, "x, ]", [1, [2], {"b": "]"}], null, {"c": 2}, true, -1.5e3]';
    const parts = await split(`{"reportSpecification": {}, "dataByDepartmentAndSearchTerm": ${list}}`, 5);
    expect(parts.items).toBe(8);
    expect(parts.notObjects).toEqual([2, 3, 4, 5, 7, 8]);
    expect(itemsOf(parts.list)).toEqual([
      { asinasin_place: 1, a: 1 },
      ...[2, 3, 4, 5].map((place) => ({ asinasin_place: place })),
      { asinasin_place: 6, c: 2 },
      { asinasin_place: 7 },
      { asinasin_place: 8 },
    ]);
  });

  it('keeps the places of the first elements that are not objects only', async () => {
    const list = `[${Array.from({ length: MAX_STORED_REASONS + 5 }, () => '0').join(',')}]`;
    const parts = await split(`{"dataByDepartmentAndSearchTerm": ${list}}`);
    expect(parts.items).toBe(MAX_STORED_REASONS + 5);
    expect(parts.notObjects).toHaveLength(MAX_STORED_REASONS);
    expect(parts.notObjects.at(-1)).toBe(MAX_STORED_REASONS);
  });

  it('reads an empty list, and a report without one', async () => {
    expect(await split('{"dataByDepartmentAndSearchTerm": [ ]}')).toMatchObject({
      hasList: true,
      items: 0,
      list: '',
    });
    expect(await split('{"reportSpecification": {}}')).toMatchObject({ hasList: false, items: 0, list: '' });
    // Only the report object's own key names the list.
    expect(await split('{"x": {"dataByDepartmentAndSearchTerm": [{}]}}')).toMatchObject({ hasList: false });
  });

  it('refuses a file cut off, a list with a comma missing or too many, and a report that is not an object', async () => {
    const whole = `{"reportSpecification": {}, "dataByDepartmentAndSearchTerm": ${TRICKY_LIST}}`;
    const list = (text: string) => `{"dataByDepartmentAndSearchTerm": ${text}}`;
    const cases: [string, string][] = [
      [whole.slice(0, whole.indexOf('quote')), 'the file ends before the report does'],
      [whole.slice(0, -1), 'the file ends before the report does'],
      [list('[{"a": 1} {"b": 2}]'), 'a comma is missing between elements of the list'],
      [list('[{"a": 1}, , {"b": 2}]'), 'an element of the list is missing'],
      [list('[{"a": 1},]'), 'an element of the list is missing'],
      [list('[, {"a": 1}]'), 'an element of the list is missing'],
      [list('[1 {"a": 1}]'), 'an element of the list is neither a value nor followed by a comma'],
      [list('[{"a": 1}}'), 'a } ends the list'],
      ['{"a": 1]', 'a ] ends the report'],
      ['[{"a": 1}]', 'the report is not a JSON object'],
      [`${whole} {}`, 'text after the report’s end'],
      [
        '{"reportSpecification": {"reportType": x}, "dataByDepartmentAndSearchTerm": []}',
        'reportSpecification',
      ],
      ['', 'the file holds no report'],
    ];
    for (const [report, message] of cases) {
      const error = await split(report).catch((e: unknown) => e);
      expect(error, message).toBeInstanceOf(FileFormatError);
      expect((error as Error).message).toContain('the JSON report is broken or cut off');
      expect((error as Error).message).toContain(message);
    }
  });
});

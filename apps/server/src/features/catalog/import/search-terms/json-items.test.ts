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

const SPEC = { reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', marketplaceIds: ['ATVPDKIKX0DER'] };
const TRICKY_LIST = String.raw`[ {"searchTerm": "a ] b } c [ d { e , f : g"},
  {"searchTerm": "quote \" and backslash \\", "x": [1, {"y": "]}"}]},
  {"searchTerm": "\\\"", "z": "caf\u00e9 日本語 😀"} ]`;

describe('splitReport', () => {
  it('copies the list byte for byte and parses the specification, whichever comes first', async () => {
    const before = `{"reportSpecification": ${JSON.stringify(SPEC)}, "dataByDepartmentAndSearchTerm": ${TRICKY_LIST}}`;
    const after = `{"dataByDepartmentAndSearchTerm":${TRICKY_LIST},\n"reportSpecification":${JSON.stringify(SPEC)} }\n`;
    for (const report of [before, after]) {
      const parts = await split(report);
      expect(parts).toEqual({
        specification: SPEC,
        hasList: true,
        items: 3,
        notObjects: [],
        list: TRICKY_LIST,
      });
      expect((JSON.parse(parts.list) as { searchTerm: string }[]).map((item) => item.searchTerm)).toEqual([
        'a ] b } c [ d { e , f : g',
        'quote " and backslash \\',
        '\\"',
      ]);
    }
  });

  it('reads the same whatever the chunk boundaries split (an escape, a key, a multi-byte character)', async () => {
    const report = `\uFEFF{"other": "x\\"]", "reportSpecification": ${JSON.stringify(SPEC)}, "dataByDepartmentAndSearchTerm": ${TRICKY_LIST}}`;
    const whole = await split(report);
    expect(whole.list).toBe(TRICKY_LIST);
    for (let chunkBytes = 1; chunkBytes <= 40; chunkBytes++) {
      expect(await split(report, chunkBytes), `chunks of ${chunkBytes}`).toEqual(whole);
    }
  });

  it('copies an element that is not an object as {} and tells its place', async () => {
    const list = '[{"a": 1}, 7, "x, ]", [1, [2], {"b": "]"}], null, {"c": 2}, true]';
    const parts = await split(`{"reportSpecification": {}, "dataByDepartmentAndSearchTerm": ${list}}`, 5);
    expect(parts.items).toBe(7);
    expect(parts.notObjects).toEqual([2, 3, 4, 5, 7]);
    expect(JSON.parse(parts.list)).toEqual([{ a: 1 }, {}, {}, {}, {}, { c: 2 }, {}]);
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
      list: '[ ]',
    });
    expect(await split('{"reportSpecification": {}}')).toMatchObject({ hasList: false, items: 0, list: '' });
    // Only the report object's own key names the list.
    expect(await split('{"x": {"dataByDepartmentAndSearchTerm": [{}]}}')).toMatchObject({ hasList: false });
  });

  it('refuses a file cut off, a report that is not an object, and text after its end', async () => {
    const whole = `{"reportSpecification": {}, "dataByDepartmentAndSearchTerm": ${TRICKY_LIST}}`;
    const cases: [string, string][] = [
      [whole.slice(0, whole.indexOf('quote')), 'the file ends before the report does'],
      [whole.slice(0, -1), 'the file ends before the report does'],
      ['[{"a": 1}]', 'the report is not a JSON object'],
      [`${whole} {}`, 'text after the report’s end'],
      ['{"dataByDepartmentAndSearchTerm": [{"a": 1}}}', 'a } ends the list'],
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

import type { TrademarkSearchBody } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { csv, useTestCatalog } from '../../../test/support/import-catalog.js';
import { importFile } from '../../features/catalog-import/import/import-file.js';
import { searchTrademarks } from './trademark-search.js';

const t = useTestCatalog();

/** A deterministic sequence: the same marks and probes every run. */
function sequence(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

const SYLLABLES = 'ka ko mi lu ne ri sa te vo zen bel cor dan flo mar nor pal tor ven'.split(' ');
const SUFFIXES = ['', '', ' home', ' pro', 'ly', 'ex', ' 3d', '-1'];
const CHINESE = ['小米', '华为', '美的', '小米家', '海尔'];

/** 1,500 marks from few syllables, so many are near one another, with look-alikes and Chinese. */
function marksFile(count: number, firstSerial: number, seed: number): { text: string; marks: string[] } {
  const next = sequence(seed);
  const marks: string[] = [];
  const lines = ['mark,office,classes,status,serial'];
  for (let i = 0; i < count; i++) {
    let mark = '';
    const parts = 1 + next(3);
    for (let p = 0; p < parts; p++) mark += SYLLABLES[next(SYLLABLES.length)];
    if (next(10) === 0) mark = mark.replace('o', '0').replace('l', '1');
    mark += SUFFIXES[next(SUFFIXES.length)];
    if (next(20) === 0) mark = CHINESE[next(CHINESE.length)]! + (next(2) ? '' : mark);
    marks.push(mark);
    const status = ['live', 'dead', 'pending'][next(3)];
    lines.push(`${mark},USPTO,${1 + next(45)},${status},${firstSerial + i}`);
  }
  return { text: lines.join('\n') + '\n', marks };
}

/** Brands a seller might type near the marks: the marks changed by an edit or two, cut, extended. */
function probesFrom(marks: string[], count: number): string[] {
  const next = sequence(99);
  const letters = 'aeiklmnorstvz0';
  // sound-alike, look-alike, spacing, case, full width, pinyin, degenerate and too short brands
  const probes = [
    'Xiaomi',
    '小米',
    'xiao mi jia',
    'sunny',
    'aaaaaaaa',
    'ka',
    'k',
    'MARNOR',
    'kamilune',
    'Z3NBEL',
  ];
  probes.push('Ｍａｒ Ｎｏｒ', 'mar-nor', 'Mahr Nohr', 'TORVENN', 'B3L C0R', 'haier', '海尔 pro', 'KÄMI');
  for (let i = 0; i < count; i++) {
    const mark = marks[next(marks.length)]!;
    const at = next(mark.length);
    const letter = letters[next(letters.length)]!;
    const edits = [
      mark,
      mark.slice(0, at) + mark.slice(at + 1),
      mark.slice(0, at) + letter + mark.slice(at + 1),
      mark.slice(0, at) + letter + mark.slice(at),
      mark.slice(0, at) + letter + letter + mark.slice(at + 2),
      mark.slice(at),
      `${mark}${letter}ven`,
      mark.toUpperCase().replace('O', '0'),
    ];
    probes.push(edits[next(edits.length)]!);
  }
  return probes;
}

const body = (trademark: string): TrademarkSearchBody => ({ trademark, page: 1, size: 100 });

/** The index must find exactly what testing every mark finds: the same total, the same page. */
async function expectSameAsScan(probes: string[]) {
  let found = 0;
  for (const probe of probes) {
    const indexed = await searchTrademarks(t.catalog, body(probe), { use: 'index' });
    const scanned = await searchTrademarks(t.catalog, body(probe), { use: 'scan' });
    expect({ probe, total: indexed.total }).toEqual({ probe, total: scanned.total });
    expect(indexed.row.map((r) => r.id)).toEqual(scanned.row.map((r) => r.id));
    found += scanned.total;
  }
  return found;
}

describe('trademark search by the in-memory index', () => {
  it('finds what testing every mark finds, on 1,500 marks and 78 near brands', async () => {
    const { text, marks } = marksFile(1500, 80_000_000, 7);
    const summary = await importFile(t.catalog, { kind: 'trademarks', fileName: 'a.csv', bytes: csv(text) });
    expect(summary).toMatchObject({ status: 'done', accepted: 1500 });
    const found = await expectSameAsScan(probesFrom(marks, 60));
    expect(found).toBeGreaterThan(250); // the probes do find marks: the comparison is not empty against empty
  });

  it('follows a later import: a changed mark is found by its new text only, new marks join', async () => {
    const first = marksFile(400, 80_000_000, 11);
    await importFile(t.catalog, { kind: 'trademarks', fileName: 'a.csv', bytes: csv(first.text) });
    // searched once before the next import: the marks held in memory must follow that import
    expect((await searchTrademarks(t.catalog, body('QUANTORIX'), { use: 'index' })).total).toBe(0);
    const changed = `mark,office,classes,status,serial
Quantorix,USPTO,9,live,80000000
Velmora Home,USPTO,21,live,81000000
`;
    const summary = await importFile(t.catalog, {
      kind: 'trademarks',
      fileName: 'b.csv',
      bytes: csv(changed),
    });
    expect(summary).toMatchObject({ status: 'done', accepted: 2 });
    const old = first.marks[0]!;
    const oldHits = await searchTrademarks(t.catalog, body(old), { use: 'index' });
    expect(oldHits.row.some((r) => r.serialNumber === '80000000')).toBe(false);
    expect(
      (await searchTrademarks(t.catalog, body('QUANTORIX'), { use: 'index' })).row.map((r) => r.serialNumber),
    ).toEqual(['80000000']);
    expect((await searchTrademarks(t.catalog, body('Velmora'), { use: 'index' })).row[0]?.why).toContain(
      'contains',
    );
    await expectSameAsScan(['Quantorlx', 'Velmora Hone', old, ...probesFrom(first.marks, 30)]);
  });
});

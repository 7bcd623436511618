import type { TrademarkSearchBody } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { csv, useTestCatalog } from '../../../test/support/import-catalog.js';
import { importFile } from '../../features/catalog-import/import/import-file.js';
import { markKeys } from './mark-keys.js';
import { searchTrademarks } from './trademark-search.js';
import { scanBrandWords } from './brand-word-scan.js';

const t = useTestCatalog();

/** Marks with known confusable neighbours (TMEP 1207.01(b) examples and everyday look-alikes). */
const MARKS = `mark,owner,office,classes,status,serial
TRUCOOL,Owner A,USPTO,11,live,90000001
NEWPORT,Owner B,USPTO,34,live,90000002
Sunny Home,Owner C,USPTO,21,live,90000003
SUNNYHOME,Owner D,EUIPO,21,dead,90000004
SUNNY HOME,Owner E,DPMA,20,live,90000005
CO0L1NK,Owner F,USPTO,9,live,90000006
Koolink,Owner G,USPTO,9,live,90000007
小米,Xiaomi,WIPO,9,live,90000008
Lumière,Owner H,EUIPO,3,live,90000009
Phoneix,Owner I,USPTO,9,live,90000010
SUNNYHOMEWARE,Owner J,USPTO,21,live,90000011
Unrelated,Owner K,USPTO,21,live,90000012
`;

async function load() {
  const summary = await importFile(t.catalog, {
    kind: 'trademarks',
    fileName: 'marks.csv',
    bytes: csv(MARKS),
  });
  expect(summary).toMatchObject({ status: 'done', accepted: 12 });
}

const search = (trademark: string, more: Partial<TrademarkSearchBody> = {}) =>
  searchTrademarks(t.catalog, { trademark, page: 1, size: 50, ...more });

function whyOf(result: Awaited<ReturnType<typeof search>>, mark: string, office?: string) {
  return result.row.find((r) => r.mark === mark && (!office || r.office === office))?.why;
}

describe('mark keys', () => {
  it('fold case, full-width, diacritics, punctuation and spacing; read look-alikes as letters; hear Chinese as pinyin', () => {
    expect(markKeys('ＳＵＮＮＹ　Ｈｏｍｅ').compact).toBe('sunnyhome');
    expect(markKeys('Sunny-Home!').norm).toBe('sunny home');
    expect(markKeys('Lumière').compact).toBe('lumiere');
    expect(markKeys('C00L1NK').skeleton).toBe(markKeys('COOLLNK').skeleton);
    expect(markKeys('小米').pinyin).toBe('xiaomi');
    expect(markKeys('Phoenix').phonetic1).toBe(markKeys('Feenix').phonetic1);
  });
});

describe('trademark search', () => {
  it('finds known confusable pairs and says why each matched', async () => {
    await load();
    expect(whyOf(await search('sunny home'), 'Sunny Home')).toContain('exact');
    expect(whyOf(await search('SUNNY HOME'), 'Sunny Home')).toContain('exact'); // case
    expect(whyOf(await search('ｓｕｎｎｙ ｈｏｍｅ'), 'Sunny Home')).toContain('exact'); // full-width
    expect(whyOf(await search('sunnyhome'), 'Sunny Home')).toContain('spacing');
    expect(whyOf(await search('TURCOOL'), 'TRUCOOL')).toContain('editDistance'); // TMEP look-alike
    expect(whyOf(await search('NEWPORTS'), 'NEWPORT')).toContain('editDistance');
    expect(whyOf(await search('COOLINK'), 'CO0L1NK')).toContain('lookAlike'); // 0 for O, 1 for I
    expect(whyOf(await search('Coolink'), 'Koolink')).toContain('phonetic'); // sound-alike
    expect(whyOf(await search('Phoenix'), 'Phoneix')).toEqual(expect.arrayContaining(['editDistance']));
    expect(whyOf(await search('xiaomi'), '小米')).toContain('pinyin');
    expect(whyOf(await search('Lumiere'), 'Lumière')).toContain('exact'); // diacritics
    expect(whyOf(await search('sunny home'), 'SUNNYHOMEWARE')).toContain('contains');
    expect(whyOf(await search('sunny home'), 'Unrelated')).toBeUndefined();
  });

  it('puts live marks first, filters by office, class and status, and pages with the total', async () => {
    await load();
    const all = await search('sunny home');
    expect(all.total).toBe(4);
    expect(all.row.map((r) => r.status)).toEqual(['live', 'live', 'live', 'dead']);
    expect(all.row[0]!.why[0]).toBe('exact');
    expect((await search('sunny home', { office: 'DPMA' })).row.map((r) => r.owner)).toEqual(['Owner E']);
    expect((await search('sunny home', { classes: [20] })).total).toBe(1);
    expect((await search('sunny home', { status: 'dead' })).row.map((r) => r.office)).toEqual(['EUIPO']);
    const first = await search('sunny home', { size: 2, page: 1 });
    const second = await search('sunny home', { size: 2, page: 2 });
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect(new Set([...first.row, ...second.row].map((r) => r.id)).size).toBe(4);
    expect((await search('sunny home', { size: 2, page: 9 })).total).toBe(4);
  });

  it('says how many marks are imported, so an empty catalog is told apart from no match', async () => {
    expect(await search('anything')).toEqual({ row: [], total: 0, imported: 0 });
    await load();
    expect(await search('zzzzqqq')).toMatchObject({ row: [], total: 0, imported: 12 });
  });
});

describe('brand-word scan', () => {
  it("flags a title's words and phrases that are marks not dead, in the given classes", async () => {
    await load();
    const hits = await scanBrandWords(t.catalog, {
      texts: ['Sunny-Home storage basket for kitchen, fits Coolink shelves'],
      classes: [21],
    });
    expect(hits.map((h) => [h.words, h.mark])).toEqual([['Sunny-Home', 'Sunny Home']]);
    const any = await scanBrandWords(t.catalog, { texts: ['C00LINK charger'] });
    expect(any.map((h) => [h.mark, h.why])).toEqual([['CO0L1NK', 'lookAlike']]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { csv, useTestCatalog } from '../../../../../test/support/import-catalog.js';
import { hasSharedData, sharedFile } from '../../../../../test/support/shared-data.js';
import { importFile } from '../import-file.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../../../../..');
const fixture = (name: string) =>
  fs.readFileSync(path.join(repo, 'apps/server/test/fixtures/trademarks', name));
const st66 = () => fs.readFileSync(path.join(repo, 'data/demo/trademarks/tsdr_sn76044902_PYTHON_st66.xml'));

const t = useTestCatalog();
const marks = (fileName: string, bytes: Uint8Array) =>
  importFile(t.catalog, { kind: 'trademarks', fileName, bytes });

const PYTHON = {
  mark: 'PYTHON',
  office: 'USPTO',
  serial_number: '76044902',
  registration_number: '2824281',
  status: 'live',
  status_code: '702',
  owner: 'PYTHON SOFTWARE FOUNDATION',
  classes: [9, 42],
};

async function stored(id: string) {
  const [row] = await t.catalog.all<Record<string, unknown>>(
    `select mark, office, serial_number, registration_number, status, status_code, owner, classes,
       strftime(filing_date, '%Y-%m-%d') as filing, strftime(registration_date, '%Y-%m-%d') as registered,
       goods_services, compact, phonetic1 from trademarks where id = $1`,
    [id],
  );
  return row;
}

describe('trademark import', () => {
  it('reads the USPTO TSDR ST.66 record: numbers, dates, live status from the code table, Nice classes, owner', async () => {
    const summary = await marks('tsdr_sn76044902_PYTHON_st66.xml', st66());
    expect(summary).toMatchObject({
      status: 'done',
      format: 'uspto-tsdr-st66',
      read: 1,
      accepted: 1,
      rejected: 0,
    });
    const row = await stored('USPTO:76044902');
    expect(row).toMatchObject({
      ...PYTHON,
      filing: '2000-05-09',
      registered: '2004-03-23',
      compact: 'python',
    });
    expect(String(row!.goods_services)).toContain('9: Computer programs');
    expect(String(row!.goods_services)).toContain('42: Providing information');
  });

  it('reads the same record in ST.96, keeping only Nice classes', async () => {
    const summary = await marks('tsdr-st96.xml', fixture('tsdr-st96.xml'));
    expect(summary).toMatchObject({ status: 'done', format: 'uspto-tsdr-st96', accepted: 1 });
    expect(await stored('USPTO:76044902')).toMatchObject({ ...PYTHON, filing: '2000-05-09' });
  });

  it('streams the USPTO bulk XML, one case file at a time, and refuses a mark without words by line', async () => {
    const summary = await marks('apc101215.xml', fixture('uspto-bulk-apc.xml'));
    expect(summary).toMatchObject({
      status: 'done',
      format: 'uspto-bulk-xml',
      read: 2,
      accepted: 1,
      rejected: 1,
    });
    expect(summary.reasons[0]!.reason).toMatch(/mark-identification: missing for serial 76044903/);
    expect(summary.reasons[0]!.line).toBeGreaterThan(50);
    expect(await stored('USPTO:76044902')).toMatchObject({ ...PYTHON, registered: '2004-03-23' });
  });

  it('reads a plain CSV of word marks, refusing bad rows with their reasons', async () => {
    const summary = await marks(
      'marks.csv',
      csv(
        'mark,owner,office,classes,status,serial\n' +
          'Sunny Home,Sunny Co,USPTO,21;11,live,90000001\n' +
          '小米,Xiaomi Inc.,WIPO,9,registered,1000002\n' +
          'Bad Class,X,USPTO,46,live,90000003\n' +
          'Bad Office,X,JPO,9,live,90000004\n' +
          '***,X,USPTO,9,live,90000005\n',
      ),
    );
    expect(summary).toMatchObject({
      status: 'done',
      format: 'word-mark-csv',
      read: 5,
      accepted: 2,
      rejected: 3,
    });
    expect(summary.reasons.map((r) => r.line)).toEqual([4, 5, 6]);
    expect(summary.reasons[0]!.reason).toMatch(/46 is not a Nice class/);
    expect(summary.reasons[1]!.reason).toMatch(/office: "JPO"/);
    expect(summary.reasons[2]!.reason).toMatch(/no letters or digits/);
    const [xiaomi] = await t.catalog.all<{ pinyin: string; status: string; classes: number[] }>(
      "select pinyin, status, classes from trademarks where id = 'WIPO:1000002'",
    );
    expect(xiaomi).toMatchObject({ pinyin: 'xiaomi', status: 'live', classes: [9] });
  });

  it.each([
    [
      'billion laughs',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Transaction><TradeMark><MarkVerbalElementText>&lol2;</MarkVerbalElementText></TradeMark></Transaction>',
    ],
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Transaction><TradeMark><MarkVerbalElementText>&xxe;</MarkVerbalElementText></TradeMark></Transaction>',
    ],
  ])('refuses hostile XML (%s) with a clear message and stores nothing', async (_name, text) => {
    const summary = await marks('hostile.xml', csv(text));
    expect(summary).toMatchObject({ status: 'failed', accepted: 0 });
    expect(summary.message).toMatch(/declares its own entities.*refused and nothing was stored/);
    expect(await t.count('trademarks')).toBe(0);
  });

  it('refuses malformed XML whole, even after good records', async () => {
    const text = st66().toString('utf8').replace('</Transaction>', '');
    const summary = await marks('cut.xml', csv(text));
    expect(summary).toMatchObject({ status: 'failed' });
    expect(summary.message).toMatch(/the XML is malformed/);
    expect(await t.count('trademarks')).toBe(0);
  });

  it('refuses a file of another kind by what it is', async () => {
    const summary = await marks('products.csv', csv('asin,title\nB000000001,Thing\n'));
    expect(summary).toMatchObject({ status: 'failed' });
    expect(summary.message).toMatch(/needs a "mark" column/);
  });
});

describe.skipIf(!hasSharedData)('trademark import, shared lists (tests only: no licence to ship)', () => {
  it('reads the DPMAregister export: EM/DE/IR registers as offices, German file status as live or dead', async () => {
    const summary = await marks(
      'dpma_register_export_marks_8000.csv',
      sharedFile('trademark_lists', 'dpma_register_export_marks_8000.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'dpma-register-export', read: 8000 });
    expect(summary.accepted + summary.rejected).toBe(8000);
    // marks that are only a picture have no word to store; each is told by line
    for (const reason of summary.reasons)
      expect(reason.reason).toMatch(/no letters or digits|duplicate|missing/);
    expect(summary.accepted).toBeGreaterThan(7900);
    const [unipps] = await t.catalog.all<Record<string, unknown>>(
      "select mark, office, status, status_code from trademarks where id = 'DPMA:1173119'",
    );
    expect(unipps).toEqual({
      mark: 'Unipps',
      office: 'DPMA',
      status: 'live',
      status_code: 'Marke eingetragen',
    });
    const offices = await t.catalog.all<{ office: string; n: number }>(
      'select office, count(*)::integer as n from trademarks group by office order by office',
    );
    expect(offices.map((o) => o.office)).toEqual(['DPMA', 'EUIPO', 'WIPO']);
    const dead = await t.catalog.all<{ n: number }>(
      "select count(*)::integer as n from trademarks where status_code like 'Eintragung abgelaufen%' and status <> 'dead'",
    );
    expect(dead[0]!.n).toBe(0);
  });

  it("reads an owner's published list (Apple's): marks without office or number, their generic terms", async () => {
    const summary = await marks(
      'apple_trademark_list.csv',
      sharedFile('trademark_lists', 'apple_trademark_list.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'owner-mark-list', read: 321 });
    expect(summary.accepted).toBeGreaterThan(300);
    const [airpods] = await t.catalog.all<Record<string, unknown>>(
      "select mark, office, status, goods_services from trademarks where compact = 'airpods'",
    );
    expect(airpods).toEqual({
      mark: 'AirPods',
      office: null,
      status: 'unknown',
      goods_services: 'wireless headphones',
    });
  });
});

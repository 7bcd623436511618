import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchDesignPatents } from '../../../../catalog/index.js';
import { useTestCatalog } from '../../../../../test/support/import-catalog.js';
import { hasSharedData, SHARED_DATA, sharedFile } from '../../../../../test/support/shared-data.js';
import { importFile } from '../import-file.js';

const t = useTestCatalog();
const xml = (text: string) =>
  importFile(t.catalog, {
    kind: 'design-patents',
    fileName: 'ipgb.xml',
    bytes: new TextEncoder().encode(text),
  });
const count = async () =>
  (await t.catalog.all<{ n: number }>('select count(*) as n from design_patents'))[0]!.n;

describe.skipIf(!hasSharedData)('design-patent import', () => {
  it('reads the design grant of a USPTO grant file with its Locarno class and parties, skipping utility grants', async () => {
    const summary = await xml(sharedFile('design_patents', 'ipgb20221025_sample.xml').toString('utf8'));
    expect(summary).toMatchObject({
      status: 'done',
      format: 'uspto-grant-xml',
      read: 1,
      accepted: 1,
      rejected: 0,
    });
    const [row] = await t.catalog.all<Record<string, unknown>>(
      `select patent_number, title, locarno_class, locarno_subclass, locarno_mapped, uspc_class, applicant, designer,
         agent, applicant_address, strftime(publication_date, '%Y-%m-%d') as published from design_patents`,
    );
    expect(row).toEqual({
      patent_number: 'USD0967598',
      title: 'Home plate shaped waffle',
      locarno_class: '01',
      locarno_subclass: '01',
      locarno_mapped: false,
      uspc_class: 'D1-106',
      applicant: 'Justin A Mark',
      designer: 'Justin A Mark',
      agent: 'Justin A. Mark',
      applicant_address: 'Ofallon, MO, US',
      published: '2022-10-25',
    });
  });

  it.each([
    [
      'entity expansion',
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xx"><!ENTITY y "&x;&x;">]><a>&y;</a>',
    ],
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    ],
    ['malformed XML', '<?xml version="1.0"?><us-patent-grant><unclosed></us-patent-grant>'],
  ])('refuses %s and stores nothing', async (_, text) => {
    const summary = await xml(text);
    expect(summary.status).toBe('failed');
    expect(summary.message).toMatch(/entit|malformed/i);
    expect(await count()).toBe(0);
  });

  it('imports a folder of drawings with their class table, maps USPC to Locarno and finds a drawing by a rotated copy', async () => {
    // A part of the shared set (12 drawings), for the load of a 2-core machine; the recall test takes more.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'design-'));
    const lines = fs
      .readFileSync(path.join(SHARED_DATA, 'design_patents', 'us_design_2007_metadata.csv'), 'utf8')
      .trim()
      .split('\n');
    fs.mkdirSync(path.join(dir, 'us_design_2007_images'));
    for (const line of lines.slice(1, 13)) {
      const file = line.split(',').at(-2)!;
      fs.copyFileSync(path.join(SHARED_DATA, 'design_patents', file), path.join(dir, file));
    }
    fs.writeFileSync(
      path.join(dir, 'table.csv'),
      [...lines.slice(0, 13), 'USD0999999,D6-1,Lamp,us_design_2007_images/missing.png,1'].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'us_design_2007_images', 'USD0999998.png'), 'not an image');
    const summary = await importFile(t.catalog, { kind: 'design-patents', fileName: 'drawings', path: dir });
    expect(summary).toMatchObject({ status: 'done', format: 'drawing-table', read: 13, accepted: 13 });
    const [first] = await t.catalog.all<Record<string, unknown>>(
      "select locarno_class, locarno_mapped, uspc_class from design_patents where patent_number = 'USD0534331'",
    );
    expect(first).toEqual({ locarno_class: '01', locarno_mapped: true, uspc_class: 'D1-121' });
    const drawings = await t.catalog.all<{ n: number }>('select count(*) as n from design_patent_drawings');
    expect(drawings[0]!.n).toBe(12);
    const sharp = (await import('sharp')).default;
    const rotated = await sharp(path.join(dir, 'us_design_2007_images', 'USD0534342.png'))
      .rotate(90)
      .jpeg({ quality: 60 })
      .toBuffer();
    const found = await searchDesignPatents(t.catalog, { image: rotated, page: 1, size: 5 });
    expect(found.rows[0]).toMatchObject({ patentNumber: 'USD0534342', why: ['image'] });
    const byText = await searchDesignPatents(t.catalog, { keywords: 'lamp', page: 1, size: 5 });
    expect(byText.rows.map((r) => r.patentNumber)).toEqual(['USD0999999']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

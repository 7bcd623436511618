import fs from 'node:fs';
import path from 'node:path';
import { API } from '@asinasin/contract';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, type Seller, uniqueEmail } from '../../../../../test/support/factories.js';
import { drawing, hasImageData, SHARED_DATA } from '../../../../../test/support/images.js';
import { multipartBody } from '../../../../../test/support/multipart.js';
import { describeEachEngine, useTestApp } from '../../../../../test/support/test-app.js';

const OPERATOR = uniqueEmail();
const SAMPLE = path.join(SHARED_DATA, 'design_patents', 'ipgb20221025_sample.xml');
const TABLE = path.join(SHARED_DATA, 'design_patents', 'us_design_2007_metadata.csv');
const bytes = (text: string) => new TextEncoder().encode(text);

describeEachEngine(
  'the operator uploads grant XML or a drawing table with its drawings as one zip',
  (engine) => {
    const t = useTestApp(engine, { ADMIN_ACCOUNTS: OPERATOR.toUpperCase() });
    let operator: Seller;
    beforeAll(async () => {
      operator = await createSeller(t.app, { account: OPERATOR });
    });

    const upload = async (headers: Record<string, string>, zip: Uint8Array, name = 'grants.zip') => {
      const body = await multipartBody({ name, type: 'application/zip', data: Buffer.from(zip) });
      const started = await t.app.inject({
        method: 'POST',
        url: `${API.adminImport}?kind=design-patents`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(started.json().code).toBe(1);
      let run = { status: 'running' } as Record<string, unknown>;
      await expect
        .poll(
          async () => {
            const res = await t.app.inject({
              url: `${API.adminImportRun}?id=${started.json().data.runId}`,
              headers,
            });
            run = res.json().data;
            return run.status;
          },
          { timeout: 60_000, interval: 50 },
        )
        .not.toBe('running');
      return run;
    };
    const drawingsOf = async (numbers: string[]) =>
      (await t.app.context.catalog()).all<{ patent_number: string }>(
        `select patent_number from design_patent_drawings where patent_number in (${numbers.map((_, i) => `$${i + 1}`).join(', ')}) order by 1`,
        numbers,
      );

    it.skipIf(!hasImageData)(
      'imports the shared drawing table with its drawings, in folders as zipped',
      async () => {
        const lines = fs.readFileSync(TABLE, 'utf8').trim().split('\n').slice(0, 4);
        const files: Record<string, Uint8Array> = { 'bundle/table.csv': bytes(lines.join('\n')) };
        const numbers: string[] = [];
        for (const line of lines.slice(1)) {
          const image = line.split(',').at(-2)!; // us_design_2007_images/USD….png
          files[`bundle/${image}`] = drawing(path.basename(image));
          numbers.push(line.split(',')[0]!);
        }
        const run = await upload(operator.headers, zipSync(files));
        expect(run).toMatchObject({ status: 'done', format: 'drawing-table', accepted: 3, rejected: 0 });
        expect((await drawingsOf(numbers)).map((r) => r.patent_number)).toEqual(numbers.sort());
      },
    );

    it.skipIf(!hasImageData)(
      'imports the grant XML with its drawing, and refuses a drawing that is not an image, by patent',
      async () => {
        // a hand-made drawing (never shown to a seller): the mechanism, not the real sheet of the grant
        const sheet = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
          .png()
          .toBuffer();
        const good = await upload(
          operator.headers,
          zipSync({ 'ipgb20221025_sample.xml': fs.readFileSync(SAMPLE), 'USD0967598.png': sheet }),
        );
        expect(good).toMatchObject({ status: 'done', format: 'uspto-grant-xml', rejected: 0 });
        expect(await drawingsOf(['USD0967598'])).toHaveLength(1);

        const bad = await upload(
          operator.headers,
          zipSync({
            'ipgb20221025_sample.xml': fs.readFileSync(SAMPLE),
            'USD0967598.png': bytes('not a png'),
          }),
          'bad-drawing.zip',
        );
        expect(bad).toMatchObject({ status: 'done', accepted: 0 });
        expect((bad.reasons as { reason: string }[])[0]!.reason).toBe(
          'USD0967598: the drawing USD0967598.png is not a PNG, JPG or TIFF image',
        );
      },
    );

    it.skipIf(!hasImageData)(
      'takes a TIFF drawing sheet as the grant XML names them, and refuses a TIFF bomb by patent',
      async () => {
        // a TIFF sheet as USPTO ships them (1-bit, CCITT G4), made from a shared drawing
        const sheet = await sharp(drawing('USD0535049.png'))
          .threshold(128)
          .toColourspace('b-w')
          .tiff({ compression: 'ccittfax4', bitdepth: 1 })
          .toBuffer();
        const good = await upload(
          operator.headers,
          zipSync({
            'ipgb20221025_sample.xml': fs.readFileSync(SAMPLE),
            'USD0967598-20221025-D00001.TIF': sheet,
          }),
          'tiff-sheet.zip',
        );
        expect(good).toMatchObject({ status: 'done', format: 'uspto-grant-xml', rejected: 0 });
        expect(await drawingsOf(['USD0967598'])).toHaveLength(1);

        // 9000 x 9000 one-colour pixels pack to a few KB: over the 40 million pixels a drawing may hold
        const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
          .toColourspace('b-w')
          .tiff({ compression: 'ccittfax4', bitdepth: 1 })
          .toBuffer();
        expect(bomb.length).toBeLessThan(1024 * 1024);
        const hostile = await upload(
          operator.headers,
          zipSync({
            'ipgb20221025_sample.xml': fs.readFileSync(SAMPLE),
            'USD0967598-20221025-D00001.TIF': bomb,
          }),
          'tiff-bomb.zip',
        );
        expect(hostile).toMatchObject({ status: 'done', accepted: 0 });
        expect((hostile.reasons as { reason: string }[])[0]!.reason).toBe(
          'USD0967598: the drawing USD0967598-20221025-D00001.TIF is too many pixels (a decompression bomb?)',
        );
      },
    );

    it('refuses a zip bomb, a path out of the folder, and a zip of no grants, storing nothing', async () => {
      // 21 MB of zeros packs to a few KB: over the 20 MB a drawing may unpack to
      const bomb = await upload(
        operator.headers,
        zipSync({
          'table.csv': bytes('patent_number,title\nD1,x\n'),
          'USD0000001.png': new Uint8Array(21 * 1024 * 1024),
        }),
        'bomb.zip',
      );
      expect(bomb).toMatchObject({ status: 'failed' });
      expect(String(bomb.message)).toContain('USD0000001.png in the zip is larger than 20 MB');

      const escape = await upload(
        operator.headers,
        zipSync({ '../../evil.csv': bytes('patent_number,title\nD1,x\n') }),
        'escape.zip',
      );
      expect(escape).toMatchObject({ status: 'failed' });
      expect(String(escape.message)).toContain('the zip holds no grant XML (.xml) or drawing table (.csv)');

      const empty = await upload(operator.headers, zipSync({ 'readme.txt': bytes('hello') }), 'empty.zip');
      expect(String(empty.message)).toContain('the zip holds no grant XML');
      expect(await drawingsOf(['USD0000001'])).toHaveLength(0);
    });
  },
);

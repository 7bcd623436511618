import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closestMarkImages, describeQuery, searchTrademarks } from '../../../../catalog/index.js';
import { useTestCatalog } from '../../../../../test/support/import-catalog.js';
import { hasSharedData, SHARED_DATA } from '../../../../../test/support/shared-data.js';
import { importFile } from '../import-file.js';

/*
 * Mark images (docs/data/trademarks.md, "Mark images"): the shared TSDR record of PYTHON with the
 * mark image USPTO serves beside it, as TSDR's zip names them (status_st66.xml, markImage.jpg,
 * which is PNG data, and markThumbnailImage.jpg).
 */
const DIR = path.join(SHARED_DATA, 'trademarks');
const read = (name: string) => fs.readFileSync(path.join(DIR, name));
const tsdrZip = () => ({
  'status_st66.xml': read('tsdr_sn76044902_PYTHON_st66.xml'),
  'markImage.jpg': read('tsdr_sn76044902_PYTHON_markImage.png'),
  'markThumbnailImage.jpg': read('tsdr_sn76044902_PYTHON_markThumbnailImage.jpg'),
});
const ID = 'USPTO:76044902';

const t = useTestCatalog();
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const imageRows = () =>
  t.catalog.all<{ trademark_id: string; phash: string }>('select trademark_id, phash from trademark_images');

describe.skipIf(!hasSharedData)('mark images imported with their TSDR record', () => {
  it('imports the TSDR zip: the mark with its image, described for the image index', async () => {
    const bytes = zipSync(tsdrZip());
    const summary = await importFile(t.catalog, { kind: 'trademarks', fileName: 'sn76044902.zip', bytes });
    expect(summary).toMatchObject({ status: 'done', format: 'uspto-tsdr-st66', accepted: 1, rejected: 0 });
    expect(await imageRows()).toEqual([{ trademark_id: ID, phash: expect.stringMatching(/^[0-9a-f]{16}$/) }]);
    // the /trademark row names the catalog's copy of the image
    const found = await searchTrademarks(t.catalog, { trademark: 'python', page: 1, size: 5 });
    expect(found.row[0]).toMatchObject({ id: ID, imageUrl: '/api/trademark/image/USPTO%3A76044902' });
  });

  it('finds the mark from a cropped and rescaled copy of its image, and not from an unrelated drawing', async () => {
    await importFile(t.catalog, { kind: 'trademarks', fileName: 'tsdr.zip', bytes: zipSync(tsdrZip()) });
    const logo = read('tsdr_sn76044902_PYTHON_markImage.png');
    const { width = 0, height = 0 } = await sharp(logo).metadata();
    // the logo as printed on a product: on a white field, cropped, rescaled and re-encoded as JPEG
    const onProduct = await sharp(logo)
      .extend({ top: 60, bottom: 60, left: 80, right: 80, background: '#fff' })
      .png()
      .toBuffer();
    const cropped = await sharp(onProduct)
      .extract({ left: 30, top: 20, width: width + 100, height: height + 70 })
      .resize(400)
      .jpeg({ quality: 80 })
      .toBuffer();
    const near = await closestMarkImages(t.catalog, (await describeQuery(cropped)).descriptors, {
      k: 5,
      min: 0.7,
    });
    expect(near.indexed).toBe(1);
    expect(near.hits[0]).toMatchObject({ id: ID, mark: 'PYTHON', status: 'live', classes: [9, 42] });
    expect(near.hits[0]!.score).toBeGreaterThanOrEqual(0.9);

    const chandelier = fs.readFileSync(
      path.join(SHARED_DATA, 'design_patents', 'us_design_2007_images', 'USD0535049.png'),
    );
    const far = await closestMarkImages(t.catalog, (await describeQuery(chandelier)).descriptors, {
      k: 5,
      min: 0.9,
    });
    expect(far.hits).toEqual([]);
  });

  it('reads a folder of TSDR records, and keeps a mark whose image is not an image, saying why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-tsdr-'));
    folders.push(dir);
    fs.mkdirSync(path.join(dir, 'sn76044902'));
    fs.writeFileSync(
      path.join(dir, 'sn76044902', 'status_st66.xml'),
      read('tsdr_sn76044902_PYTHON_st66.xml'),
    );
    fs.writeFileSync(path.join(dir, 'sn76044902', 'markImage.jpg'), 'not an image at all');
    const summary = await importFile(t.catalog, { kind: 'trademarks', fileName: 'tsdr-folder', path: dir });
    expect(summary).toMatchObject({ status: 'done', accepted: 1 });
    expect(summary.reasons.map((r) => r.reason)).toContain(
      `${ID}: the mark image markImage.jpg is not a PNG, JPG or TIFF image; the mark is kept without it`,
    );
    expect(await imageRows()).toEqual([]);
  });

  it('refuses a zip without a trademark record, storing nothing', async () => {
    const { 'markImage.jpg': image } = tsdrZip();
    const summary = await importFile(t.catalog, {
      kind: 'trademarks',
      fileName: 'images-only.zip',
      bytes: zipSync({ 'markImage.jpg': image }),
    });
    expect(summary).toMatchObject({ status: 'failed', message: 'the zip holds no trademark XML (.xml)' });
  });
});

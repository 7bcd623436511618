import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  drawing,
  drawingFiles,
  hasImageData,
  productPhotos,
  withCaption,
} from '../../../test/support/images.js';
import { checkMainImage } from './compliance.js';
import { analysisPixels } from './pixels.js';
import { findTextLines } from './text-lines.js';

/** A product (a grey block) of the given share of a white frame, centred. */
async function productOnWhite(frame: number, share: number, background = '#ffffff') {
  const side = Math.round(frame * share);
  const block = await sharp({ create: { width: side, height: side, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const offset = Math.floor((frame - side) / 2);
  return sharp({ create: { width: frame, height: frame, channels: 3, background } })
    .composite([{ input: block, left: offset, top: offset }])
    .png()
    .toBuffer();
}

describe('main-image rules on made images', () => {
  it('passes a product filling 90% of a 1200 px white frame', async () => {
    const image = await productOnWhite(1200, 0.9);
    const report = await checkMainImage(image, { width: 1200, height: 1200 });
    expect(report.background).toEqual({ passed: true, whiteEdgeShare: 1, pureWhiteEdgeShare: 1 });
    expect(report.fill.passed).toBe(true);
    expect(report.fill.share).toBeCloseTo(0.9, 2);
    expect(report.size).toEqual({ passed: true, longestSide: 1200 });
    expect(report.passed).toBe(true);
  });

  it('fails a small product, a grey background and a small image, each on its own rule', async () => {
    const small = await checkMainImage(await productOnWhite(1200, 0.5), { width: 1200, height: 1200 });
    expect(small.fill).toMatchObject({ passed: false });
    expect(small.fill.share).toBeCloseTo(0.5, 2);
    const grey = await checkMainImage(await productOnWhite(1200, 0.9, '#f0f0f0'), {
      width: 1200,
      height: 1200,
    });
    expect(grey.background).toMatchObject({ passed: false, whiteEdgeShare: 0 });
    const tiny = await checkMainImage(await productOnWhite(800, 0.9), { width: 800, height: 800 });
    expect(tiny.size).toEqual({ passed: false, longestSide: 800 });
    expect(tiny.passed).toBe(false);
  });
});

describe.skipIf(!hasImageData)('the text detector on the shared real images (docs/images.md)', () => {
  it('finds no text in a plain drawing or the product photos, and finds a caption', async () => {
    const plain = drawing('USD0535049.png');
    expect(findTextLines(await analysisPixels(plain))).toEqual([]);
    for (const photo of productPhotos()) expect(findTextLines(await analysisPixels(photo))).toEqual([]);
    const lines = findTextLines(await analysisPixels(await withCaption(plain)));
    expect(lines).toHaveLength(1);
    // the caption sits at the bottom of the frame
    expect(lines[0]!.y).toBeGreaterThan(400);
  });

  it('errs on few of a sample of the drawings, with and without a caption', async () => {
    const sample = drawingFiles().filter((_, i) => i % 6 === 0);
    let alarms = 0;
    let missed = 0;
    for (const file of sample) {
      const data = fs.readFileSync(file);
      if (findTextLines(await analysisPixels(data)).length > 0) alarms++;
      if (findTextLines(await analysisPixels(await withCaption(data))).length === 0) missed++;
    }
    expect(sample.length).toBe(50);
    // measured on all 300: 5.7% flagged (some really show text), 1.3% of captions missed
    expect(alarms / sample.length).toBeLessThanOrEqual(0.1);
    expect(missed / sample.length).toBeLessThanOrEqual(0.05);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawing, hasImageData } from '../../../test/support/images.js';
import { optimizeImage } from './optimize.js';

/** A dark product on a light grey studio background, wider than tall. */
async function productOnGrey() {
  const product = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#202830' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 500, channels: 3, background: '#ececec' } })
    .composite([{ input: product, left: 250, top: 150 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const pixelAt = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at], data[at + 1], data[at + 2]];
};

describe('the optimizer', () => {
  it('whitens a plain background, keeps the product, and pads to the square size', async () => {
    const result = await optimizeImage(await productOnGrey(), {
      whiten: true,
      size: 1000,
      format: 'png',
      targetKb: null,
    });
    expect(result).toMatchObject({ width: 1000, height: 1000, whitened: true, targetMet: true });
    const meta = await sharp(result.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 1000]);
    // the old background (scaled ×1.25, centred) and the padding are pure white; the product is not
    expect(await pixelAt(result.data, 20, 300)).toEqual([255, 255, 255]);
    expect(await pixelAt(result.data, 500, 10)).toEqual([255, 255, 255]);
    const [r] = await pixelAt(result.data, 500, 500);
    expect(r).toBeLessThan(60);
  });

  it('leaves the background alone when asked not to whiten', async () => {
    const result = await optimizeImage(await productOnGrey(), {
      whiten: false,
      size: 1000,
      format: 'png',
      targetKb: null,
    });
    expect(result.whitened).toBe(false);
    const [r] = await pixelAt(result.data, 20, 300);
    expect(r).toBeGreaterThan(230);
    expect(r).toBeLessThan(245);
  });

  it.skipIf(!hasImageData)('compresses a real drawing under the target size in each format', async () => {
    const targets = { jpeg: 60, webp: 60, png: 100 } as const;
    for (const format of ['jpeg', 'webp', 'png'] as const) {
      const targetKb = targets[format];
      const result = await optimizeImage(drawing('USD0535049.png'), {
        whiten: true,
        size: 1000,
        format,
        targetKb,
      });
      expect(result.targetMet, format).toBe(true);
      expect(result.data.length, format).toBeLessThanOrEqual(targetKb * 1024);
      expect((await sharp(result.data).metadata()).format).toBe(format);
    }
  });
});

import { IMAGE_LIMITS, type OptimizeOptions } from '@asinasin/contract';
import sharp, { type Sharp } from 'sharp';
import { whitenBackground } from './whiten.js';

export interface OptimizedImage {
  data: Buffer;
  format: OptimizeOptions['format'];
  width: number;
  height: number;
  /** the background was plain and is now pure white */
  whitened: boolean;
  /** the result weighs no more than the target (true without a target) */
  targetMet: boolean;
}

const WHITE = { r: 255, g: 255, b: 255 };
const DEFAULT_QUALITY = 90;
const MIN_QUALITY = 40;

function encode(image: Sharp, format: OptimizeOptions['format'], quality: number, colours = 256): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality, mozjpeg: true });
  if (format === 'webp') return image.webp({ quality, effort: 4 });
  // zlib level 6 and a quick quantiser: level 9 costs seconds a try on a 2000 px square for a few %.
  return colours < 256 || quality < DEFAULT_QUALITY
    ? image.png({ palette: true, colours, effort: 3, compressionLevel: 6 })
    : image.png({ compressionLevel: 6 });
}

/**
 * The highest quality whose file fits the target, by halving the range (at most six encodes);
 * PNG, which has no quality, tries ever fewer palette colours. The smallest try is kept when none
 * fits, and said so.
 */
async function encodeToTarget(
  square: () => Sharp,
  format: OptimizeOptions['format'],
  targetKb: number | null,
) {
  if (targetKb === null)
    return { data: await encode(square(), format, DEFAULT_QUALITY).toBuffer(), targetMet: true };
  const limit = targetKb * 1024;
  const first = await encode(square(), format, DEFAULT_QUALITY).toBuffer();
  if (first.length <= limit) return { data: first, targetMet: true };
  if (format === 'png') {
    let smallest = first;
    for (const colours of [256, 64, 16]) {
      const data = await encode(square(), format, MIN_QUALITY, colours).toBuffer();
      if (data.length <= limit) return { data, targetMet: true };
      if (data.length < smallest.length) smallest = data;
    }
    return { data: smallest, targetMet: false };
  }
  let low = MIN_QUALITY;
  let high = DEFAULT_QUALITY - 1;
  let best: Buffer | undefined;
  let smallest = first;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const data = await encode(square(), format, quality).toBuffer();
    if (data.length < smallest.length) smallest = data;
    if (data.length <= limit) {
      best = data;
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  return best ? { data: best, targetMet: true } : { data: smallest, targetMet: false };
}

/**
 * One listing image made from an original: upright, laid on white, scaled to fit the square,
 * a plain background made pure white, padded with white to size × size, then encoded in the
 * format asked, compressed to the target when one is given (docs/images.md).
 */
export async function optimizeImage(input: Buffer, options: OptimizeOptions): Promise<OptimizedImage> {
  const { size, format, targetKb } = options;
  const { data, info } = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: WHITE })
    .resize(size, size, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height };
  const whitened = options.whiten ? whitenBackground(pixels) : false;
  const left = Math.floor((size - info.width) / 2);
  const top = Math.floor((size - info.height) / 2);
  const square = () =>
    sharp(pixels.data, { raw: { width: info.width, height: info.height, channels: 3 } }).extend({
      left,
      right: size - info.width - left,
      top,
      bottom: size - info.height - top,
      background: WHITE,
    });
  const encoded = await encodeToTarget(square, format, targetKb);
  return { ...encoded, format, width: size, height: size, whitened };
}

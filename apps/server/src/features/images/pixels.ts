import sharp from 'sharp';
import { IMAGE_LIMITS } from '@asinasin/contract';

/** An image's RGB pixels, row after row, three bytes each. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** The analysis works on at most this many pixels a side: enough for 4 px letters of a 2000 px image. */
export const ANALYSIS_SIDE = 800;

/**
 * The image as the checks see it: turned upright (EXIF), transparency laid on white (as Amazon
 * shows it), scaled down to fit ANALYSIS_SIDE. Averaging white pixels keeps them 255, so the
 * background check still sees pure white where the original had it.
 */
export async function analysisPixels(input: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function minChannel(pixels: Pixels, index: number): number {
  const at = index * 3;
  return Math.min(pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!);
}

export function luminance(pixels: Pixels, index: number): number {
  const at = index * 3;
  return 0.299 * pixels.data[at]! + 0.587 * pixels.data[at + 1]! + 0.114 * pixels.data[at + 2]!;
}

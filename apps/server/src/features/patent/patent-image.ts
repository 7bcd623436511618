import { MAX_PATENT_IMAGE_BYTES } from '@asinasin/contract';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../../catalog/index.js';
import { AppError } from '../../platform/http/app-error.js';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * The image of a search: a data URL of a .jpg or .png (SPEC §5), checked by its bytes, not its
 * label, within the size limit, and opened by sharp with a pixel limit so that a small file that
 * unpacks to a huge image (a decompression bomb) is refused before it is decoded. Nothing is kept.
 */
export async function imageOfDataUrl(dataUrl: string): Promise<Uint8Array> {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw AppError.badRequest('patent.imageType');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > MAX_PATENT_IMAGE_BYTES) {
    throw AppError.badRequest('patent.imageTooLarge', { max: MAX_PATENT_IMAGE_BYTES / 1024 / 1024 });
  }
  if (!startsWith(bytes, JPEG) && !startsWith(bytes, PNG)) throw AppError.badRequest('patent.imageType');
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
      throw new Error('too many pixels');
    // Decoding the whole image proves it is not truncated or damaged before it is described.
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).resize(8, 8).raw().toBuffer();
  } catch {
    throw AppError.badRequest('patent.imageUnreadable');
  }
  return bytes;
}

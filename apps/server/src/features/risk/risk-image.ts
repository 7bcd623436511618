import { MAX_PATENT_IMAGE_BYTES } from '@asinasin/contract';
import { MAX_INPUT_PIXELS } from '../../catalog/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { takeImage, type AcceptedImage } from '../../platform/images/index.js';

/** SPEC §5: only .jpg and .png; the byte bound is the patent search's (the same drawing index reads it). */
const POLICY = {
  formats: ['jpeg', 'png'] as const,
  maxBytes: MAX_PATENT_IMAGE_BYTES,
  maxPixels: MAX_INPUT_PIXELS,
};

/**
 * The analysed image: a .jpg or .png data URL (the image input's value, SPEC §3), checked through
 * the one image intake (magic bytes, size, pixel limit against decompression bombs, full decode).
 */
export async function imageOfDataUrl(dataUrl: string): Promise<AcceptedImage> {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw AppError.badRequest('images.notImage', { formats: 'JPG / PNG' });
  return takeImage(Buffer.from(match[2]!, 'base64'), POLICY);
}

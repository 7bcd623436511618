import { MAX_PATENT_IMAGE_BYTES } from '@asinasin/contract';
import { MAX_INPUT_PIXELS } from '../../catalog/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { takeImage } from '../../platform/images/index.js';

/** SPEC §5: only .jpg and .png, at most 5 MB, at most the drawing index's pixel limit. */
const POLICY = {
  formats: ['jpeg', 'png'] as const,
  maxBytes: MAX_PATENT_IMAGE_BYTES,
  maxPixels: MAX_INPUT_PIXELS,
};

/** The one image intake's refusals, said in the patent search's own words (SPEC §5's messages). */
const REFUSALS: Partial<Record<MessageKey, MessageKey>> = {
  'images.notImage': 'patent.imageType',
  'images.tooLarge': 'patent.imageTooLarge',
  'images.tooManyPixels': 'patent.imageUnreadable',
  'images.broken': 'patent.imageUnreadable',
};

/**
 * The image of a search: a data URL of a .jpg or .png (SPEC §5), checked through the one image
 * intake (platform/images: its bytes, not its label; its size; its header's pixel count before a
 * decode, so a decompression bomb is refused; a full decode under the pixel limit). Nothing is kept.
 */
export async function imageOfDataUrl(dataUrl: string): Promise<Uint8Array> {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw AppError.badRequest('patent.imageType');
  try {
    return (await takeImage(Buffer.from(match[2]!, 'base64'), POLICY)).data;
  } catch (error) {
    const key = error instanceof AppError ? REFUSALS[error.messageKey] : undefined;
    if (!key) throw error;
    throw AppError.badRequest(key, { max: MAX_PATENT_IMAGE_BYTES / 1024 / 1024 });
  }
}

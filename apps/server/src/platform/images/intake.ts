import { ErrorCode } from '@asinasin/contract';
import sharp from 'sharp';
import { AppError } from '../http/app-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { sniffImageFormat, type ImageFormat } from './sniff.js';

/** What a feature lets in: which formats, how many bytes, how many pixels once decoded. */
export interface ImagePolicy {
  formats: readonly ImageFormat[];
  maxBytes: number;
  /**
   * width × height at most. A decode holds width × height × 4 bytes, and a small PNG of one
   * colour can claim 100 000 × 100 000 (a decompression bomb): the header is judged first, and
   * sharp's limitInputPixels refuses it again while decoding (decisions/0025, 0034).
   */
  maxPixels: number;
}

/** An image that passed intake: its real format and size, read from its bytes. */
export interface AcceptedImage {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
}

/** A refusal whose envelope data names the form field it concerns, so the page shows it there. */
export const onFileField = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError(ErrorCode.BAD_REQUEST, key, params, { field: 'file' });
const onField = onFileField;

const FORMAT_NAMES: Record<ImageFormat, string> = { jpeg: 'JPG', png: 'PNG', webp: 'WebP', tiff: 'TIFF' };

export function formatList(formats: readonly ImageFormat[]): string {
  return formats.map((format) => FORMAT_NAMES[format]).join(' / ');
}

/**
 * Checks an uploaded image before anything is stored: its size, its magic bytes (only the formats
 * the policy allows), its header's pixel count, then a full decode under sharp's pixel limit, so
 * a truncated or corrupt file is refused here and never reaches a job.
 */
export async function takeImage(data: Buffer, policy: ImagePolicy): Promise<AcceptedImage> {
  if (data.length === 0) throw onField('images.notImage', { formats: formatList(policy.formats) });
  if (data.length > policy.maxBytes) {
    throw onField('images.tooLarge', { mb: Math.floor(policy.maxBytes / 1024 / 1024) });
  }
  const format = sniffImageFormat(data);
  if (!format || !policy.formats.includes(format)) {
    throw onField('images.notImage', { formats: formatList(policy.formats) });
  }
  let width: number;
  let height: number;
  try {
    // metadata() reads the header only; the pixel limit is off here so a big claim is measured.
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw new Error('header disagrees');
    ({ width, height } = meta);
  } catch {
    throw onField('images.notImage', { formats: formatList(policy.formats) });
  }
  if (width * height > policy.maxPixels) {
    throw onField('images.tooManyPixels', { width, height, max: policy.maxPixels });
  }
  try {
    await sharp(data, { limitInputPixels: policy.maxPixels, failOn: 'error' }).stats();
  } catch {
    throw onField('images.broken');
  }
  return { format, width, height, bytes: data.length, data };
}

import crypto from 'node:crypto';
import { AVATAR_URL_PREFIX } from '@asinasin/contract';
import pLimit from 'p-limit';
import sharp, { type SharpOptions } from 'sharp';
import { AppError } from '../../platform/http/app-error.js';

export { AVATAR_URL_PREFIX };
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * 4096 × 4096 (16.7 MP): above any phone's default photo (12 MP), a 256 px avatar needs no more.
 * A 5 MB PNG of one colour can claim 36 MP and more, and a decode holds width × height × 4 bytes
 * (docs/decisions/0025), so the header is judged before any pixel is read.
 */
export const MAX_AVATAR_PIXELS = 4096 * 4096;
/** Decodes at a time in this process: at most about 2 × 67 MB of pixels, the rest wait their turn. */
const decodes = pLimit(2);
const SHARP_OPTIONS: SharpOptions = { limitInputPixels: MAX_AVATAR_PIXELS, failOn: 'error' };

/**
 * The image's format and size from its header alone: sharp's metadata() decodes no pixels, so it
 * may look at any size (with the pixel limit on, it would refuse a big one as a broken image).
 */
async function readHeader(input: Buffer) {
  try {
    const { format, width, height } = await sharp(input, {
      ...SHARP_OPTIONS,
      limitInputPixels: false,
    }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`unsupported format ${format}`);
    return { width, height };
  } catch {
    throw AppError.badRequest('account.avatarType');
  }
}

async function decodeToWebp(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, SHARP_OPTIONS)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('account.avatarType');
  }
}

/** The browser's file type is only a hint; sharp reads the real format from the bytes. */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  const { width, height } = await readHeader(input);
  if (width * height > MAX_AVATAR_PIXELS) {
    throw AppError.badRequest('account.avatarTooManyPixels', { width, height });
  }
  return decodes(() => decodeToWebp(input));
}

const AVATAR_NAME = /^[0-9a-f]{32}\.webp$/;

/** A random name, so an avatar URL reveals nothing and caches never go stale. */
export function newAvatarUrl(): string {
  return `${AVATAR_URL_PREFIX}${crypto.randomBytes(16).toString('hex')}.webp`;
}

/** The file key behind an avatar URL we issued, or undefined for anything else (no ../ tricks). */
export function avatarFileKey(url: string): string | undefined {
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return url.startsWith(AVATAR_URL_PREFIX) && AVATAR_NAME.test(name) ? `avatars/${name}` : undefined;
}

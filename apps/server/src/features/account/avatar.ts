import crypto from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.js';

export const AVATAR_URL_PREFIX = '/files/avatars/';
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file can still decode to gigapixels; refuse those before sharp allocates them.
const MAX_INPUT_PIXELS = 40_000_000;

/** The browser's file type is only a hint; sharp reads the real format from the bytes. */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`unsupported format ${format}`);
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('account.avatarType');
  }
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

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../platform/http/app-error.js';

export const AVATAR_URL_PREFIX = '/files/avatars/';
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file can still decode to gigapixels; refuse those before sharp allocates them.
const MAX_INPUT_PIXELS = 40_000_000;

export function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'files', 'avatars');
}

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

/** Saves under a random name, so an avatar URL reveals nothing and caches never go stale. */
export async function saveAvatar(dataDir: string, webp: Buffer): Promise<string> {
  const name = `${crypto.randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(avatarDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(avatarDir(dataDir), name), webp);
  return `${AVATAR_URL_PREFIX}${name}`;
}

const AVATAR_NAME = /^[0-9a-f]{32}\.webp$/;

/** The stored avatar, or undefined for a name we never issued (which also rules out ../ tricks). */
export async function readAvatar(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!AVATAR_NAME.test(name)) return undefined;
  return fs.readFile(path.join(avatarDir(dataDir), name)).catch(() => undefined);
}

export async function deleteAvatar(dataDir: string, url: string): Promise<void> {
  const name = url.slice(AVATAR_URL_PREFIX.length);
  if (!url.startsWith(AVATAR_URL_PREFIX) || !AVATAR_NAME.test(name)) return;
  await fs.rm(path.join(avatarDir(dataDir), name), { force: true });
}

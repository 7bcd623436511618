import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { AppError } from '../../../../platform/http/app-error.js';
import { takeImage, type ImagePolicy } from '../../../../platform/images/index.js';
import { FileFormatError } from '../decode-text.js';

/** Bounds of one uploaded bundle (docs/data/design-patents.md, "Upload"): a zip bomb stops here. */
export const ZIP_LIMITS = {
  entries: 5000,
  totalBytes: 1024 * 1024 * 1024,
  textBytes: 256 * 1024 * 1024,
  imageBytes: 20 * 1024 * 1024,
};
/**
 * Drawings are checked as every uploaded image is (platform/images): format, size, pixels, decode.
 * TIFF is taken because the grant XML's own drawing sheets are TIFF (USD…-D00001.TIF).
 */
const DRAWING_POLICY: ImagePolicy = {
  formats: ['png', 'jpeg', 'tiff'],
  maxBytes: ZIP_LIMITS.imageBytes,
  maxPixels: 40_000_000,
};
const TEXT = /\.(xml|csv)$/i;
const IMAGE = /\.(png|jpe?g|tiff?)$/i;

export const isZip = async (file: string): Promise<boolean> => {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
};

const REFUSAL_TEXT: Record<string, string> = {
  'images.notImage': 'not a PNG, JPG or TIFF image',
  'images.tooLarge': 'larger than 20 MB',
  'images.tooManyPixels': 'too many pixels (a decompression bomb?)',
  'images.broken': 'a damaged image',
};

/**
 * A relative path safe to write under the folder: each part cleaned, none "..", at most two
 * folders deep (the import reads two levels); null for a folder entry, a dot-file or a Mac fork.
 */
function safeName(entry: string): string | null {
  const parts = entry.split(/[\\/]/).filter((part) => part && part !== '.');
  const base = parts.at(-1);
  if (!base || base.startsWith('.') || parts.includes('..') || parts.includes('__MACOSX')) return null;
  const clean = parts.map((part) => part.replace(/[^\w.-]/g, '_'));
  return clean.length <= 3 ? path.join(...clean) : clean.at(-1)!;
}

/**
 * Unpacks an uploaded zip of grant XML or a drawing table with its drawings into `dir`, streamed
 * and bounded: at most ZIP_LIMITS entries and bytes (counted as they inflate, never trusting the
 * sizes the zip declares), only .xml, .csv, .png, .jpg and .tif entries, each under its base name. A
 * drawing that is not a sound PNG, JPG or TIFF is left out, and said why (by its file name).
 */
export async function unzipUpload(
  zipFile: string,
  dir: string,
  nothing = 'the zip holds no grant XML (.xml) or drawing table (.csv)',
): Promise<{ refused: Map<string, string> }> {
  await fsp.mkdir(dir, { recursive: true });
  let entries = 0;
  let total = 0;
  let failure: Error | null = null;
  const written: { file: string; image: boolean }[] = [];
  const taken = new Set<string>();
  const unzip = new Unzip((entry: UnzipFile) => {
    const name = safeName(entry.name);
    if (failure || !name || !(TEXT.test(name) || IMAGE.test(name))) return;
    if (++entries > ZIP_LIMITS.entries) {
      failure = new FileFormatError(`the zip holds more than ${ZIP_LIMITS.entries} files`);
      return;
    }
    let unique = name;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = path.join(`copy${n}`, path.basename(name));
    taken.add(unique.toLowerCase());
    const target = path.join(dir, unique);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const fd = fs.openSync(target, 'w');
    const image = IMAGE.test(name);
    const limit = image ? ZIP_LIMITS.imageBytes : ZIP_LIMITS.textBytes;
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) failure = new FileFormatError(`the zip cannot be read (${error.message})`);
      size += chunk?.length ?? 0;
      total += chunk?.length ?? 0;
      if (size > limit)
        failure = new FileFormatError(`${name} in the zip is larger than ${limit / 1024 / 1024} MB`);
      if (total > ZIP_LIMITS.totalBytes) failure = new FileFormatError('the zip unpacks to more than 1 GB');
      if (failure) {
        entry.terminate();
        fs.closeSync(fd);
        return;
      }
      if (chunk?.length) fs.writeSync(fd, chunk);
      if (final) {
        fs.closeSync(fd);
        written.push({ file: target, image });
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of fs.createReadStream(zipFile, { highWaterMark: 1 << 20 })) {
    try {
      unzip.push(chunk as Buffer);
    } catch (error) {
      failure ??= new FileFormatError(`the zip cannot be read (${(error as Error).message})`);
    }
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  if (!written.some((w) => !w.image)) throw new FileFormatError(nothing);
  const refused = new Map<string, string>();
  for (const { file, image } of written) {
    if (!image) continue;
    try {
      await takeImage(await fsp.readFile(file), DRAWING_POLICY);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.set(path.basename(file), REFUSAL_TEXT[error.messageKey] ?? 'not a usable image');
      await fsp.rm(file);
    }
  }
  return { refused };
}

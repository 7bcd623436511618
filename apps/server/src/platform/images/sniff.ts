/** The image formats the product takes in (decisions/0034): what sharp reads and Amazon accepts. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
/**
 * Every format the intake can recognise: the product's three, and TIFF, which only the design
 * patents' drawing sheets come in (USPTO grant XML names .TIF sheets); a policy lists TIFF itself.
 */
export type ImageFormat = (typeof IMAGE_FORMATS)[number] | 'tiff';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;
const TIFF_LITTLE_ENDIAN = [0x49, 0x49, 0x2a, 0x00] as const;
const TIFF_BIG_ENDIAN = [0x4d, 0x4d, 0x00, 0x2a] as const;

/**
 * The format the file's first bytes (its magic number) say it is, whatever its name or the
 * browser's type claim; undefined for anything else (a PDF, a GIF, an HTML page renamed .jpg).
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, TIFF_LITTLE_ENDIAN) || startsWith(bytes, TIFF_BIG_ENDIAN)) return 'tiff';
  return undefined;
}

export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
};
export const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', tiff: 'tif' };

/** Why a file could not be read as text: the pipeline reports it and imports nothing. */
export class FileFormatError extends Error {}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Seller Central and Excel save CSV as UTF-8 (often with a BOM); Chinese Windows saves GBK. A file
 * that is valid UTF-8 is read as UTF-8; otherwise it must be valid GBK (GB18030), or it is refused:
 * guessing an encoding would import garbled titles without a word.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'gbk' } {
  const hasBom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    if (hasBom) throw new FileFormatError('the file starts as UTF-8 but holds bytes that are not UTF-8');
  }
  try {
    return { text: new TextDecoder('gb18030', { fatal: true }).decode(body), encoding: 'gbk' };
  } catch {
    throw new FileFormatError('the file is neither UTF-8 nor GBK text');
  }
}

import crypto from 'node:crypto';
import { FINGERPRINT_KEY_MATERIAL } from '@asinasin/contract';

const KEY = crypto.createHash('sha256').update(FINGERPRINT_KEY_MATERIAL).digest();
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Opens the `re` value of encryptFingerprint (contract). The key is public, so this only keeps
 * the one-trial-per-device rule from being scripted trivially; it proves nothing about the device.
 * Returns the sha256 of the fingerprint, or undefined when `re` is missing or does not decrypt.
 */
export function fingerprintHash(re: string | undefined): string | undefined {
  if (!re || !BASE64.test(re)) return undefined;
  const bytes = Buffer.from(re, 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', KEY, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const fingerprint = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return crypto.createHash('sha256').update(fingerprint).digest('hex');
  } catch {
    return undefined;
  }
}

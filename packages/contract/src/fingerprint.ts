import { gcm } from '@noble/ciphers/aes.js';
import { sha256 } from '@noble/hashes/sha2.js';

// Its own module (not account.ts): the web entry needs the user schema, and only the register
// page needs AES, so the cipher code stays out of the first load.

/**
 * The device fingerprint `re` (SPEC §3, §7) travels AES-GCM encrypted with a key everyone can
 * derive from this constant. That is obfuscation to keep the one-free-trial-per-device rule from
 * being trivially scripted, not security: the key ships in the web bundle.
 */
export const FINGERPRINT_KEY_MATERIAL = 'asinasin-re-v1';

/**
 * Encrypts a fingerprint for `re`: base64 of a 12-byte random iv followed by ciphertext and tag.
 * Plain-JavaScript AES-GCM, because crypto.subtle is missing on plain-HTTP deployments.
 */
export function encryptFingerprint(fingerprint: string): string {
  const encoder = new TextEncoder();
  const key = sha256(encoder.encode(FINGERPRINT_KEY_MATERIAL));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = gcm(key, iv).encrypt(encoder.encode(fingerprint));
  const bytes = new Uint8Array(iv.length + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, iv.length);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

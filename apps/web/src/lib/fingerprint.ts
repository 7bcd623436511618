import { encryptFingerprint } from '@asinasin/contract';
import { STORAGE_KEYS, storage } from './storage';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function deviceId(): string {
  const existing = storage.get(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = randomId();
  storage.set(STORAGE_KEYS.deviceId, id);
  return id;
}

function deviceTraits(): string[] {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav?.userAgent ?? '',
    nav?.language ?? '',
    nav?.platform ?? '',
    String(nav?.hardwareConcurrency ?? ''),
    scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  ];
}

/** cyrb53: a small non-cryptographic hash for pages served without WebCrypto (plain http). */
function cyrb53(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A stable device fingerprint (SPEC §3 `re`): a random id kept on this device plus browser and
 * screen traits, hashed. It only has to stay the same for the same browser profile.
 */
export async function getDeviceFingerprint(): Promise<string> {
  const source = [deviceId(), ...deviceTraits()].join('|');
  if (typeof crypto !== 'undefined' && crypto.subtle) return sha256Hex(source);
  return `${cyrb53(source)}${cyrb53(source, 1)}`;
}

/**
 * The `re` value sent with registration: the fingerprint encrypted by the contract's
 * encryptFingerprint. Undefined where the browser has no WebCrypto (a page served over plain http
 * from another host); `re` is optional, so registration still works there.
 */
export async function getEncryptedFingerprint(): Promise<string | undefined> {
  try {
    return await encryptFingerprint(await getDeviceFingerprint());
  } catch {
    return undefined;
  }
}

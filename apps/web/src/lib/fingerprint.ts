import { encryptFingerprint } from '@asinasin/contract';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
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

/**
 * A stable device fingerprint (SPEC §3 `re`): a random id kept on this device plus browser and
 * screen traits, hashed. It only has to stay the same for the same browser profile.
 */
export function getDeviceFingerprint(): string {
  const source = [deviceId(), ...deviceTraits()].join('|');
  return bytesToHex(sha256(new TextEncoder().encode(source)));
}

/** The `re` value sent with registration: the fingerprint encrypted by the contract. */
export function getEncryptedFingerprint(): string {
  return encryptFingerprint(getDeviceFingerprint());
}

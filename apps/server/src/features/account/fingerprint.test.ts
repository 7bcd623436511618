import { encryptFingerprint } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { fingerprintHash } from './fingerprint.js';

describe('device fingerprint', () => {
  it('decrypts what the contract encrypts, to a stable hash of the fingerprint', async () => {
    const a = fingerprintHash(encryptFingerprint('canvas:1234|tz:Asia/Shanghai'));
    const b = fingerprintHash(encryptFingerprint('canvas:1234|tz:Asia/Shanghai'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toBe(b);
    expect(fingerprintHash(encryptFingerprint('another device'))).not.toBe(a);
  });

  it('gives nothing for missing, malformed or tampered values', async () => {
    const sealed = Buffer.from(encryptFingerprint('device'), 'base64');
    sealed[14] = sealed[14]! ^ 1;
    for (const re of [undefined, '', 'not base64!', btoa('short'), sealed.toString('base64')]) {
      expect(fingerprintHash(re)).toBeUndefined();
    }
  });
});

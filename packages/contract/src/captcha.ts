import { solveChallenge } from 'altcha-lib';
import { sha256 } from '@noble/hashes/sha2.js';
import type { DeriveKeyFunction } from 'altcha-lib';
import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/** Robot confirmation is a self-hosted altcha proof of work: SHA-256, signed by the server. */
export const CAPTCHA_ALGORITHM = 'SHA-256';

export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export const captchaChallengeResponse = envelopeOf(captchaChallengeSchema);

/**
 * altcha's SHA key derivation (salt‖password hashed `cost` times), in plain JavaScript: WebCrypto's
 * crypto.subtle exists only on HTTPS or localhost, and self-hosters often serve plain HTTP on a LAN.
 */
const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== CAPTCHA_ALGORITHM) throw new Error(`unsupported ${parameters.algorithm}`);
  let key = new Uint8Array(salt.length + password.length);
  key.set(salt);
  key.set(password, salt.length);
  for (let i = 0; i < Math.max(1, parameters.cost); i++) key = sha256(key);
  return { derivedKey: key.slice(0, parameters.keyLength ?? 32) };
};

/** Solves a challenge in the browser (or a test) and returns the payload the server verifies. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha could not be solved');
  const json = JSON.stringify({ challenge, solution });
  return btoa(json);
}

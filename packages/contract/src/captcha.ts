import { solveChallenge } from 'altcha-lib';
// The WebCrypto variant: same keys as the node:crypto one, and it runs in the browser bundle too.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
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

/** Solves a challenge in the browser (or a test) and returns the payload the server verifies. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha could not be solved');
  const json = JSON.stringify({ challenge, solution });
  return btoa(json);
}

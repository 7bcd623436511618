import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/** An altcha proof-of-work challenge (self-hosted robot confirmation). */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export const captchaChallengeResponse = envelopeOf(captchaChallengeSchema);

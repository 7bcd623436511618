import {
  CAPTCHA_ALGORITHM,
  captchaChallengeSchema,
  ErrorCode,
  type CaptchaChallenge,
} from '@asinasin/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const payloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

/**
 * Robot confirmation: a self-hosted altcha proof of work signed with the app secret. A solved
 * challenge is good for one request; its signature is recorded so a replay fails.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    /** leading zero hex digits the derived key must show: each one is 16 times more work */
    private readonly difficulty: number,
  ) {}

  async createChallenge(now = Date.now()): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 1,
      deriveKey,
      keyPrefix: '0'.repeat(this.difficulty),
      expiresAt: new Date(now + CAPTCHA_TTL_MS),
      hmacSignatureSecret: this.secret,
    });
    return captchaChallengeSchema.parse(challenge);
  }

  /** Throws CAPTCHA_FAILED for anything but a fresh, correctly solved, unused challenge of ours. */
  async assertSolved(payload: string, now = Date.now()): Promise<void> {
    if (!(await this.verify(payload, now))) {
      throw new AppError(ErrorCode.CAPTCHA_FAILED, 'auth.captchaFailed');
    }
  }

  async verify(payload: string, now = Date.now()): Promise<boolean> {
    const decoded = decodePayload(payload);
    if (!decoded) return false;
    const { challenge, solution } = decoded;
    const expiresAt = challenge.parameters.expiresAt;
    // Challenges we sign always expire; one without a date was not made by this server.
    if (!expiresAt || expiresAt * 1000 < now) return false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    const inserted = await this.db
      .insertInto('captcha_uses')
      .values({ signature: challenge.signature, expires_at: expiresAt * 1000 })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Used signatures matter only until their challenge expires (a background task calls this). */
  async purgeExpired(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
  }
}

function decodePayload(payload: string): z.infer<typeof payloadSchema> | undefined {
  if (!BASE64.test(payload)) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

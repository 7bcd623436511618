import crypto from 'node:crypto';
import { ErrorCode, LIMITS, type CodePurpose, type Language } from '@asinasin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { hmacHex } from '../../platform/captcha/app-secret.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/i18n/messages.js';
import type { Messaging } from '../../platform/mail/mailer.js';
import {
  countCodesSince,
  deleteCode,
  deleteCodesCreatedBefore,
  findLatestCode,
  insertCode,
  markCodeConsumed,
  recordWrongAttempt,
} from './verification-code.repository.js';

export const CODE_TTL_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODES_PER_TARGET_HOUR = 10;
/** A code survives this many wrong guesses: 5 tries at 10^6 keeps guessing hopeless. */
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface CodeRequest {
  target: string;
  purpose: CodePurpose;
  ip: string;
}

/** Six-digit codes, stored only as an HMAC bound to their target and purpose. Only the latest counts. */
export class VerificationCodes {
  private lastPurge = 0;

  constructor(
    private readonly secret: string,
    private readonly mail: Messaging,
    private readonly log: FastifyBaseLogger,
  ) {}

  private hash(target: string, purpose: CodePurpose, code: string): string {
    return hmacHex(this.secret, `${purpose}:${target}:${code}`);
  }

  /** Throws CODE_TOO_SOON within 60 s of the last code, RATE_LIMITED past 10 codes an hour. */
  async issue(db: Db, request: CodeRequest, now = Date.now()): Promise<{ id: number; code: string }> {
    const latest = await findLatestCode(db, request.target, request.purpose);
    const waitMs = latest ? latest.created_at + RESEND_AFTER_SECONDS * 1000 - now : 0;
    if (waitMs > 0) {
      // The seconds travel as data too, so a reloaded page can count down from the server's clock.
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(
        ErrorCode.CODE_TOO_SOON,
        'auth.codeTooSoon',
        { seconds },
        { resendAfterSeconds: seconds },
      );
    }
    if ((await countCodesSince(db, request.target, now - HOUR_MS)) >= MAX_CODES_PER_TARGET_HOUR) {
      throw new AppError(ErrorCode.RATE_LIMITED, 'auth.codeTooMany');
    }
    await this.purgeOld(db, now);
    const digits = LIMITS.verificationCodeLength;
    const code = crypto
      .randomInt(0, 10 ** digits)
      .toString()
      .padStart(digits, '0');
    const id = await insertCode(db, {
      ...request,
      codeHash: this.hash(request.target, request.purpose, code),
      now,
      ttlMs: CODE_TTL_MINUTES * 60 * 1000,
    });
    return { id, code };
  }

  /** Every rule looks back at most an hour, so older rows are only clutter. */
  private async purgeOld(db: Db, now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await deleteCodesCreatedBefore(db, now - HOUR_MS);
  }

  /**
   * Sends an issued code. A failed delivery removes the code so the seller may retry at once
   * instead of waiting out the resend delay for a message that never left.
   */
  async deliver(db: Db, issued: { id: number; code: string }, target: string, lang: Language): Promise<void> {
    // Phone codes go to sms, which is the dev outbox until an SMS provider is integrated.
    const channel = target.includes('@') ? this.mail.email : this.mail.sms;
    try {
      await channel.send({
        to: target,
        subject: translate(lang, 'mail.codeSubject'),
        text: translate(lang, 'mail.codeBody', { code: issued.code, minutes: CODE_TTL_MINUTES }),
      });
    } catch (error) {
      this.log.error({ err: error }, 'verification code delivery failed');
      await deleteCode(db, issued.id);
      throw new AppError(ErrorCode.INTERNAL, 'mail.sendFailed');
    }
  }

  /**
   * Uses the latest code of (target, purpose). Call it inside the transaction of the write it
   * authorises, and commit even when it returns false: the wrong attempt must be counted.
   */
  async consume(
    db: Db,
    attempt: { target: string; purpose: CodePurpose; code: string },
    now = Date.now(),
  ): Promise<boolean> {
    const row = await findLatestCode(db, attempt.target, attempt.purpose);
    if (!row || row.consumed_at !== null || row.expires_at <= now || row.attempts >= MAX_WRONG_ATTEMPTS) {
      return false;
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(attempt.target, attempt.purpose, attempt.code), 'hex');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
      await recordWrongAttempt(db, row.id);
      return false;
    }
    return markCodeConsumed(db, row.id, now);
  }
}

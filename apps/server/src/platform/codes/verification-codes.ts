import crypto from 'node:crypto';
import { accountKind, ErrorCode, LIMITS, type CodePurpose, type Language } from '@asinasin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { hmacHex } from '../captcha/app-secret.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { translate } from '../i18n/messages.js';
import type { MailMessage, Messaging } from '../mail/mailer.js';
import {
  codeHistorySince,
  countCodesFromIpSince,
  deleteCode,
  deleteCodesCreatedBefore,
  findLatestCode,
  insertCode,
  countAttempt,
  markCodeConsumed,
} from './verification-code.repository.js';

export const CODE_TTL_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 60;
/** Codes one target gets in an hour before each next one has to wait longer (see targetGapMs). */
export const FREE_CODES_PER_TARGET_HOUR = 5;
export const MAX_TARGET_GAP_MS = 10 * 60 * 1000;
/** Tries at a code from the address it was requested from (the owner's typos): 5 in 10^6. */
export const MAX_WRONG_ATTEMPTS = 5;
/**
 * Tries at a code from every other address together. Apart from the owner's own tries, so guesses
 * from elsewhere never use up the owner's code. The per-account brake on wrong codes lets other
 * addresses about 8 tries in a code’s 10 minutes (5, then after 1, 2 and 4 minute locks), so this
 * cap is not what they meet first; it bounds the guesses at one code to 5 + 10 in 10^6 even for a
 * crowd of addresses racing each other (decisions/0009).
 */
export const MAX_OUTSIDE_ATTEMPTS = 10;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The wait between a target's codes once it had `codesLastHour` of them: none for the first five,
 * then 2, 4, 8 and at most 10 minutes. Whoever floods a seller's account with requests slows its
 * codes down, but never keeps the seller from getting one for longer than 10 minutes.
 */
export function targetGapMs(codesLastHour: number): number {
  if (codesLastHour < FREE_CODES_PER_TARGET_HOUR) return 0;
  const doublings = Math.min(codesLastHour - FREE_CODES_PER_TARGET_HOUR + 1, 10);
  return Math.min(MAX_TARGET_GAP_MS, MINUTE_MS * 2 ** doublings);
}

export interface CodeRequest {
  target: string;
  purpose: CodePurpose;
  ip: string;
}

/** Six-digit codes, stored only as an HMAC bound to their target and purpose. Only the latest counts. */
export class VerificationCodes {
  constructor(
    private readonly secret: string,
    private readonly mail: Messaging,
    private readonly log: FastifyBaseLogger,
    /** CODE_RATE_PER_IP_HOUR, counted in the database so it holds across processes and restarts */
    private readonly maxPerIpHour: number,
  ) {}

  private hash(target: string, purpose: CodePurpose, code: string): string {
    return hmacHex(this.secret, `${purpose}:${target}:${code}`);
  }

  /**
   * The address's own limit comes first, so one address cannot spend a target's codes. Then
   * CODE_TOO_SOON within 60 s of the last code of this purpose, or within the target's growing gap.
   * Returns the code and how long until the target may get its next one.
   */
  async issue(
    db: Db,
    request: CodeRequest,
    now = Date.now(),
  ): Promise<{ id: number; code: string; resendAfterSeconds: number }> {
    if ((await countCodesFromIpSince(db, request.ip, now - HOUR_MS)) >= this.maxPerIpHour) {
      throw new AppError(ErrorCode.RATE_LIMITED, 'auth.codeTooMany');
    }
    const latest = await findLatestCode(db, request.target, request.purpose);
    const history = await codeHistorySince(db, request.target, now - HOUR_MS);
    const waitMs = Math.max(
      latest ? latest.created_at + RESEND_AFTER_SECONDS * 1000 - now : 0,
      history.latestAt === null ? 0 : history.latestAt + targetGapMs(history.count) - now,
    );
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
    const nextGapMs = Math.max(RESEND_AFTER_SECONDS * 1000, targetGapMs(history.count + 1));
    return { id, code, resendAfterSeconds: Math.ceil(nextGapMs / 1000) };
  }

  /** Every rule looks back at most an hour, so older rows are only clutter (a background task). */
  async purgeOld(db: Db, now = Date.now()): Promise<void> {
    await deleteCodesCreatedBefore(db, now - HOUR_MS);
  }

  /**
   * Sends an issued code. A failed delivery removes the code so the seller may retry at once
   * instead of waiting out the resend delay for a message that never left.
   */
  async deliver(db: Db, issued: { id: number; code: string }, target: string, lang: Language): Promise<void> {
    const message = {
      to: target,
      subject: translate(lang, 'mail.codeSubject'),
      text: translate(lang, 'mail.codeBody', { code: issued.code, minutes: CODE_TTL_MINUTES }),
      code: issued.code,
    };
    await this.send(db, issued, message);
  }

  /**
   * Instead of a registration code for an account that exists: a note saying so. Sent the same way
   * and failing the same way, so getCode's answer tells nobody whether the account exists.
   */
  async deliverAccountExistsNote(
    db: Db,
    issued: { id: number },
    target: string,
    lang: Language,
  ): Promise<void> {
    const message = {
      to: target,
      subject: translate(lang, 'mail.accountExistsSubject'),
      text: translate(lang, 'mail.accountExistsBody'),
    };
    await this.send(db, issued, message);
  }

  private async send(db: Db, issued: { id: number }, message: MailMessage): Promise<void> {
    // Phone codes go to sms, which is the dev outbox until an SMS provider is integrated.
    const channel = accountKind(message.to) === 'email' ? this.mail.email : this.mail.sms;
    try {
      await channel.send(message);
    } catch (error) {
      this.log.error({ err: error }, 'verification code delivery failed');
      await deleteCode(db, issued.id);
      throw new AppError(ErrorCode.INTERNAL, 'mail.sendFailed');
    }
  }

  /** Whether the newest live code of (target, purpose) was requested from this (normalised) address. */
  async isRequestedFrom(db: Db, attempt: CodeRequest, now = Date.now()): Promise<boolean> {
    const row = await findLatestCode(db, attempt.target, attempt.purpose);
    return !!row && row.consumed_at === null && row.expires_at > now && row.ip === attempt.ip;
  }

  /**
   * Uses the latest code of (target, purpose). Call it inside the transaction of the write it
   * authorises, and commit even when it returns false: the try must be counted. Tries from the
   * address the code was requested from and tries from anywhere else are counted apart, each
   * before the code is compared, so neither side can use up the other's (decisions/0009).
   */
  async consume(
    db: Db,
    attempt: { target: string; purpose: CodePurpose; code: string; ip: string },
    now = Date.now(),
  ): Promise<boolean> {
    const row = await findLatestCode(db, attempt.target, attempt.purpose);
    if (!row || row.consumed_at !== null || row.expires_at <= now) return false;
    const isOwnAddress = row.ip === attempt.ip;
    const isCounted = isOwnAddress
      ? await countAttempt(db, row.id, 'attempts', MAX_WRONG_ATTEMPTS)
      : await countAttempt(db, row.id, 'outside_attempts', MAX_OUTSIDE_ATTEMPTS);
    if (!isCounted) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(attempt.target, attempt.purpose, attempt.code), 'hex');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
    return markCodeConsumed(db, row.id, now);
  }
}

import { ErrorCode, type CodePurpose } from '@asinasin/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { ACCOUNT_BRAKE, type BrakePolicy, type LockedError, type LoginBrake } from './login-brake.js';

const MINUTE_MS = 60_000;

/**
 * Wrong codes for one account, from addresses other than the one its code was sent for: 5, then
 * locks of 1, 2, 4, 8 and at most 15 minutes (the password brake's policy, 0013). The requesting
 * address never waits for it, so whoever guesses cannot lock the owner out (decisions/0009).
 */
export const CODE_ACCOUNT_BRAKE: BrakePolicy = ACCOUNT_BRAKE;

/** Wrong codes from one address across accounts: 10, then the same growing locks. */
export const CODE_IP_BRAKE: BrakePolicy = {
  freeFailures: 10,
  firstLockMs: MINUTE_MS,
  maxLockMs: 15 * MINUTE_MS,
  forgetAfterMs: 60 * MINUTE_MS,
};

/** Apart from the password brake's keys: wrong passwords never slow code login down (0013). */
export const codeAccountKey = (account: string) => `code-account:${account}`;
/** IPv6 by its /64, as a single host usually holds the whole prefix. */
export const codeIpKey = (ip: string) => `code-ip:${normalizeIP(ip)}`;

function lockedError(messageKey: 'auth.codeLocked' | 'auth.codeLockedAddress'): LockedError {
  return (waitMs) => {
    const seconds = Math.ceil(waitMs / 1000);
    return new AppError(ErrorCode.RATE_LIMITED, messageKey, { seconds }, { retryAfterSeconds: seconds });
  };
}
/** Another address may still get in with a fresh code of its own, so the message says so. */
const accountLocked = lockedError('auth.codeLocked');
const addressLocked = lockedError('auth.codeLockedAddress');

export interface CodeAttempt {
  /** the normalised account */
  target: string;
  purpose: CodePurpose;
  code: string;
  /** the caller's address as the request gave it */
  ip: string;
  /** the robot check sent along, verified here when given */
  captcha?: string;
  /** the caller verified a robot check for this request already (registration always needs one) */
  isCaptchaVerified?: boolean;
}

/** An attempt past the brakes and the robot check, ready to be spent. */
export interface AdmittedAttempt extends CodeAttempt {
  /** the address normalised the way codes record their requester */
  ip: string;
  /** whether the code being tried was requested from this address */
  isOwnAddress: boolean;
}

/**
 * Wrong verification codes, braked in the database like wrong passwords (login_throttles, 0013):
 * per address, and per account for every address but the one the current code was sent for. After
 * the first wrong code for the account or from the address, a try needs a robot check.
 */
export class CodeGuard {
  constructor(
    private readonly ctx: AppContext,
    private readonly brake: LoginBrake,
  ) {}

  /** Admits and spends at once: the write runs in the code's transaction; undefined for a wrong code. */
  async use<T>(
    attempt: CodeAttempt,
    write: (trx: Db) => Promise<T | undefined>,
    now = Date.now(),
  ): Promise<T | undefined> {
    return this.spend(await this.admit(attempt, now), write, now);
  }

  /**
   * Throws RATE_LIMITED while the address, or (for another address than the requester's) the
   * account, is locked; CAPTCHA_REQUIRED when a robot check is due and none came; CAPTCHA_FAILED for
   * a bad one. Another address's try is counted against the account here, before the code is
   * compared, so a burst of parallel guesses cannot pass a count that has not caught up.
   */
  async admit(attempt: CodeAttempt, now = Date.now()): Promise<AdmittedAttempt> {
    const ip = normalizeIP(attempt.ip);
    const accountKey = codeAccountKey(attempt.target);
    await this.brake.assertOpen(codeIpKey(ip), now, addressLocked);
    const request = { target: attempt.target, purpose: attempt.purpose, ip };
    const isOwnAddress = await this.ctx.codes.isRequestedFrom(this.ctx.db, request, now);
    if (!isOwnAddress) await this.brake.assertOpen(accountKey, now, accountLocked);
    if (attempt.captcha !== undefined) {
      await this.ctx.captcha.assertSolved(attempt.captcha, now);
    } else if (!attempt.isCaptchaVerified && (await this.hasFailed(accountKey, ip, now))) {
      throw new AppError(ErrorCode.CAPTCHA_REQUIRED, 'auth.captchaRequired');
    }
    if (!isOwnAddress) await this.brake.reserve(accountKey, CODE_ACCOUNT_BRAKE, now, accountLocked);
    return { ...attempt, ip, isOwnAddress };
  }

  /**
   * Consumes the code and runs the write in one transaction, committed even for a wrong code so
   * the try stays counted. A wrong code (or a write that returns undefined) counts for the address,
   * and for the account when it came from the requester's address (another's was counted already);
   * a right one clears the account's count: the owner has proved the mailbox is theirs.
   */
  async spend<T>(
    attempt: AdmittedAttempt,
    write: (trx: Db) => Promise<T | undefined>,
    now = Date.now(),
  ): Promise<T | undefined> {
    const result = await this.ctx.db.transaction().execute(async (trx) => {
      if (!(await this.ctx.codes.consume(trx, attempt, now))) return undefined;
      return write(trx);
    });
    const accountKey = codeAccountKey(attempt.target);
    if (result === undefined) {
      await this.brake.recordFailure(codeIpKey(attempt.ip), CODE_IP_BRAKE, now);
      if (attempt.isOwnAddress) await this.brake.recordFailure(accountKey, CODE_ACCOUNT_BRAKE, now);
    } else {
      await this.brake.clear(accountKey);
    }
    return result;
  }

  private async hasFailed(accountKey: string, ip: string, now: number): Promise<boolean> {
    const [account, address] = await Promise.all([
      this.brake.failuresOf(accountKey, CODE_ACCOUNT_BRAKE, now),
      this.brake.failuresOf(codeIpKey(ip), CODE_IP_BRAKE, now),
    ]);
    return account > 0 || address > 0;
  }
}

import { ErrorCode } from '@asinasin/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  deleteQuietThrottles,
  deleteThrottle,
  findThrottle,
  insertThrottle,
  replaceThrottle,
  type ThrottleState,
} from './login-throttle.repository.js';

export interface BrakePolicy {
  /** failures allowed before the first lock */
  freeFailures: number;
  firstLockMs: number;
  maxLockMs: number;
  /** failures are forgotten after this long without an attempt */
  forgetAfterMs: number;
}

const MINUTE_MS = 60_000;

/** Five tries, then 1, 2, 4, 8, 15, 15… minutes between tries: ~100 guesses a day at most. */
export const ACCOUNT_BRAKE: BrakePolicy = {
  freeFailures: 5,
  firstLockMs: MINUTE_MS,
  maxLockMs: 15 * MINUTE_MS,
  forgetAfterMs: 24 * 60 * MINUTE_MS,
};

/** One address spraying passwords over many accounts: 20 failures, then the same growing locks. */
export const IP_BRAKE: BrakePolicy = {
  freeFailures: 20,
  firstLockMs: MINUTE_MS,
  maxLockMs: 15 * MINUTE_MS,
  forgetAfterMs: 60 * MINUTE_MS,
};

export const accountKey = (account: string) => `account:${account}`;
/** IPv6 by its /64, as a single host usually holds the whole prefix. */
export const ipKey = (ip: string) => `ip:${normalizeIP(ip)}`;

/** The lock after the n-th failure: none for the free ones, then doubling up to the cap. */
export function lockMsAfter(failures: number, policy: BrakePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 20);
  return Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** doublings);
}

/** The state after one more failure at `now`; a quiet period wipes the old ones. */
export function afterFailure(
  state: ThrottleState | undefined,
  policy: BrakePolicy,
  now: number,
): ThrottleState {
  const isForgotten = !state || (state.lockedUntil <= now && now - state.updatedAt > policy.forgetAfterMs);
  const failures = (isForgotten ? 0 : state.failures) + 1;
  const lockMs = lockMsAfter(failures, policy);
  return { failures, lockedUntil: lockMs > 0 ? now + lockMs : 0, updatedAt: now };
}

const lockedFor = (state: ThrottleState | undefined, now: number) =>
  state && state.lockedUntil > now ? state.lockedUntil - now : 0;

/** The answer while a key is locked, given the time left; password login's unless said otherwise. */
export type LockedError = (waitMs: number) => AppError;

const passwordLocked: LockedError = (waitMs) =>
  new AppError(ErrorCode.LOGIN_LOCKED, 'auth.passwordLocked', { seconds: Math.ceil(waitMs / 1000) });

const MAX_RACES = 5;
const PURGE_EVERY_MS = 10 * MINUTE_MS;

/**
 * Brakes on guessing, counted in the database so they survive restarts and hold across processes.
 * Password login's keys lock the password form only: a login code still works for a locked
 * account, so an attacker who locks an account keeps its owner out of nothing but that form, for
 * minutes. Wrong verification codes have keys and rules of their own (CodeGuard, decisions/0009).
 */
export class LoginBrake {
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  /** Throws LOGIN_LOCKED (or `locked`'s error) while the key is locked. */
  async assertOpen(key: string, now = Date.now(), locked = passwordLocked): Promise<void> {
    const wait = lockedFor(await findThrottle(this.db, key), now);
    if (wait > 0) throw locked(wait);
  }

  /**
   * Counts this attempt as a failure before the password is checked, so a burst of parallel
   * guesses cannot all pass a count that has not caught up yet; `clear` takes it back on success.
   * Throws LOGIN_LOCKED (or `locked`'s error) while the key is locked.
   */
  async reserve(key: string, policy: BrakePolicy, now = Date.now(), locked = passwordLocked): Promise<void> {
    if (!(await this.advance(key, policy, now, locked))) throw locked(policy.firstLockMs);
  }

  /** The failures the key still remembers (none once a quiet period has wiped them). */
  async failuresOf(key: string, policy: BrakePolicy, now = Date.now()): Promise<number> {
    const state = await findThrottle(this.db, key);
    if (!state || (state.lockedUntil <= now && now - state.updatedAt > policy.forgetAfterMs)) return 0;
    return state.failures;
  }

  /** Counts a failure that has happened; never refuses. */
  async recordFailure(key: string, policy: BrakePolicy, now = Date.now()): Promise<void> {
    await this.advance(key, policy, now);
  }

  async clear(key: string): Promise<void> {
    await deleteThrottle(this.db, key);
  }

  /**
   * Compare-and-set, retried when a parallel attempt wrote first. False when every race was lost.
   * While the key is locked: throws `refuseWith`'s error, or counts nothing without it.
   */
  private async advance(key: string, policy: BrakePolicy, now: number, refuseWith?: LockedError) {
    for (let race = 0; race < MAX_RACES; race++) {
      const current = await findThrottle(this.db, key);
      const wait = lockedFor(current, now);
      if (wait > 0) {
        if (refuseWith) throw refuseWith(wait);
        return true;
      }
      const next = afterFailure(current, policy, now);
      const isWritten = current
        ? await replaceThrottle(this.db, key, current, next)
        : await insertThrottle(this.db, key, next);
      if (isWritten) {
        await this.purgeQuiet(now);
        return true;
      }
    }
    return false;
  }

  private async purgeQuiet(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await deleteQuietThrottles(this.db, now - ACCOUNT_BRAKE.forgetAfterMs, now);
  }
}

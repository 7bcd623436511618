import type { CodePurpose } from '@asinasin/contract';
import { storage } from '../../../lib/storage';

/**
 * When each (purpose, account) may ask for a code again, kept on this device so a reload shows the
 * countdown at once. The server stays the authority: its CODE_TOO_SOON answer carries the seconds.
 */
const KEY = 'asinasin.codeResend';

type Deadlines = Record<string, number>;

function read(): Deadlines {
  try {
    const parsed: unknown = JSON.parse(storage.get(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Deadlines) : {};
  } catch {
    return {};
  }
}

function entryKey(purpose: CodePurpose, account: string): string {
  return `${purpose}:${account.trim().toLowerCase()}`;
}

export function saveResendDeadline(purpose: CodePurpose, account: string, seconds: number, now = Date.now()) {
  const deadlines = Object.fromEntries(Object.entries(read()).filter(([, at]) => at > now));
  deadlines[entryKey(purpose, account)] = now + seconds * 1000;
  storage.set(KEY, JSON.stringify(deadlines));
}

/** Whole seconds still to wait for this account, 0 when it may ask now. */
export function secondsUntilResend(purpose: CodePurpose, account: string, now = Date.now()): number {
  const at = read()[entryKey(purpose, account)];
  return typeof at === 'number' && at > now ? Math.ceil((at - now) / 1000) : 0;
}

/** The seconds a CODE_TOO_SOON error carries in its data, if any. */
export function resendAfterOf(data: unknown): number {
  const seconds = (data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

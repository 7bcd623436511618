import { accountEndpoints, solveCaptcha } from '@asinasin/contract';
import { useCallback, useRef, useState } from 'react';
import { defineCall } from '../../../lib/define-call';

export type CaptchaStatus = 'idle' | 'solving' | 'done' | 'error';

/** A solved payload is spent by one request; keep one only briefly so it cannot expire unseen. */
const SOLVED_TTL_MS = 4 * 60 * 1000;

const getChallenge = defineCall(accountEndpoints.captchaChallenge);

async function solveFreshChallenge(): Promise<string> {
  const challenge = await getChallenge();
  return solveCaptcha(challenge);
}

export interface Captcha {
  status: CaptchaStatus;
  /** The visitor's "I am not a robot" click: fetch a challenge and solve it. */
  confirm: () => Promise<boolean>;
  /** One payload for one request; solves a fresh one silently once the visitor has confirmed. */
  take: () => Promise<string>;
  reset: () => void;
}

/**
 * Robot confirmation with the self-hosted altcha proof of work. The server spends each payload
 * once, so after the visitor's first confirmation every further call (send code, then register)
 * gets its own freshly solved payload.
 */
export function useCaptcha(): Captcha {
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const solved = useRef<{ payload: string; at: number } | null>(null);

  const confirm = useCallback(async () => {
    setStatus('solving');
    try {
      solved.current = { payload: await solveFreshChallenge(), at: Date.now() };
      setStatus('done');
      return true;
    } catch {
      solved.current = null;
      setStatus('error');
      return false;
    }
  }, []);

  const take = useCallback(async () => {
    const current = solved.current;
    solved.current = null;
    if (current && Date.now() - current.at < SOLVED_TTL_MS) return current.payload;
    return solveFreshChallenge();
  }, []);

  const reset = useCallback(() => {
    solved.current = null;
    setStatus('idle');
  }, []);

  return { status, confirm, take, reset };
}

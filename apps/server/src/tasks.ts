import type { AppContext } from './platform/context.js';
import type { BackgroundTask } from './platform/jobs/background-tasks.js';

const MINUTE_MS = 60 * 1000;

/** Every background task of the product: the worker role runs them, never a seller's request. */
export function backgroundTasks(context: AppContext): BackgroundTask[] {
  return [
    { name: 'purge-used-captchas', everyMs: 10 * MINUTE_MS, run: (now) => context.captcha.purgeExpired(now) },
    {
      name: 'purge-old-codes',
      everyMs: 10 * MINUTE_MS,
      run: (now) => context.codes.purgeOld(context.db, now),
    },
  ];
}

import { queueScheduledSyncs } from './features/catalog-import/amazon-account/sync-schedule.js';
import type { AppContext } from './platform/context.js';
import type { BackgroundTask } from './platform/jobs/background-tasks.js';
import type { JobBinding } from './platform/jobs/jobs.js';
import { imageJobBinding } from './features/images/image-worker.js';

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
    // Each Amazon connection that feeds the catalog syncs once a day (decisions/0035).
    {
      name: 'amazon-sync-schedule',
      everyMs: 10 * MINUTE_MS,
      run: (now) => queueScheduledSyncs(context, now).then(() => undefined),
    },
  ];
}

/**
 * The durable jobs (decisions/0027) that any process of the worker role may run, with what their
 * handlers need. The catalog's jobs are not here: only the process holding the catalog runs them
 * (features/catalog-import/catalog-jobs.ts, decisions/0014).
 */
export function backgroundJobs(context: AppContext): JobBinding[] {
  return [imageJobBinding(context)];
}

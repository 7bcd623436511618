import type { FastifyBaseLogger } from 'fastify';
import type { JobChanged, UserEvents } from '../sse/user-events.js';
import type { JobProgress } from './job-definition.js';
import type { ClaimedJob } from './job-definition.js';
import type { Jobs, JobState } from './jobs.js';

export type JobChange = JobChanged['job'];

/** NOTIFY carries at most 8,000 bytes: a failure's message is cut well before. */
const MAX_ERROR_CHARS = 1000;

export type JobNotifier = (
  job: ClaimedJob,
  state: JobState,
  progress: JobProgress | null,
  error?: string,
) => Promise<void>;

/**
 * Tells a job's seller of each change through the seller events (platform/sse): in this process,
 * or through PostgreSQL NOTIFY to the process holding the seller's stream. A job for no seller
 * (an operator's tool, a periodic one) is told to nobody; a failure to tell never fails the job.
 */
export function jobNotifier(events: UserEvents | undefined, log: FastifyBaseLogger): JobNotifier {
  return async (job, state, progress, error) => {
    if (!events || job.userId === null) return;
    const change: JobChange = {
      id: job.id,
      name: job.name,
      state,
      progress,
      error: error?.slice(0, MAX_ERROR_CHARS) ?? null,
    };
    await events
      .publish({ userId: job.userId, message: 'job', job: change })
      .catch((err: unknown) => log.warn({ err, job: job.id }, 'could not tell a job change'));
  };
}

/**
 * Follows one of a seller's jobs: its state now, then each change, until the returned function is
 * called. Listening starts before the state is read, so no change falls between the two.
 */
export async function watchJob(
  jobs: Jobs,
  events: UserEvents,
  watch: { userId: number; jobId: string },
  listener: (change: JobChange) => void,
): Promise<(() => void) | undefined> {
  const unsubscribe = await events.subscribe(watch.userId, (event) => {
    if (event.message === 'job' && event.job.id === watch.jobId) listener(event.job);
  });
  const job = await jobs.find(watch.jobId);
  if (!job || job.userId !== watch.userId) {
    unsubscribe();
    return undefined;
  }
  listener({ id: job.id, name: job.name, state: job.state, progress: job.progress, error: job.error });
  return unsubscribe;
}

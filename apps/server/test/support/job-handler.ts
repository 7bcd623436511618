import type { JobHandler } from '../../src/platform/jobs/job-definition.js';

/** The handler the jobs tests load lazily, as a real kind's: it runs what the current test set. */
export const current: { handler: JobHandler<{ n: number }, unknown> } = { handler: async () => undefined };

const run: JobHandler<{ n: number }, unknown> = (payload, job, services) =>
  current.handler(payload, job, services);
export default run;

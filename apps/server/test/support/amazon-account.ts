import { API } from '@asinasin/contract';
import type { App } from '../../src/app.js';
import type { FakeAccount } from './fake-sp-api.js';

export { fakeAccount, searchTermsDocument } from './fake-sp-account.js';

export function connectBody(account: FakeAccount, extra: Record<string, unknown> = {}) {
  return {
    name: 'My US store',
    region: 'na',
    marketplaces: ['US'],
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    refreshToken: account.refreshToken,
    ...extra,
  };
}

export async function post(app: App, url: string, headers: Record<string, string>, payload: unknown) {
  return app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

/** Waits for a job to end (a loaded machine may take a while to start it). */
export async function jobEnded(app: App, jobId: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const job = await app.context.jobs.find(jobId);
    if (job?.state === 'done' || job?.state === 'dead') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} did not end`);
}

/** "Sync now" on a connection, followed to the job's end. */
export async function syncToEnd(app: App, headers: Record<string, string>, id: number) {
  const started = await post(app, API.amazonConnectionSync, headers, { id });
  if (started.json().code !== 1) throw new Error(`sync refused: ${started.body}`);
  return jobEnded(app, started.json().data.jobId);
}

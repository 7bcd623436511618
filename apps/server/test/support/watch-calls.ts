import { API } from '@asinasin/contract';
import { expect } from 'vitest';
import type { Seller } from './factories.js';
import type { TestApp } from './test-app.js';

/** The calls a test makes as a seller, and a refresh followed to its end. */
export function watchCalls(t: TestApp) {
  const call = (seller: Seller | null, url: string, payload?: unknown, lang?: string) =>
    t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: { ...(seller?.headers ?? {}), ...(lang ? { 'x-lang': lang } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const list = async (seller: Seller) => (await call(seller, API.watchList)).json().data;
  const refresh = async (seller: Seller) => {
    const res = await call(seller, API.watchRefresh, {});
    expect(res.json()).toMatchObject({ code: 1 });
    const jobId = res.json().data.jobId as string;
    await expect
      .poll(async () => (await t.app.context.jobs.find(jobId))?.state, { timeout: 30_000 })
      .toBe('done');
    return (await t.app.context.jobs.find(jobId))!;
  };
  return { call, list, refresh };
}

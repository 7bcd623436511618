import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Seller } from './factories.js';
import { startFakeKeepa, type FakeKeepa } from './fake-keepa.js';
import { useTestApp, type Engine, type TestApp } from './test-app.js';
import { startWebhookReceiver } from './webhook-receiver.js';

/** A test app whose Keepa is a local fake and whose alerts' webhooks reach a local receiver. */
export function useWatchApp(engine: Engine, settings: Record<string, string> = {}) {
  const env: Record<string, string> = { KEEPA_API_KEY: 'test-keepa-key', ...settings };
  const fakes = {} as { keepa: FakeKeepa; receiver: Awaited<ReturnType<typeof startWebhookReceiver>> };
  beforeAll(async () => {
    fakes.keepa = await startFakeKeepa();
    fakes.receiver = await startWebhookReceiver();
    env.KEEPA_BASE_URL = fakes.keepa.url;
  });
  afterAll(async () => {
    await fakes.keepa.close();
    await fakes.receiver.close();
  });
  return { t: useTestApp(engine, env), fakes };
}

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

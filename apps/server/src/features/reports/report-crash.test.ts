import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, REPORT_STATE } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { startFakeChatServer } from '../../../test/support/fake-chat-server.js';
import { givePower } from '../../../test/support/listing.js';
import { moldsOf, REPORT_CSV } from '../../../test/support/reports.js';
import { startServerProcess, stopServerProcess } from '../../../test/support/server-process.js';
import { createTestDatabase, describeEachEngine } from '../../../test/support/test-app.js';

// The writer hangs: the report is in the middle of its job when the server is killed.
const fake = await startFakeChatServer([{ hang: true }]);
afterAll(() => fake.close());

describeEachEngine('a report whose server is killed in the middle', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-report-crash-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'test-model',
    LLM_MAX_RETRIES: '0',
  };
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let seller: Seller;
  let molds: Awaited<ReturnType<typeof moldsOf>>;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createTestDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    // The catalog, the seller and their power, set up in-process, then closed for the real server.
    const app = await buildApp(
      loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
    );
    await importIntoCatalog(app, 'products', REPORT_CSV, { fileName: 'reports.csv' });
    seller = await createSeller(app);
    await givePower(app, seller.user.id, 10_000);
    molds = await moldsOf(app);
    await app.close();
  });
  afterAll(async () => {
    if (server) await stopServerProcess(server.child, 'SIGTERM');
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (url: string, init: { body?: unknown; query?: string } = {}) => {
    const res = await fetch(`${server!.url}${url}${init.query ?? ''}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { ...seller.headers, 'content-type': 'application/json' },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return (await res.json()) as { code: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it('is finished after the restart and charged once', async () => {
    fake.script([{ hang: true }]);
    server = await startServerProcess(env);
    const created = await call(API.asinReportCreate, {
      body: { mold_id: molds.asin.mold_id, path: molds.asin.path, asin: 'B0REPORT01' },
    });
    expect(created).toMatchObject({ code: 1, data: { state: REPORT_STATE.inProgress } });
    // The job is writing (the model was asked): kill the server now.
    await expect.poll(() => fake.received.length, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    await stopServerProcess(server.child, 'SIGKILL');
    server = undefined;

    fake.script([{ chunks: ['It sells at 19.99 USD.'] }]);
    server = await startServerProcess(env);
    await expect
      .poll(async () => (await call(API.asinReportList)).data.row[0].state, {
        timeout: 120_000,
        interval: 200,
      })
      .toBe(REPORT_STATE.done);
    const balance = (await call(API.info)).data.user.power;
    expect(balance).toBe((10_000 - molds.asin.cost) / 100);
  }, 300_000);
});

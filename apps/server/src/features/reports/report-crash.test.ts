import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, REPORT_STATE } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { findServerAddress } from '../../platform/server-address.js';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { startFakeChatServer } from '../../../test/support/fake-chat-server.js';
import { givePower } from '../../../test/support/listing.js';
import { moldsOf, REPORT_CSV } from '../../../test/support/reports.js';
import { createTestDatabase, describeEachEngine } from '../../../test/support/test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../../main.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server in a process of its own, as an operator runs it, so that it can be killed. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  fs.rmSync(path.join(env.DATA_DIR!, 'server.json'), { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...env },
    stdio: 'inherit',
  });
  for (;;) {
    const address = await findServerAddress(env.DATA_DIR!);
    if (address && address.pid === child.pid) return { child, url: address.url };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

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
  let server: { child: ChildProcess; url: string } | undefined;
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
    if (server) await stop(server.child, 'SIGTERM');
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
    server = await startServer(env);
    const created = await call(API.asinReportCreate, {
      body: { mold_id: molds.asin.mold_id, path: molds.asin.path, asin: 'B0REPORT01' },
    });
    expect(created).toMatchObject({ code: 1, data: { state: REPORT_STATE.inProgress } });
    // The job is writing (the model was asked): kill the server now.
    await expect.poll(() => fake.received.length, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    await stop(server.child, 'SIGKILL');
    server = undefined;

    fake.script([{ chunks: ['It sells at 19.99 USD.'] }]);
    server = await startServer(env);
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

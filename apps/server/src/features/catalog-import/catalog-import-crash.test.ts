import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, importRunResponse, importStartedResponse, type ImportRun } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { LOCAL_ADMIN_HEADER, localAdminToken } from '../../platform/auth/admin.js';
import { resolveAppSecret } from '../../platform/captcha/app-secret.js';
import { openCatalog } from '../../platform/catalog/catalog.js';
import { findServerAddress } from '../../platform/server-address.js';
import { writeLargeProductsCsv } from '../../../test/support/large-products-csv.js';
import { createTestDatabase, describeEachEngine } from '../../../test/support/test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../../main.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server in a process of its own, as an operator runs it, so that it can be killed. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // A killed server leaves its address file: only a new one's address (another PID) is waited for.
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

describeEachEngine('an import whose server is killed in the middle', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-crash-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const headers = {
    [LOCAL_ADMIN_HEADER]: localAdminToken(resolveAppSecret(loadConfig({ DATA_DIR: dataDir }))),
  };
  let server: { child: ChildProcess; url: string } | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createTestDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
  });
  afterAll(async () => {
    if (server) await stop(server.child, 'SIGTERM');
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const runOf = async (url: string, runId: number): Promise<ImportRun> => {
    const res = await fetch(`${url}${API.adminImportRun}?id=${runId}`, { headers });
    return importRunResponse.parse(await res.json()).data;
  };

  it('is run again after the restart: done with every row once, never left running', async () => {
    const file = path.join(dataDir, 'large-products.csv');
    const generated = await writeLargeProductsCsv(file, { megabytes: 12 });
    server = await startServer(env);
    const form = new FormData();
    form.append('file', await fs.openAsBlob(file), 'large-products.csv');
    const res = await fetch(`${server.url}${API.adminImport}?kind=products`, {
      method: 'POST',
      body: form,
      headers,
    });
    const { runId } = importStartedResponse.parse(await res.json()).data;

    // The counts show while the run goes on: kill the server as soon as some rows were read.
    let run = await runOf(server.url, runId);
    while (run.status === 'running' && run.read === 0) {
      await sleep(50);
      run = await runOf(server.url, runId);
    }
    expect(run).toMatchObject({ status: 'running' });
    expect(run.read).toBeGreaterThan(0);
    await stop(server.child, 'SIGKILL');
    server = undefined;

    // Nothing half-written: the killed run's rows are all in the catalog or none of them.
    const catalog = await openCatalog(dataDir);
    const [left] = await catalog.all<{ n: number }>('select count(*) as n from products');
    catalog.close();
    expect([0, generated.rows - generated.bad]).toContain(left!.n);

    server = await startServer(env);
    const url = server.url;
    await expect
      .poll(() => runOf(url, runId).then((r) => r.status), { timeout: 240_000, interval: 200 })
      .not.toBe('running');
    expect(await runOf(url, runId)).toMatchObject({
      status: 'done',
      read: generated.rows,
      accepted: generated.rows - generated.bad,
      rejected: generated.bad,
    });
    await stop(server.child, 'SIGTERM');
    server = undefined;
    const reopened = await openCatalog(dataDir);
    try {
      const [products] = await reopened.all<{ n: number }>('select count(*) as n from products');
      expect(products!.n).toBe(generated.rows - generated.bad);
      const [running] = await reopened.all<{ n: number }>(
        `select count(*) as n from import_runs where status = 'running'`,
      );
      expect(running!.n).toBe(0);
    } finally {
      reopened.close();
    }
  }, 600_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, importRunResponse, importStartedResponse, type ImportRun } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { LOCAL_ADMIN_HEADER, localAdminToken } from '../../platform/auth/admin.js';
import { resolveAppSecret } from '../../platform/captcha/app-secret.js';
import { openCatalog } from '../../platform/catalog/catalog.js';
import { writeLargeProductsCsv } from '../../../test/support/large-products-csv.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServerProcess, stopServerProcess } from '../../../test/support/server-process.js';
import { createTestDatabase, describeEachEngine } from '../../../test/support/test-app.js';

describeEachEngine('an import whose server is killed in the middle', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-crash-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const headers = {
    [LOCAL_ADMIN_HEADER]: localAdminToken(resolveAppSecret(loadConfig({ DATA_DIR: dataDir }))),
  };
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createTestDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
  });
  afterAll(async () => {
    if (server) await stopServerProcess(server.child, 'SIGTERM');
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
    server = await startServerProcess(env);
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
    await stopServerProcess(server.child, 'SIGKILL');
    server = undefined;

    // Nothing half-written: the killed run's rows are all in the catalog or none of them.
    const catalog = await openCatalog(dataDir);
    const [left] = await catalog.all<{ n: number }>('select count(*) as n from products');
    catalog.close();
    expect([0, generated.rows - generated.bad]).toContain(left!.n);

    server = await startServerProcess(env);
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
    await stopServerProcess(server.child, 'SIGTERM');
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

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, importRunResponse, importStartedResponse } from '@asinasin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { LOCAL_ADMIN_HEADER, localAdminToken } from '../../platform/auth/admin.js';
import { resolveAppSecret } from '../../platform/captcha/app-secret.js';
import { findServerAddress } from '../../platform/server-address.js';
import { writeLargeProductsCsv } from '../../../test/support/large-products-csv.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.resolve(here, '../../main.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server in a process of its own, as an operator runs it: a stall shows in its answers only. */
async function startServer(dataDir: string, tmpDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      TMPDIR: tmpDir,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      // /healthz is asked about 50 times a second here, past one address's allowance.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'inherit',
  });
  for (;;) {
    const address = await findServerAddress(dataDir);
    if (address) return { child, url: address.url };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await sleep(100);
  }
}

/** Asks /healthz one request after another until stopped; keeps how long each answer took. */
function pollHealth(url: string) {
  const latencies: number[] = [];
  let isStopped = false;
  const polling = (async () => {
    while (!isStopped) {
      const started = performance.now();
      const res = await fetch(`${url}/healthz`);
      await res.text();
      latencies.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    latencies,
    stop: async () => {
      isStopped = true;
      await polling;
    },
  };
}

describe('a large catalog import through a running server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-load-'));
  // The server's own temporary folder, to see that an upload and its run leave nothing behind.
  const tmpDir = path.join(dataDir, 'tmp');
  let server: { child: ChildProcess; url: string };
  beforeAll(async () => {
    fs.mkdirSync(tmpDir);
    server = await startServer(dataDir, tmpDir);
  }, 60_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps answering /healthz and answers the upload before the run ends', async () => {
    const file = path.join(dataDir, 'large-products.csv');
    const generated = await writeLargeProductsCsv(file, { megabytes: 25 });
    const headers = {
      [LOCAL_ADMIN_HEADER]: localAdminToken(resolveAppSecret(loadConfig({ DATA_DIR: dataDir }))),
    };
    const health = pollHealth(server.url);

    const form = new FormData();
    form.append('file', await fs.openAsBlob(file), 'large-products.csv');
    const uploadStarted = performance.now();
    const res = await fetch(`${server.url}${API.adminImport}?kind=products`, {
      method: 'POST',
      body: form,
      headers,
    });
    const started = importStartedResponse.parse(await res.json());
    const answeredAt = Date.now();
    const uploadMs = performance.now() - uploadStarted;

    let run;
    for (;;) {
      const polled = await fetch(`${server.url}${API.adminImportRun}?id=${started.data.runId}`, { headers });
      run = importRunResponse.parse(await polled.json()).data;
      if (run.status !== 'running') break;
      await sleep(200);
    }
    const runMs = Date.now() - answeredAt;
    await health.stop();

    const worst = Math.max(...health.latencies);
    console.log(
      `import of ${(generated.bytes / 1024 / 1024).toFixed(1)} MB (${generated.rows} rows): upload answered in ` +
        `${uploadMs.toFixed(0)} ms, run ended ${runMs} ms later; /healthz worst ${worst.toFixed(0)} ms ` +
        `over ${health.latencies.length} requests`,
    );
    expect(run).toMatchObject({
      status: 'done',
      read: generated.rows,
      accepted: generated.rows - generated.bad,
      rejected: generated.bad,
    });
    expect(Date.parse(run.finishedAt!)).toBeGreaterThan(answeredAt);
    // (tsx keeps its cache there too)
    const ours = () => fs.readdirSync(tmpDir).filter((name) => name.startsWith('asinasin-'));
    await expect.poll(ours, { timeout: 30_000 }).toEqual([]);
    // Generous on purpose (a loaded 2-core machine); a blocked event loop took tens of seconds.
    expect(worst).toBeLessThan(2000);
  }, 300_000);
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './fixtures/server.js';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-worker-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [entry, ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

describe('the built server by role', () => {
  it('--role worker starts the services without HTTP and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const worker = run(['--role', 'worker'], { HOST: '127.0.0.1', PORT: String(port) });
    await expect.poll(worker.output).toContain('worker started');
    expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    const reachable = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    expect(reachable).toBe(false);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('refuses an unknown role with a clear message and exit code 2', async () => {
    const bad = run(['--role', 'boss'], {});
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/Unknown --role boss: use one of all, api, worker/);
  });
});

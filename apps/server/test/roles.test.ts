import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { createContext } from '../src/platform/context.js';
import { parseRole, startRole, type RunningRole } from '../src/roles.js';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const running: RunningRole[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A config on a fresh folder whose database already holds one expired captcha signature. */
async function configWithStaleCaptcha() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-role-'));
  dirs.push(dataDir);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
  });
  const context = await createContext(config);
  await context.db.insertInto('captcha_uses').values({ signature: 'stale', expires_at: 1 }).execute();
  await context.close();
  return config;
}

async function staleRows(config: ReturnType<typeof loadConfig>): Promise<number> {
  const context = await createContext(config);
  const rows = await context.db.selectFrom('captcha_uses').select('signature').execute();
  await context.close();
  return rows.length;
}

async function isListening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/healthz`).then(
    (res) => res.ok,
    () => false,
  );
}

describe('process roles', () => {
  it('reads --role from the command line and refuses an unknown one', () => {
    expect(parseRole([])).toBe('all');
    expect(parseRole(['--role', 'worker'])).toBe('worker');
    expect(parseRole(['--role=api'])).toBe('api');
    expect(() => parseRole(['--role', 'boss'])).toThrow(ConfigError);
    expect(() => parseRole(['--role'])).toThrow(/all, api, worker/);
  });

  it('a worker starts the services and the background tasks, without HTTP', async () => {
    const config = await configWithStaleCaptcha();
    const worker = await startRole('worker', config);
    await expect.poll(() => staleRows(config)).toBe(0);
    expect(await isListening(config.PORT)).toBe(false);
    await worker.close();
    // Closed for good: its database handle is gone, and closing twice is harmless.
    await expect(worker.close()).resolves.toBeUndefined();
  });

  it('an api process serves HTTP and leaves background work to the workers', async () => {
    const config = await configWithStaleCaptcha();
    const api = await startRole('api', config);
    running.push(api);
    expect(await isListening(config.PORT)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await staleRows(config)).toBe(1);
  });

  it('the default process does both', async () => {
    const config = await configWithStaleCaptcha();
    const all = await startRole('all', config);
    running.push(all);
    expect(await isListening(config.PORT)).toBe(true);
    await expect.poll(() => staleRows(config)).toBe(0);
  });
});

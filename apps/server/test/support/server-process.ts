import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findServerAddress } from '../../src/platform/server-address.js';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server in a process of its own, as an operator runs it, so that a crash test can kill it. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
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

/** Stops a server process with a signal (SIGKILL: the crash) and waits until it is gone. */
export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

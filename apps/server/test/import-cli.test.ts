import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';
import { startRole } from '../src/roles.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const cli = path.join(here, '../src/cli/import.ts');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-cli-'));
  dirs.push(dir);
  return dir;
}

function csvFile(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** The command as a seller's operator runs it: its own process, the real catalog file. */
async function runImport(
  dataDir: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * The command with a reader slower than it, as `| jq` can be: after the first chunk the reader
 * stops until the command exits (or a while has passed), so the pipe fills and a command that
 * exits without waiting for it loses what was not taken yet.
 */
async function runImportThroughSlowPipe(
  dataDir: string,
  args: string[],
): Promise<{ code: number; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const chunks: Buffer[] = [];
  const firstChunk = once(child.stdout, 'data');
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  await firstChunk;
  child.stdout.pause();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
  const ended = once(child.stdout, 'end');
  child.stdout.resume();
  await ended;
  const [code] = (await exited) as [number];
  return { code, stdout: Buffer.concat(chunks).toString('utf8') };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Each test starts the command in a process of its own, compiled by tsx on the way: on a loaded
// 2-core machine the first start alone took over 30 s (CI, 2026-11-28).
const COMMAND_MS = 90_000;

const CSV = 'marketplace,asin,title\nUS,B0TEST0001,Garlic press\nUS,NOPE,Bad\n';

describe('npm run import', () => {
  it(
    'imports into the catalog file when no server holds it, one JSON summary per file',
    async () => {
      const dataDir = tempDir();
      const file = csvFile(dataDir, 'mine.csv', CSV);
      const result = await runImport(dataDir, [
        'products',
        file,
        path.join(dataDir, 'missing.csv'),
        '--json',
      ]);
      expect(result.code).toBe(2);
      expect(JSON.parse(result.stdout.trim())).toMatchObject({
        kind: 'products',
        file: 'mine.csv',
        status: 'done',
        read: 2,
        accepted: 1,
        rejected: 1,
        reasons: [{ line: 3, reason: 'asin: not a valid ASIN' }],
        runId: 1,
      });
      expect(result.stderr).toContain('missing.csv: not imported: no such file');
      expect((await runImport(dataDir, ['products', file])).stdout).toContain('already imported by run 1');
    },
    COMMAND_MS,
  );

  it(
    'writes a result of more than 64 KiB whole through a pipe, and sums up refused rows by reason',
    async () => {
      const dataDir = tempDir();
      // 1,200 refused rows whose reasons quote their long cells: one JSON line of well over 64 KiB.
      const long = 'x'.repeat(400);
      const rows = Array.from(
        { length: 1200 },
        (_, i) => `US,B0TEST${String(i).padStart(4, '0')},${long}${i}`,
      );
      const file = csvFile(
        dataDir,
        'long.csv',
        `marketplace,asin,price\n${rows.join('\n')}\nUS,B0TEST9999,5\n`,
      );
      const json = await runImportThroughSlowPipe(dataDir, ['products', file, '--json']);
      expect(Buffer.byteLength(json.stdout)).toBeGreaterThan(64 * 1024);
      const summary = JSON.parse(json.stdout.trim());
      expect(summary).toMatchObject({ status: 'done', read: 1201, accepted: 1, rejected: 1200 });
      expect(summary.reasons).toHaveLength(1000);
      expect(json.code).toBe(0);

      const again = csvFile(
        dataDir,
        'bad.csv',
        'marketplace,asin,price\nUS,NOPE1,1\nUS,NOPE2,2\nUS,B0TEST0001,x\nUS,NOPE3,3\n',
      );
      const text = await runImport(dataDir, ['products', again]);
      expect(text.stdout).toContain('bad.csv: 4 read, 0 accepted, 4 rejected as canonical');
      expect(text.stdout).toContain('3 rows: asin: not a valid ASIN (lines 2, 3, 5)');
      expect(text.stdout).toContain('1 row: price: "x" is not a number (line 4)');
      expect(text.stdout.match(/not a valid ASIN/g)).toHaveLength(1);
    },
    COMMAND_MS,
  );

  it(
    'goes through the running server that holds the catalog',
    async () => {
      const dataDir = tempDir();
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DEMO_DATA: 'false',
      });
      const server = await startRole('all', config);
      try {
        const file = csvFile(dataDir, 'mine.csv', CSV);
        const result = await runImport(dataDir, ['products', file]);
        expect(result.code).toBe(0);
        expect(result.stderr).toContain('through the running server');
        expect(result.stdout).toContain('mine.csv: 2 read, 1 accepted, 1 rejected as canonical');
      } finally {
        await server.close();
      }
      expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    },
    COMMAND_MS,
  );

  it(
    'refuses an unknown kind and a marketplace outside the nine',
    async () => {
      const dataDir = tempDir();
      expect(await runImport(dataDir, ['recipes', 'x.csv'])).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('unknown kind recipes'),
      });
      expect(await runImport(dataDir, ['products', 'x.csv', '--marketplace', 'TR'])).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--marketplace TR is not one of US, UK, DE, FR, JP, CA, IT, ES, IN'),
      });
    },
    COMMAND_MS,
  );
});

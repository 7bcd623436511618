import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-plans-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The commands as the operator runs them: their own process on DATA_DIR's app store. */
async function run(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(here, `../src/cli/${script}.ts`), ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each call starts a process that compiles TypeScript: seconds apiece on a loaded machine.
describe('npm run plans / coupons', { timeout: 120_000 }, () => {
  it('seeds a new store from data/plans and lists it', async () => {
    const listed = await run('plans', ['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n')).toHaveLength(6);
    expect(listed.stdout).toContain(
      '1\tmembership\t月度会员 / Monthly membership\t99.00 (was 139.00) cny\t1 month(s)',
    );
  });

  it('retires a plan, and exits 2 with the usage on a mistake', async () => {
    expect((await run('plans', ['retire', '3'])).stdout).toContain('retired 3');
    expect((await run('plans', ['list'])).stdout).toMatch(/^3\t.*\[retired\]$/m);
    const wrong = await run('plans', ['retire']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('is not a plan id');
    const coupon = await run('coupons', ['create', '--code', 'WELCOME', '--amount', '5', '--days', '7']);
    expect(coupon.stdout).toMatch(/^created WELCOME\t5\.00 off/);
  });
});

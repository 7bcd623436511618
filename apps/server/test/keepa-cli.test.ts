import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCatalog } from '../src/platform/catalog/catalog.js';
import { startFakeKeepa, type FakeKeepa } from './support/fake-keepa.js';
import { addKeepaProducts, trackedBottle } from './support/keepa-products.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const cli = path.join(here, '../src/cli/keepa.ts');

describe('npm run keepa -- bestsellers', () => {
  let keepa: FakeKeepa;
  let dataDir: string;
  beforeEach(async () => {
    keepa = await startFakeKeepa();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-keepa-cli-'));
  });
  afterEach(async () => {
    await keepa.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The command as an operator runs it: its own process, the real catalog and app store files. */
  async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, ...args],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'silent',
            DATABASE_URL: '',
            KEEPA_API_KEY: 'test-keepa-key',
            KEEPA_BASE_URL: keepa.url,
          },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('imports a category’s list and its products into the catalog, and refuses a bad category', async () => {
    addKeepaProducts(keepa, [trackedBottle('B0CLIBEST1')]);
    keepa.state.bestSellers.set('289814', ['B0CLIBEST1']);
    const done = await run(['bestsellers', 'us', '289814']);
    expect(done).toMatchObject({ code: 0 });
    expect(done.stdout).toContain('1 best sellers of category 289814 imported');
    expect(done.stdout).toContain("1 products' history read from Keepa");
    const catalog = await openCatalog(dataDir, '256MB');
    try {
      const rows = await catalog.all<{ browse_node: string | null; n: number }>(
        `select browse_node, count(*)::integer as n from product_snapshots group by browse_node order by browse_node`,
      );
      expect(rows).toEqual([
        { browse_node: '289814', n: 1 },
        { browse_node: null, n: 4 },
      ]);
    } finally {
      catalog.close();
    }

    const bad = await run(['bestsellers', 'US', 'toys']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('category id');
  });
});

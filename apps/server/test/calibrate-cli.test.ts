import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { importFile } from '../src/features/catalog-import/import/import-file.js';
import { openCatalog } from '../src/platform/catalog/catalog.js';
import { loadSalesModel, salesModelFile } from '../src/catalog/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, '../src/cli/calibrate.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-calibrate-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function calibrate(args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: path.resolve(here, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Deterministic noise, so the synthetic sales (tests only, never shown as data) are the same every run. */
const wobble = (n: number) => Math.exp(0.15 * Math.sin(n * 12.9898) * Math.sqrt(2));

describe('npm run calibrate', () => {
  it('fits the curve of a marketplace and category to the seller’s Business Report and writes it', async () => {
    // 200 products with root ranks 10…100,000, sold over 30 days as 20,000 × BSR^-0.9 (with noise).
    const ranks = Array.from({ length: 200 }, (_, i) => Math.round(10 ** (1 + (4 * i) / 199)));
    const asin = (i: number) => `B0CAL${String(i).padStart(5, '0')}`;
    const products = [
      'marketplace,asin,bsr,bsr_category',
      ...ranks.map((bsr, i) => `US,${asin(i)},${bsr},Home & Kitchen`),
    ];
    const report = [
      '"(Parent) ASIN","(Child) ASIN","Title","Sessions - Total","Page Views - Total","Units Ordered","Ordered Product Sales"',
      ...ranks.map(
        (bsr, i) =>
          `"","${asin(i)}","x","1","1","${Math.max(1, Math.round(20000 * bsr ** -0.9 * wobble(i)))}","$1.00"`,
      ),
    ];
    const catalog = await openCatalog(dataDir);
    const encode = (lines: string[]) => new TextEncoder().encode(lines.join('\n'));
    await importFile(catalog, { kind: 'products', fileName: 'p.csv', bytes: encode(products) });
    const imported = await importFile(catalog, {
      kind: 'business-report',
      fileName: 'BusinessReport.csv',
      bytes: encode(report),
      marketplace: 'US',
      from: '2026-10-01',
      to: '2026-10-30',
    });
    expect(imported).toMatchObject({ status: 'done', accepted: 200 });
    catalog.close();

    const model = path.join(dataDir, 'bsr-sales.json');
    fs.copyFileSync(salesModelFile(), model);
    const result = await calibrate([
      '--marketplace',
      'US',
      '--category',
      'Home & Kitchen',
      '--write',
      '--model',
      model,
    ]);
    expect(result.code).toBe(0);
    const curve = loadSalesModel(model).curves.find(
      (c) => c.marketplace === 'US' && c.rootCategory === 'Home & Kitchen',
    )!;
    expect(Math.abs(curve.b - 0.9)).toBeLessThan(0.03);
    expect(Math.abs(curve.a / 20000 - 1)).toBeLessThan(0.2);
    expect(curve.calibration).toMatchObject({
      observations: expect.any(Number),
      heldOut: expect.any(Number),
    });
    expect(curve.calibration!.p90Ape).toBeLessThan(0.4);
    expect(result.stdout).toContain('US / Home & Kitchen: units per 30 days =');
    // The shipped curves are kept beside it.
    expect(loadSalesModel(model).curves.length).toBe(loadSalesModel().curves.length + 1);
    // The stored estimates follow the new curve at once.
    expect(result.stdout).toContain('product metrics of US recomputed (200 products)');
    const reopened = await openCatalog(dataDir);
    const metrics = await reopened.all<{ n: number; curve: string; calibrated: boolean }>(
      `select count(*) as n, any_value(sales_curve) as curve, bool_and(sales_calibrated) as calibrated
       from products where sales_30d is not null`,
    );
    reopened.close();
    expect(metrics).toEqual([{ n: 200, curve: 'US/Home & Kitchen', calibrated: true }]);
  }, 60_000);

  it('says how to call it, and why it cannot fit without sales', async () => {
    expect((await calibrate([])).code).toBe(2);
    const empty = await calibrate(['--marketplace', 'DE', '--category', 'Garten']);
    expect(empty).toMatchObject({ code: 2 });
    expect(empty.stderr).toContain('too few products with real sales');
  }, 60_000);
});

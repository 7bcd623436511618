import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const command = path.join(here, 'parse-page.ts');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const sharedPage = path.resolve(
  repoRoot,
  '../shared/data/product_pages_html_intl/amazon_uk_dp_B01LW7X0JJ.html',
);
const hasSharedPage = existsSync(sharedPage);
if (!hasSharedPage) console.warn(`skipping parse-page on a shared page: ${sharedPage} is absent`);

const scratch = mkdtempSync(path.join(tmpdir(), 'parse-page-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [tsxCli, command, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...env },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run parse-page', () => {
  it.skipIf(!hasSharedPage)('prints a product page as pretty JSON and exits 0', () => {
    const { code, stdout, stderr } = run([sharedPage]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('\n  "kind": "product",\n');
    expect(JSON.parse(stdout)).toMatchObject({
      marketplace: 'UK',
      asin: 'B01LW7X0JJ',
      price: { amount: 6.39, currency: 'GBP' },
      dateFirstAvailable: '2017-05-24',
    });
  });

  it('reads a gzipped page of data/amazon-pages, and says so on one line when the gzip is broken', () => {
    const saved = path.join(repoRoot, 'data/amazon-pages/metascraper/held-out/us_ansi-url.html.gz');
    const { code, stdout } = run([saved]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      asin: 'B0057OC5O8',
      price: { amount: 8.99, currency: 'USD' },
    });
    const broken = path.join(scratch, 'broken.html.gz');
    writeFileSync(broken, '<html>not gzip</html>');
    const failed = run([broken]);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toBe(`parse-page: ${broken}: cannot read the file (Z_DATA_ERROR)\n`);
  });

  it('says on one line that a file is missing, and exits 2', () => {
    const missing = path.join(scratch, 'nope.html');
    const { code, stdout, stderr } = run([missing]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`parse-page: ${missing}: cannot read the file (ENOENT)\n`);
  });

  it('says on one line that a page is not an Amazon page, and exits 2', () => {
    const page = path.join(scratch, 'shop.html');
    writeFileSync(page, '<html><head><title>Shop</title></head><body><h1>Shop</h1></body></html>');
    const { code, stdout, stderr } = run([page]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^parse-page: .*shop\.html: this is not an Amazon page/);
  });

  it('speaks Chinese when LANG says so, and shows its usage without a file', () => {
    const empty = path.join(scratch, 'empty.html');
    writeFileSync(empty, '');
    expect(run([empty], { LANG: 'zh_CN.UTF-8' }).stderr).toBe(`parse-page: ${empty}: 页面为空\n`);
    const { code, stderr } = run([]);
    expect(code).toBe(2);
    expect(stderr).toBe('parse-page: usage: npm run parse-page -- <page.html | page.html.gz>\n');
  });
});

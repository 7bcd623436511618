import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js fire. Nothing is written into the repository: the
 * suite type-checks and lints it while this test runs (scripts/test.sh), and a fixture seen there
 * would fail that step.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const configFile = path.join(repoRoot, 'eslint.config.js');

async function ruleIds(eslint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('shared web code never imports a feature', () => {
  // The boundary rules look at where a file sits and what its imports resolve to in the real
  // tree, so these fixtures are linted as text under a name there, never saved.
  const eslint = new ESLint({ cwd: repoRoot });
  const inRepo = (folder: string, name: string) => path.join(repoRoot, folder, 'zz-lint-fixture', name);
  const importHome = (up: string) =>
    `import { HomePage } from '${up}features/home/pages/home-page';\nexport const page = HomePage;\n`;

  it.each([
    ['apps/web/src/components', '../../'],
    ['apps/web/src/lib', '../../'],
    ['apps/web/src/app/shell', '../../../'],
    ['apps/web/src/i18n', '../../'],
  ])('%s importing a feature is an error', async (folder, up) => {
    expect(await ruleIds(eslint, inRepo(folder, 'shared.ts'), importHome(up))).toContain(
      'boundaries/dependencies',
    );
  });

  it('the route table may compose features, and features may use shared code', async () => {
    const routes = inRepo('apps/web/src/app/routes', 'routes.ts');
    expect(await ruleIds(eslint, routes, importHome('../../../'))).toEqual([]);
    const feature = inRepo('apps/web/src/features/home', 'uses-shared.ts');
    const code = `import { layout } from '../../../theme';\nexport const width = layout.sideMenuWidth;\n`;
    expect(await ruleIds(eslint, feature, code)).toEqual([]);
  });
});

describe("billing's published face", () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const inRepo = (folder: string, name: string) => path.join(repoRoot, folder, 'zz-lint-fixture', name);
  const importFrom = (from: string) =>
    `import { Checkout } from '${from}';\nexport const checkout = Checkout;\n`;

  it.each([
    ['apps/web/src/app/shell', '../../../features/billing'],
    ['apps/web/src/features/account', '../../billing'],
    ['apps/web/src/features/alipay', '../../billing/index'],
  ])('%s may import billing through its index', async (folder, from) => {
    expect(await ruleIds(eslint, inRepo(folder, 'buys.tsx'), importFrom(from))).toEqual([]);
  });

  it.each([
    ['apps/web/src/app/shell', '../../../features/billing/checkout/checkout'],
    ['apps/web/src/features/account', '../../billing/checkout/checkout'],
    ['apps/web/src/features/alipay', '../../billing/routes'],
    ['apps/web/src/components', '../../features/billing'],
    ['apps/web/src/lib', '../../features/billing'],
  ])('%s importing %s is an error', async (folder, from) => {
    expect(await ruleIds(eslint, inRepo(folder, 'buys.tsx'), importFrom(from))).toContain(
      'boundaries/dependencies',
    );
  });
});

describe('no import cycles anywhere in the repository', () => {
  // A cycle needs both modules on disk. They go into a temporary copy of the folder layout, linted
  // with the repository's own config (its patterns are read relative to that copy).
  let tree = '';
  let eslint: ESLint;
  beforeAll(() => {
    tree = mkdtempSync(path.join(os.tmpdir(), 'asinasin-lint-fixtures-'));
    eslint = new ESLint({ cwd: tree, overrideConfigFile: configFile });
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  function writeModules(folder: string, modules: Record<string, string>): string {
    const dir = path.join(tree, folder);
    mkdirSync(dir, { recursive: true });
    for (const [name, code] of Object.entries(modules)) writeFileSync(path.join(dir, name), code);
    return dir;
  }

  it.each(['apps/web/src/lib', 'apps/server/src/platform', 'packages/contract/src'])(
    'two modules of %s importing each other are an error',
    async (folder) => {
      const codeA = `import { b } from './b';\nexport const a = (): number => b() + 1;\n`;
      const dir = writeModules(folder, {
        'a.ts': codeA,
        'b.ts': `import { a } from './a';\nexport const b = (): number => a();\n`,
      });
      expect(await ruleIds(eslint, path.join(dir, 'a.ts'), codeA)).toContain('import-x/no-cycle');
    },
  );

  it('a type-only import back is not a cycle (it is gone at run time)', async () => {
    const codeA = `import { b } from './typed-b';\nexport type A = { n: number };\nexport const a = b;\n`;
    const dir = writeModules('apps/web/src/lib', {
      'typed-a.ts': codeA,
      'typed-b.ts': `import type { A } from './typed-a';\nexport const b = (value: A): number => value.n;\n`,
    });
    expect(await ruleIds(eslint, path.join(dir, 'typed-a.ts'), codeA)).toEqual([]);
  });
});

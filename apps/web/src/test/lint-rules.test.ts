import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js fire: each case lints a tiny fixture placed where
 * the rule applies. Fixture files live in the repository only while this test runs.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });
const created: string[] = [];
const unique = `zz-lint-fixture-${process.pid}`;
/** The first lint loads the config, the TypeScript parser and the resolver: seconds on a busy machine. */
const LINT_TIMEOUT = { timeout: 60_000 };

function fixtureDir(relative: string): string {
  const dir = path.join(repoRoot, relative, unique);
  mkdirSync(dir, { recursive: true });
  created.push(dir);
  return dir;
}

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

describe('shared web code never imports a feature', LINT_TIMEOUT, () => {
  const importHome = (up: string) =>
    `import { HomePage } from '${up}features/home/pages/home-page';\nexport const page = HomePage;\n`;

  it.each([
    ['apps/web/src/components', '../../'],
    ['apps/web/src/lib', '../../'],
    ['apps/web/src/app/shell', '../../../'],
    ['apps/web/src/i18n', '../../'],
  ])('%s importing a feature is an error', async (folder, up) => {
    const file = path.join(fixtureDir(folder), 'shared.ts');
    expect(await ruleIds(file, importHome(up))).toContain('boundaries/dependencies');
  });

  it('the route table may compose features, and features may use shared code', async () => {
    const routes = path.join(fixtureDir('apps/web/src/app/routes'), 'routes.ts');
    expect(await ruleIds(routes, importHome('../../../'))).toEqual([]);
    const feature = path.join(fixtureDir('apps/web/src/features/home'), 'uses-shared.ts');
    const code = `import { layout } from '../../../theme';\nexport const width = layout.sideMenuWidth;\n`;
    expect(await ruleIds(feature, code)).toEqual([]);
  });
});

describe('no import cycles anywhere in the repository', LINT_TIMEOUT, () => {
  it.each(['apps/web/src/lib', 'apps/server/src/platform', 'packages/contract/src'])(
    'two modules of %s importing each other are an error',
    async (folder) => {
      const dir = fixtureDir(folder);
      const a = path.join(dir, 'a.ts');
      const codeA = `import { b } from './b';\nexport const a = (): number => b() + 1;\n`;
      writeFileSync(a, codeA);
      writeFileSync(
        path.join(dir, 'b.ts'),
        `import { a } from './a';\nexport const b = (): number => a();\n`,
      );
      expect(await ruleIds(a, codeA)).toContain('import-x/no-cycle');
    },
  );

  it('a type-only import back is not a cycle (it is gone at run time)', async () => {
    const dir = fixtureDir('apps/web/src/lib');
    const a = path.join(dir, 'typed-a.ts');
    const codeA = `import { b } from './typed-b';\nexport type A = { n: number };\nexport const a = b;\n`;
    writeFileSync(a, codeA);
    writeFileSync(
      path.join(dir, 'typed-b.ts'),
      `import type { A } from './typed-a';\nexport const b = (value: A): number => value.n;\n`,
    );
    expect(await ruleIds(a, codeA)).toEqual([]);
  });
});

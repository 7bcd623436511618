import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's floors in eslint.config.js fire (decisions/0028): contract → platform → catalog →
 * features → app. The boundary rules read where a file sits and what its imports resolve to in the
 * real tree, so each fixture is linted as text under a name there and never saved (the suite lints
 * the repository while this runs, and a saved fixture would fail that step).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const server = (file: string) => path.join(repoRoot, 'apps/server/src', file);

async function ruleIds(eslint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const importing = (from: string, name: string) =>
  `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('server layers', () => {
  const eslint = new ESLint({ cwd: repoRoot });

  it('a feature reading a file behind the catalog index is an error', async () => {
    const code = importing('../../catalog/products/product-selection.repository.js', 'selectProducts');
    expect(await ruleIds(eslint, server('features/markets/zz-lint-fixture.ts'), code)).toContain(
      'boundaries/dependencies',
    );
  });

  it('a feature importing another feature is an error', async () => {
    const code = importing('../aba/aba.routes.js', 'abaRoutes');
    expect(await ruleIds(eslint, server('features/markets/zz-lint-fixture.ts'), code)).toContain(
      'boundaries/dependencies',
    );
  });

  it('the catalog never imports a feature, and platform never imports the catalog', async () => {
    const up = importing('../features/aba/aba.routes.js', 'abaRoutes');
    expect(await ruleIds(eslint, server('catalog/zz-lint-fixture.ts'), up)).toContain(
      'boundaries/dependencies',
    );
    const down = importing('../catalog/index.js', 'selectProducts');
    expect(await ruleIds(eslint, server('platform/zz-lint-fixture.ts'), down)).toContain(
      'boundaries/dependencies',
    );
  });

  it('no floor imports the app above it or the tests beside it; a test may use both', async () => {
    const app = importing('../app.js', 'buildApp');
    expect(await ruleIds(eslint, server('platform/zz-lint-fixture.ts'), app)).toContain(
      'boundaries/dependencies',
    );
    const appFromFeature = importing('../../app.js', 'buildApp');
    expect(await ruleIds(eslint, server('features/markets/zz-lint-fixture.ts'), appFromFeature)).toContain(
      'boundaries/dependencies',
    );
    const support = importing('../../../test/support/test-app.js', 'useTestApp');
    expect(await ruleIds(eslint, server('features/markets/zz-lint-fixture.ts'), support)).toContain(
      'boundaries/dependencies',
    );
    expect(await ruleIds(eslint, server('features/markets/zz-lint-fixture.test.ts'), support)).toEqual([]);
  });

  it('a feature may read the catalog through its index, and the catalog may use platform', async () => {
    const feature = importing('../../catalog/index.js', 'selectProducts');
    expect(await ruleIds(eslint, server('features/markets/zz-lint-fixture.ts'), feature)).toEqual([]);
    const catalog = importing('../platform/catalog/catalog.js', 'catalogFile');
    expect(await ruleIds(eslint, server('catalog/zz-lint-fixture.ts'), catalog)).toEqual([]);
  });
});

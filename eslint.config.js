import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const TS_PROJECTS = [
  'apps/*/tsconfig.json',
  'packages/*/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

const sameFeature = (type) => [
  { from: { type }, disallow: { to: { type } } },
  { from: { type }, allow: { to: { type, captured: { feature: '{{from.captured.feature}}' } } } },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Architecture: features never import each other; what two need moves down. The web never
    // imports server code. The server's floors (decisions/0028): contract → platform → catalog →
    // features → app; a floor never reaches up, and features read the catalog through its index.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract' },
        // Tests and their support (apps/server/test) stand outside the floors: they may build the
        // whole app; production code never imports them.
        { type: 'server-test-file', pattern: 'apps/server/src/**/*.test.ts', mode: 'file' },
        { type: 'server-test', pattern: 'apps/server/test' },
        { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-catalog', pattern: 'apps/server/src/catalog' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        // The route table composes the features' routes: the one place outside them that may
        // import them. Listed before web-shared, which would otherwise claim it.
        { type: 'web-routes', pattern: 'apps/web/src/app/routes' },
        // The shell: shared code like the rest, but it may also mount billing's published face.
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-shared', pattern: 'apps/web/src/{components,lib,i18n,theme,test}' },
        { type: 'web', pattern: 'apps/web' },
      ],
      'boundaries/legacy-warnings': false,
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...sameFeature('server-feature'),
            ...sameFeature('web-feature'),
            // Shared web code serves every feature, so it never depends on one.
            { from: { type: ['web-shared', 'web-app'] }, disallow: { to: { type: 'web-feature' } } },
            // Billing's one published face, for the shell and the features that sell (the user
            // center, the payment popup): its index, never a file behind it.
            {
              from: { type: ['web-app', 'web-feature'] },
              allow: {
                to: { type: 'web-feature', captured: { feature: 'billing' }, fileInternalPath: 'index.ts' },
              },
            },
            // 'server' is the app floor (main, app, roles, tasks, cli): nothing below imports it.
            {
              from: { type: 'server-platform' },
              disallow: { to: { type: ['server-feature', 'server-catalog', 'server', 'server-test'] } },
            },
            {
              from: { type: 'server-catalog' },
              disallow: { to: { type: ['server-feature', 'server', 'server-test'] } },
            },
            { from: { type: 'server-feature' }, disallow: { to: { type: ['server', 'server-test'] } } },
            // The catalog's one published face: its index, never a file behind it.
            { from: { type: 'server-feature' }, disallow: { to: { type: 'server-catalog' } } },
            {
              from: { type: 'server-feature' },
              allow: { to: { type: 'server-catalog', fileInternalPath: 'index.ts' } },
            },
            {
              from: { type: ['web', 'web-feature', 'web-shared', 'web-app', 'web-routes'] },
              disallow: { to: { type: ['server', 'server-feature', 'server-platform'] } },
            },
            {
              from: { type: 'contract' },
              disallow: {
                to: { type: ['server', 'web', 'web-shared', 'web-app', 'web-routes', 'web-feature'] },
              },
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: ['@asinasin/server', '@asinasin/web'] }],
    },
  },
  {
    // No import cycles anywhere: a cycle makes module order decide what is initialised, and it
    // keeps bundlers from splitting chunks cleanly. Type-only imports vanish at build time.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (import-x reads only .js ones by default).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
);

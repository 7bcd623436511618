import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // imports server code, and the server's platform never reaches up into a feature.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract' },
        { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
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
            { from: { type: 'server-platform' }, disallow: { to: { type: 'server-feature' } } },
            {
              from: { type: ['web', 'web-feature'] },
              disallow: { to: { type: ['server', 'server-feature', 'server-platform'] } },
            },
            { from: { type: 'contract' }, disallow: { to: { type: ['server', 'web'] } } },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: ['@asinasin/server', '@asinasin/web'] }],
    },
  },
);

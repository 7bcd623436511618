import type { Options } from 'tsup';
import { expect, it } from 'vitest';
import tsupConfig from '../tsup.config.js';

it('builds the production server bundle without source maps', () => {
  const config = tsupConfig as Options;
  expect(config.sourcemap).toBe(false);
  expect(config.entry).toEqual({
    main: 'src/main.ts',
    'import-worker': 'src/features/catalog-import/import/import-worker.ts',
  });
});

import type { UserConfig } from 'vite';
import { expect, it } from 'vitest';
import viteConfig from '../vite.config';

it('builds the production web app without source maps', () => {
  const config = viteConfig as UserConfig;
  expect(config.build?.sourcemap).toBe(false);
  expect(config.build?.outDir).toBe('dist');
});

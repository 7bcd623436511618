import { defineConfig } from 'tsup';

/** One ESM bundle; our own workspace packages are bundled in, npm packages stay external. */
export default defineConfig({
  // The import worker is an entry of its own: worker threads load it from dist/ beside main.js
  // (features/catalog-import/import/check-in-worker.ts).
  entry: { main: 'src/main.ts', 'import-worker': 'src/features/catalog-import/import/import-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  // The bundle is not minified, so stack traces stay readable without a map; none is built so none
  // can end up served or shipped.
  sourcemap: false,
  noExternal: [/^@asinasin\//],
});

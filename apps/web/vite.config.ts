import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * npm packages that ship no `sideEffects` field although their modules only declare things. Said
 * here, the bundler can drop what nobody uses: antd's form context imports one provider from
 * @rc-component/form, whose index otherwise keeps the whole form library (and its validator)
 * in the first load, about 13 kB gzipped. Add a package only after reading its top-level code.
 */
const SIDE_EFFECT_FREE_PACKAGES = /\/node_modules\/@rc-component\/(form|async-validator)\//;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      // the payment popup's server-sent events, and the sandbox gateway's page (docs/billing.md)
      '/event': 'http://localhost:8080',
      '/pay/sandbox': 'http://localhost:8080',
      // served by the server: uploaded avatars and the browser-extension zip
      '/files': 'http://localhost:8080',
      '/download': 'http://localhost:8080',
    },
  },
  // No source maps in the build: the server would publish them next to the bundle, handing out
  // the readable source of every page. The dev server still maps everything.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE_PACKAGES.test(id) ? false : undefined),
      },
    },
  },
});

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderHome } from './build/prerender-home';

/**
 * npm packages that ship no `sideEffects` field although their modules only declare things. Said
 * here, the bundler can drop what nobody uses: antd's form context imports one provider from
 * @rc-component/form, whose index otherwise keeps the whole form library (and its validator)
 * in the first load, about 13 kB gzipped. Add a package only after reading its top-level code.
 */
const SIDE_EFFECT_FREE_PACKAGES = /\/node_modules\/@rc-component\/(form|async-validator)\//;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts Vite emits are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * once, so the server sends them as they are (@fastify/static's preCompressed) and spends no CPU
 * per request. A copy that is not at least a tenth smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'asinasin:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // after the prerendered pages are written, so they are compressed too
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await filesUnder(outDir);
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const bytes = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            if (br.length < bytes.length * 0.9) await writeFile(`${file}.br`, br);
            if (gz.length < bytes.length * 0.9) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), prerenderHome(), precompress()],
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

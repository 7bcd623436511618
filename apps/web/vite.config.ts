import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      '/event': 'http://localhost:8080',
      // served by the server: uploaded avatars and the browser-extension zip
      '/files': 'http://localhost:8080',
      '/download': 'http://localhost:8080',
    },
  },
  // No source maps in the build: the server would publish them next to the bundle, handing out
  // the readable source of every page. The dev server still maps everything.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
});

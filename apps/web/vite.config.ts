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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
});

// Vite configuration of the CareNest web app: React, the /api proxy to the local server, and the build to dist/
// with every text file precompressed beside it (ARCHITECTURE.md, "Serving the web app").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

/** The server the dev server forwards /api to (started with PORT=3000). */
const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});

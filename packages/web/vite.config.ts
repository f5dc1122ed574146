// Vite configuration of the CareNest web app: React, the /api proxy to the local server, and the build to dist/
// made for a phone on a slow network (ARCHITECTURE.md, "Serving the web app").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { preloadFirstRoute } from './build/preload-first-route.ts';

/** The server the dev server forwards /api to (started with PORT=3000). */
const API_TARGET = 'http://127.0.0.1:3000';

/** The screen a phone opens first (signed out, any app path leads there): its chunks are preloaded. */
const FIRST_ROUTE_MODULES = ['src/pages/login/LoginPage.tsx'];

export default defineConfig({
  plugins: [react(), preloadFirstRoute(FIRST_ROUTE_MODULES), precompress()],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Core is pure (ARCHITECTURE.md, "Packages"): a module of it that nothing on a screen uses is left out of
      // that screen's chunks, so the entry does not build every zod schema through core's index.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
      // Everything the entry loads goes into the entry's one chunk rather than a dozen small ones shared with
      // later screens: on a slow network each request costs a round trip.
      output: { codeSplitting: { groups: [{ name: 'app-shell', tags: ['$initial'] }] } },
    },
  },
});
